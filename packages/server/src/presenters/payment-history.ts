import type { Static } from "typebox";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { AnswerEventRow } from "../queries/answer-history.ts";
import { isoTime } from "./answer.ts";
import { formatEuros } from "@portal/domain/workflow/amounts";
import type { HistoryLine } from "./dossier.schema.ts";

/** The history kind of a recorded payment (commands/payment-recorder.ts). */
export const PAYMENT_EVENT_KIND = "payment";
/** The history kind of a refund an administrator recorded (money paid back). */
export const REFUND_EVENT_KIND = "refund";
/** The history kind of a fee waived, by an officer or a candidate's waiver code (issue #39). */
export const WAIVER_EVENT_KIND = "waiver";
/** Every history kind this presenter writes the line of. */
export const PAYMENT_EVENT_KINDS: ReadonlySet<string> = new Set([
  PAYMENT_EVENT_KIND,
  REFUND_EVENT_KIND,
  WAIVER_EVENT_KIND,
]);

/** The facts commands/payment-recorder.ts records, in the order the line shows them. */
const FACTS = ["nature", "instalment", "amount_cents", "method", "note", "code"] as const;
type Fact = (typeof FACTS)[number];

const recorded = (event: AnswerEventRow, fact: Fact): unknown => event.changes?.[`payment.${fact}`]?.after;

/** A recorded fact as the line shows it: nature and method in words, the amount in euros. */
function shown(fact: Fact, value: unknown, locale: Locale): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (fact === "nature") return translate(locale, `paymentRecords.nature.${String(value)}`);
  if (fact === "method") return translate(locale, `history.payment.method.${String(value)}`);
  if (fact === "amount_cents") return formatEuros(Number(value) / 100, locale);
  return String(value);
}

/**
 * A payment as a line of the history, in staff wording: a card notification ("Payment received by
 * card: Down payment, €1,200.00") or a payment an officer recorded ("Payment recorded by hand (bank
 * transfer): Application fee, €100.00") or a refund ("Refund recorded: Tuition fees, €6,200.00"),
 * or a waiver ("Fee waived: Application fee, €100.00", "Waiver code SPRING used: …", its note read
 * as the reason), with its facts. A line recorded before the facts were kept reads "Payment recorded".
 */
export function presentPaymentEvent(event: AnswerEventRow, locale: Locale): Static<typeof HistoryLine> {
  const nature = shown("nature", recorded(event, "nature"), locale);
  const amount = shown("amount_cents", recorded(event, "amount_cents"), locale);
  const method = recorded(event, "method");
  const code = shown("code", recorded(event, "code"), locale);
  const waiver = event.kind === WAIVER_EVENT_KIND;
  const summary =
    nature === null || amount === null
      ? translate(locale, "history.payment")
      : waiver
        ? code === null
          ? translate(locale, "history.waiver", { nature, amount })
          : translate(locale, "history.waiver.code", { nature, amount, code })
        : event.kind === REFUND_EVENT_KIND
          ? translate(locale, "history.refund", { nature, amount })
          : method === "card"
            ? translate(locale, "history.payment.card", { nature, amount })
            : translate(locale, "history.payment.byHand", {
                nature,
                amount,
                method: shown("method", method, locale) ?? "",
              });
  const changes = FACTS.map((fact) => ({
    field: `payment.${fact}`,
    label: translate(locale, waiver && fact === "note" ? "history.waiver.reason" : `history.payment.${fact}`),
    before: null,
    after: shown(fact, recorded(event, fact), locale),
  })).filter((change) => change.after !== null);
  return { at: isoTime(event.created_at), actor: event.actor_login, kind: event.kind, summary, changes };
}
