import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { useTranslation } from "react-i18next";
import { intlLocale } from "../../lib/intl-locale.ts";
import { useWithdraw, useWithdrawalStanding, type WithdrawalStanding } from "./withdrawal-api.ts";
import { WithdrawalDialog } from "../../lib/withdrawal-dialog.tsx";

/** An instant in the reader's language and zone: "22 July 2027 at 23:59", "22 juillet 2027 à 23:59". */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long", timeStyle: "short" }).format(
    new Date(iso),
  );
}

/** What the candidate reads once withdrawn: when, by whom (themselves, the office, the deadline) and why. */
function WithdrawnNotice({ withdrawal }: { withdrawal: NonNullable<WithdrawalStanding["withdrawal"]> }) {
  const { t, i18n } = useTranslation();
  const date = formatInstant(withdrawal.at, i18n.language);
  const key =
    withdrawal.by === "deadline"
      ? "withdrawal.doneByDeadline"
      : withdrawal.by === "office"
        ? "withdrawal.doneByOffice"
        : "withdrawal.done";
  return (
    <Alert variant="secondary" data-testid="withdrawn-notice">
      <p className="mb-1">{t(key, { date })}</p>
      {withdrawal.by !== "deadline" && (
        <p className="mb-0">{t("withdrawal.reasonShown", { reason: withdrawal.reasonLabel })}</p>
      )}
    </Alert>
  );
}

/** A place offered from the waiting list, with the candidate's own deadline to confirm it. */
export function OfferNotice({ offer }: { offer: NonNullable<WithdrawalStanding["offer"]> }) {
  const { t, i18n } = useTranslation();
  const deadline = formatInstant(offer.deadline, i18n.language);
  return (
    <Alert variant="success" data-testid="offer-notice">
      <Alert.Heading as="h2" className="h5">
        {t("offer.title")}
      </Alert.Heading>
      <p className="mb-0">{t("offer.body", { deadline })}</p>
    </Alert>
  );
}

/**
 * The top of the candidate's home, on withdrawals and offers (issue #37): once withdrawn, what
 * happened; else a place offered from the waiting list while it is to confirm.
 */
export function WithdrawalNotices({ login, confirmed }: { login: string; confirmed: boolean }) {
  const { data } = useWithdrawalStanding(login);
  if (data?.withdrawal) return <WithdrawnNotice withdrawal={data.withdrawal} />;
  return data?.offer && !confirmed ? <OfferNotice offer={data.offer} /> : null;
}

/** The foot of the candidate's home: the way to withdraw, behind a question with the reason. */
export function WithdrawalAction({ login }: { login: string }) {
  const { t } = useTranslation();
  const standing = useWithdrawalStanding(login);
  const withdraw = useWithdraw(login);
  const [asking, setAsking] = useState(false);
  if (!standing.data || standing.data.withdrawal) return null;
  return (
    <div className="mb-4">
      <Button
        variant="outline-danger"
        onClick={() => {
          withdraw.reset();
          setAsking(true);
        }}
      >
        {t("withdrawal.button")}
      </Button>
      {asking && (
        <WithdrawalDialog
          title={t("withdrawal.dialog.title")}
          intro={t("withdrawal.dialog.intro")}
          confirmLabel={t("withdrawal.dialog.confirm")}
          cancelLabel={t("withdrawal.dialog.cancel")}
          reasons={standing.data.reasons}
          pending={withdraw.isPending}
          error={withdraw.error}
          onConfirm={(body) => withdraw.mutate(body, { onSuccess: () => setAsking(false) })}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}
