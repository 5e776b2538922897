import type { Static } from "typebox";
import { translate, type Locale } from "@portal/domain/i18n/index";
import { withdrawalReasonKey } from "@portal/domain/workflow/withdrawal";
import type { AnswerEventRow } from "../queries/answer-history.ts";
import { formatStamp } from "../reports/report-builder.ts";
import { isoTime } from "./answer.ts";
import type { HistoryLine } from "./dossier.schema.ts";

/** The history kinds of withdrawals and automatic offers (withdrawal-recorder.ts, offer-maker.ts). */
export const WITHDRAWAL_EVENT_KINDS = new Set(["withdrawal", "automatic-offer"]);

type Change = Static<typeof HistoryLine>["changes"][number];

/**
 * A recorded value in staff wording: a reason by its label, who withdrew in words, an offer's
 * deadline in the institution's time; a decision field through `decisionValue` (the history's own).
 */
function shown(path: string, value: unknown, locale: Locale, actor = ""): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (path === "withdrawal.reason") return translate(locale, withdrawalReasonKey(String(value)));
  if (path === "withdrawal.by")
    return translate(locale, `dossier.withdrawal.by.${String(value)}`, { login: actor });
  if (path === "offer.deadline") return formatStamp(new Date(String(value)));
  return String(value);
}

const LABELS: Record<string, string> = {
  "withdrawal.reason": "history.withdrawal.reason",
  "withdrawal.by": "history.withdrawal.by",
  "withdrawal.comment": "history.withdrawal.comment",
  "offer.deadline": "history.offer.deadline",
};

/**
 * A withdrawal ("Application withdrawn: <reason>", with who and the explanation) or an automatic
 * offer (the decision before → after and the candidate's deadline) as a line of the history. The
 * decision's own fields are shown by `decisionChange`, the history's reading of them.
 */
export function presentWithdrawalEvent(
  event: AnswerEventRow,
  locale: Locale,
  decisionChange: (path: string, before: unknown, after: unknown) => Change,
): Static<typeof HistoryLine> {
  const changes = Object.entries(event.changes ?? {})
    .filter(([path]) => path !== "withdrawn")
    .map(([path, { before, after }]) =>
      LABELS[path]
        ? {
            field: path,
            label: translate(locale, LABELS[path]),
            before: shown(path, before, locale, event.actor_login),
            after: shown(path, after, locale, event.actor_login),
          }
        : decisionChange(path, before, after),
    );
  const reason = shown("withdrawal.reason", event.changes?.["withdrawal.reason"]?.after, locale) ?? "";
  const summary =
    event.kind === "withdrawal"
      ? translate(locale, "history.withdrawal", { reason })
      : translate(locale, "history.automatic-offer");
  return { at: isoTime(event.created_at), actor: event.actor_login, kind: event.kind, summary, changes };
}
