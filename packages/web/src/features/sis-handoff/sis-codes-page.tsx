import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { SisCodesForm } from "./sis-codes-form.tsx";
import { saveSisCodes, sisCodesQuery, type SisCodesChange } from "./sis-handoff-api.ts";

/**
 * Route /admin/sis-codes (issue #39): administrators set, for each programme, the codes its candidates
 * are enrolled under in the student information system, which the export to it writes beside them.
 */
export function SisCodesPage() {
  const { t } = useTranslation();
  const administrator = useSession()?.admin === true;
  const queryClient = useQueryClient();
  const list = useQuery({ ...sisCodesQuery, enabled: administrator });
  const [outcome, setOutcome] = useState<{ variant: "success" | "danger"; text: string }>();
  const save = useMutation({
    mutationFn: ({ code, change }: { code: string; change: SisCodesChange }) => saveSisCodes(code, change),
    onSuccess: async (programme) => {
      await queryClient.invalidateQueries({ queryKey: sisCodesQuery.queryKey });
      setOutcome({ variant: "success", text: t("sisHandoff.codes.saved", { programme: programme.code }) });
    },
    onError: (error) => setOutcome({ variant: "danger", text: describeError(error, t) }),
  });
  if (!administrator) return <Alert variant="warning">{t("sisHandoff.adminOnly")}</Alert>;
  return (
    <section aria-labelledby="sis-codes-title">
      <h1 id="sis-codes-title" className="h3 mb-3">
        {t("sisHandoff.codes.title")}
      </h1>
      <p className="text-body-secondary">{t("sisHandoff.codes.intro")}</p>
      <div role="status">
        {outcome && (
          <Alert
            variant={outcome.variant}
            dismissible
            closeLabel={t("common.close")}
            onClose={() => setOutcome(undefined)}
          >
            {outcome.text}
          </Alert>
        )}
      </div>
      {list.isPending ? (
        <PageSpinner label={t("sisHandoff.codes.loading")} />
      ) : list.error ? (
        <Alert variant="danger">{describeError(list.error, t)}</Alert>
      ) : (
        list.data.programmes.map((programme) => (
          <SisCodesForm
            key={`${programme.code}-${programme.updatedAt ?? ""}`}
            programme={programme}
            busy={save.isPending}
            onSave={(change) => save.mutate({ code: programme.code, change })}
          />
        ))
      )}
    </section>
  );
}
