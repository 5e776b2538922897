import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Col from "react-bootstrap/Col";
import Row from "react-bootstrap/Row";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import type { Jury, JurySaved } from "./juries-api.ts";
import { juriesQuery } from "./juries-api.ts";
import { JuryCard } from "./jury-card.tsx";
import { PublishDialog } from "./publish-dialog.tsx";
import type { PublicationAction } from "./publication-action.ts";
import { juryName } from "./publication-action.ts";

/** The status message after each action: publishing says how many candidates are e-mailed. */
function doneText(action: PublicationAction, jury: Jury, saved: JurySaved, t: TFunction) {
  const name = juryName(jury);
  switch (action) {
    case "publish":
      return t("juryPublication.published", { jury: name, count: saved.publication?.recipients ?? 0 });
    case "withdraw":
      return t("juryPublication.withdrawn", { jury: name });
    case "publishScholarships":
      return t("juryPublication.scholarshipsDone", { jury: name });
    case "withdrawScholarships":
      return t("juryPublication.scholarshipsWithdrawn", { jury: name });
  }
}

/**
 * Route /admin/juries: administrators see, per jury, the decisions counted and what is still
 * undecided, then publish its results (which e-mails every validated candidate) or its scholarship
 * results, each after a confirmation; candidates see their decisions only once published (SPEC §4).
 */
export function JuriesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const juries = useQuery({ ...juriesQuery, enabled: !!session?.admin });
  const [pending, setPending] = useState<{ jury: Jury; action: PublicationAction }>();
  const [status, setStatus] = useState<string>();

  if (!session?.admin) return <Alert variant="warning">{t("juries.adminOnly")}</Alert>;

  return (
    <section aria-labelledby="juries-title">
      <h1 id="juries-title" className="h3 mb-3">
        {t("juries.title")}
      </h1>
      <p className="text-body-secondary">{t("juries.intro")}</p>
      <div role="status">
        {status && (
          <Alert
            variant="success"
            dismissible
            closeLabel={t("common.close")}
            onClose={() => setStatus(undefined)}
          >
            {status}
          </Alert>
        )}
      </div>
      {juries.isPending ? (
        <PageSpinner label={t("juries.loading")} />
      ) : juries.error ? (
        <Alert variant="danger">{describeError(juries.error, t)}</Alert>
      ) : juries.data.length === 0 ? (
        <p>{t("juries.none")}</p>
      ) : (
        <Row xs={1} md={2} xl={3} className="g-3">
          {juries.data.map((jury) => (
            <Col key={jury.id_jury}>
              <JuryCard jury={jury} onAction={(action) => setPending({ jury, action })} />
            </Col>
          ))}
        </Row>
      )}
      {pending && (
        <PublishDialog
          jury={pending.jury}
          action={pending.action}
          onClose={() => setPending(undefined)}
          onDone={(saved) => {
            setStatus(doneText(pending.action, pending.jury, saved, t));
            setPending(undefined);
          }}
        />
      )}
    </section>
  );
}
