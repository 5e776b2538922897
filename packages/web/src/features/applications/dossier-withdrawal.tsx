import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { useTranslation } from "react-i18next";
import { api, dataOf } from "../../lib/api/client.ts";
import { WithdrawalDialog, type WithdrawalChoice } from "../../lib/withdrawal-dialog.tsx";
import { formatWhen } from "./dossier-time.ts";

/** GET /ws/withdrawal/{login} as staff read it (with who recorded a withdrawal). */
const standingQuery = (login: string) => ({
  queryKey: ["withdrawal", login] as const,
  queryFn: () => dataOf(api.GET("/ws/withdrawal/{login}", { params: { path: { login } } })),
});

/**
 * The dossier's withdrawal and automatic offer (issue #37): a withdrawn application says when, by
 * whom (the candidate, the office, the portal at the deadline), why and the candidate's own words; a
 * place offered from the waiting list says when and until when. An administrator records a
 * withdrawal for the candidate (their e-mail, a letter) behind a question with the reason.
 */
export function DossierWithdrawal({
  answerId,
  login,
  mayRecord,
}: {
  answerId: number;
  login: string;
  mayRecord: boolean;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const standing = useQuery(standingQuery(login));
  const [asking, setAsking] = useState(false);
  const record = useMutation({
    mutationFn: (choice: WithdrawalChoice) =>
      dataOf(api.POST("/ws/withdrawal/{login}", { params: { path: { login } }, body: choice })),
    onSuccess: async () => {
      setAsking(false);
      await client.invalidateQueries({ queryKey: ["withdrawal", login] });
      await client.invalidateQueries({ queryKey: ["dossier", answerId] });
    },
  });
  if (!standing.data) return null;
  const { withdrawal, offer, reasons } = standing.data;
  if (!withdrawal && !offer && !mayRecord) return null;
  return (
    <section aria-labelledby="dossier-withdrawal-title" className="mb-4">
      <h2 id="dossier-withdrawal-title" className="h4">
        {t("dossier.withdrawal.title")}
      </h2>
      {offer && (
        <p data-testid="dossier-offer">
          {t("dossier.offer.summary", {
            date: formatWhen(offer.offeredAt, i18n.language),
            deadline: formatWhen(offer.deadline, i18n.language),
          })}
        </p>
      )}
      {withdrawal ? (
        <Alert variant="secondary" data-testid="dossier-withdrawn">
          <p className="mb-1">
            {t("dossier.withdrawal.summary", {
              date: formatWhen(withdrawal.at, i18n.language),
              by: t(`dossier.withdrawal.by.${withdrawal.by}`, { login: withdrawal.byLogin ?? "" }),
            })}
          </p>
          <p className="mb-0">
            {t("dossier.withdrawal.reason")}: {withdrawal.reasonLabel}
          </p>
          {withdrawal.comment && (
            <p className="mb-0">
              {t("dossier.withdrawal.comment")}: {withdrawal.comment}
            </p>
          )}
        </Alert>
      ) : (
        mayRecord && (
          <Button
            variant="outline-danger"
            onClick={() => {
              record.reset();
              setAsking(true);
            }}
          >
            {t("dossier.withdrawal.record")}
          </Button>
        )
      )}
      {asking && (
        <WithdrawalDialog
          title={t("dossier.withdrawal.dialogTitle")}
          intro={t("dossier.withdrawal.dialogIntro")}
          confirmLabel={t("dossier.withdrawal.confirm")}
          cancelLabel={t("dossier.withdrawal.cancel")}
          reasons={reasons}
          pending={record.isPending}
          error={record.error}
          onConfirm={(choice) => record.mutate(choice)}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
