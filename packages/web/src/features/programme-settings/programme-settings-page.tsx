import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { ProgrammeForm } from "./programme-form.tsx";
import {
  programmeSettingsQuery,
  saveProgrammeSettings,
  type ProgrammeSettingsChange,
} from "./programme-settings-api.ts";

/**
 * Route /admin/programme-settings (issue #37): administrators set, for each programme candidates can
 * choose, the dates its steps close (date and time where the institution is; empty follows the
 * campaign's), whether received references are required before validation, and the waiting list's
 * automatic offers (on or paused, days to answer).
 */
export function ProgrammeSettingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const administrator = session?.admin === true;
  const queryClient = useQueryClient();
  const list = useQuery({ ...programmeSettingsQuery, enabled: administrator });
  const [outcome, setOutcome] = useState<{ variant: "success" | "danger"; text: string }>();
  const save = useMutation({
    mutationFn: ({ code, change }: { code: string; change: ProgrammeSettingsChange }) =>
      saveProgrammeSettings(code, change),
    onSuccess: async (programme) => {
      await queryClient.invalidateQueries({ queryKey: programmeSettingsQuery.queryKey });
      setOutcome({ variant: "success", text: t("programmeSettings.saved", { programme: programme.code }) });
    },
    onError: (error) => setOutcome({ variant: "danger", text: describeError(error, t) }),
  });
  if (!administrator) return <Alert variant="warning">{t("programmeSettings.adminOnly")}</Alert>;
  return (
    <section aria-labelledby="programme-settings-title">
      <h1 id="programme-settings-title" className="h3 mb-3">
        {t("programmeSettings.title")}
      </h1>
      {list.data && (
        <p className="text-body-secondary">{t("programmeSettings.intro", { zone: list.data.timeZone })}</p>
      )}
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
        <PageSpinner label={t("programmeSettings.loading")} />
      ) : list.error ? (
        <Alert variant="danger">{describeError(list.error, t)}</Alert>
      ) : (
        list.data.programmes.map((programme) => (
          <ProgrammeForm
            key={`${programme.code}-${programme.updatedAt ?? ""}`}
            programme={programme}
            campaign={list.data.campaign}
            timeZone={list.data.timeZone}
            busy={save.isPending}
            onSave={(change) => save.mutate({ code: programme.code, change })}
          />
        ))
      )}
    </section>
  );
}
