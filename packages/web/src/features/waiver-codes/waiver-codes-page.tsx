import { useQuery } from "@tanstack/react-query";
import Alert from "react-bootstrap/Alert";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { WaiverCodeForm } from "./waiver-code-form.tsx";
import { WaiverCodeList } from "./waiver-code-list.tsx";
import { waiverCodesQuery } from "./waiver-codes-api.ts";

/**
 * Route /admin/waiver-codes (issue #39): administrators create the codes candidates type at
 * payment, see how many times each was used, and archive the ones to stop.
 */
export function WaiverCodesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const codes = useQuery({ ...waiverCodesQuery, enabled: !!session?.admin });
  if (!session?.admin) return <Alert variant="warning">{t("waiverCodes.adminOnly")}</Alert>;
  return (
    <section aria-labelledby="waiver-codes-title">
      <h1 id="waiver-codes-title" className="h3 mb-3">
        {t("waiverCodes.title")}
      </h1>
      <p className="text-body-secondary">{t("waiverCodes.intro")}</p>
      {codes.isPending ? (
        <PageSpinner label={t("waiverCodes.loading")} />
      ) : codes.error ? (
        <Alert variant="danger">{describeError(codes.error, t)}</Alert>
      ) : (
        <>
          <WaiverCodeForm programmes={codes.data.programmes} />
          <WaiverCodeList data={codes.data} />
        </>
      )}
    </section>
  );
}
