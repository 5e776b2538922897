import type { Message } from "../i18n/catalogue.ts";
import { message } from "../rules/types.ts";
import type { DueItem } from "./payment-status.ts";
import type { PaymentKind } from "./payments.ts";

/**
 * Fee waivers (issue #39): an officer waives all or part of a payment due, or a candidate enters a
 * waiver code at payment. Both are recorded as a payment of method "waiver" for the amount waived;
 * one that covers everything left settles the rest (payment-status.ts, `waivesRest`).
 */

/** How much of a payment a waiver takes: what is left (full) or part of it, in cents. */
export type WaiverAmount =
  { ok: true; amountCents: number; waivesRest: boolean } | { ok: false; refusal: Message };

const refused = (code: string, key: string, params?: Record<string, string | number>) => ({
  ok: false as const,
  refusal: message(code, key, params),
});

/**
 * What an officer's waiver of `nature` takes: everything left when `requestedCents` is null (a full
 * waiver), else that part, above 0 and never more than what is still due. Refused when the payment
 * is not due on the application or nothing is left of it. Params: `nature`, `outstandingCents`.
 */
export function officerWaiverAmount(
  nature: PaymentKind,
  requestedCents: number | null,
  due: DueItem | undefined,
): WaiverAmount {
  if (!due) return refused("WAIVER_NOTHING_DUE", "waiverRules.waiver.notDue", { nature });
  const left = due.outstandingCents;
  if (left <= 0) return refused("WAIVER_NOTHING_DUE", "waiverRules.waiver.nothingLeft", { nature });
  if (requestedCents === null) return { ok: true, amountCents: left, waivesRest: true };
  if (requestedCents <= 0) return refused("WAIVER_AMOUNT", "waiverRules.waiver.zero", { nature });
  if (requestedCents > left)
    return refused("WAIVER_AMOUNT", "waiverRules.waiver.tooMuch", { nature, outstandingCents: left });
  return { ok: true, amountCents: requestedCents, waivesRest: requestedCents === left };
}

/** A waiver code as the rules read it (migration 0033's waiver_codes row). */
export interface WaiverCodeTerms {
  nature: PaymentKind;
  /** 1 to 100 % of the amount due; null for an amount off. */
  percentOff: number | null;
  /** A fixed amount off (cents); null for a percentage. */
  amountOffCents: number | null;
  /** The only programme (domain applicationProgramme) whose candidates may use it; null for all. */
  programme: string | null;
  /** How many applications may use it; null for no limit. */
  maxUses: number | null;
  uses: number;
  /** The last instant it may be used (the end of its last day where the office is). */
  expiresAt: Date | null;
  archived: boolean;
}

/** A code as typed: case and surrounding spaces do not matter ("  spring-25 " is SPRING-25). */
export const normaliseWaiverCode = (raw: string): string => raw.trim().toUpperCase();

/** A code's form once normalised: 3 to 40 letters, digits, "-" or "_", starting with a letter or digit. */
export const WAIVER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

/**
 * What a code takes off a payment due `amountCents` of which `outstandingCents` are left (cents): its
 * percentage of the amount due (rounded to the cent) or its fixed amount, never more than is left.
 */
export function codeAmountOffCents(
  code: Pick<WaiverCodeTerms, "percentOff" | "amountOffCents">,
  amountCents: number,
  outstandingCents: number,
): number {
  const off =
    code.percentOff !== null ? Math.round((amountCents * code.percentOff) / 100) : (code.amountOffCents ?? 0);
  return Math.max(0, Math.min(off, outstandingCents));
}

/** Where and when a candidate uses a code. */
export interface WaiverCodeUse {
  nature: PaymentKind;
  /** The application's programme (domain applicationProgramme). */
  programme: string;
  now: Date;
  /** This application used this code already. */
  alreadyUsed: boolean;
  /** What is left to pay of the nature (cents). */
  outstandingCents: number;
}

/**
 * Why this code cannot be used on this payment now, or null: an archived code reads as unknown,
 * then a code for another payment, expired, for another programme, used already by this
 * application, used up, or nothing left to pay. The use count is checked again, atomically, when
 * the use is recorded (two candidates taking the last use at once).
 */
export function waiverCodeRefusal(code: WaiverCodeTerms | undefined, use: WaiverCodeUse): Message | null {
  if (!code || code.archived) return message("WAIVER_CODE_UNKNOWN", "waiverEntry.error.unknown");
  if (code.nature !== use.nature) return message("WAIVER_CODE_NATURE", "waiverEntry.error.nature");
  if (code.expiresAt && code.expiresAt.getTime() < use.now.getTime())
    return message("WAIVER_CODE_EXPIRED", "waiverEntry.error.expired");
  if (code.programme !== null && code.programme !== use.programme)
    return message("WAIVER_CODE_PROGRAMME", "waiverEntry.error.programme");
  if (use.alreadyUsed) return message("WAIVER_CODE_ALREADY_USED", "waiverEntry.error.alreadyUsed");
  if (code.maxUses !== null && code.uses >= code.maxUses)
    return message("WAIVER_CODE_USED_UP", "waiverEntry.error.usedUp");
  if (use.outstandingCents <= 0) return message("WAIVER_NOTHING_DUE", "waiverEntry.error.nothingDue");
  return null;
}

/** A new code as an administrator writes it. */
export interface WaiverCodeDraft {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  maxUses: number | null;
  expiresAt: Date | null;
}

/**
 * What is wrong with a new code, every problem at once: its form, exactly one of a percentage (1 to
 * 100, whole) or an amount above 0, at least one use when limited, an expiry in the future.
 */
export function waiverCodeProblems(draft: WaiverCodeDraft, now: Date): Message[] {
  const problems: Message[] = [];
  if (!WAIVER_CODE_PATTERN.test(normaliseWaiverCode(draft.code)))
    problems.push(message("WAIVER_CODE_INVALID", "waiverRules.code.format"));
  const hasPercent = draft.percentOff !== null;
  if (hasPercent === (draft.amountOffCents !== null))
    problems.push(message("WAIVER_CODE_INVALID", "waiverRules.code.oneOff"));
  else if (
    hasPercent &&
    !(Number.isInteger(draft.percentOff) && draft.percentOff! >= 1 && draft.percentOff! <= 100)
  )
    problems.push(message("WAIVER_CODE_INVALID", "waiverRules.code.percent"));
  else if (!hasPercent && !(draft.amountOffCents! > 0))
    problems.push(message("WAIVER_CODE_INVALID", "waiverRules.code.amount"));
  if (draft.maxUses !== null && !(Number.isInteger(draft.maxUses) && draft.maxUses >= 1))
    problems.push(message("WAIVER_CODE_INVALID", "waiverRules.code.maxUses"));
  if (draft.expiresAt && draft.expiresAt.getTime() < now.getTime())
    problems.push(message("WAIVER_CODE_INVALID", "waiverRules.code.expiresPast"));
  return problems;
}
