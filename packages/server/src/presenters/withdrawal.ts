import { translate, type Locale } from "@portal/domain/i18n/index";
import { withdrawalReasonKey, WITHDRAWAL_REASONS } from "@portal/domain/workflow/withdrawal";
import type { OfferRow, WithdrawalRow } from "../queries/withdrawals.ts";
import { isoTime } from "./answer.ts";

/**
 * An application's withdrawal as it leaves the server, its reason labelled in the reader's language;
 * the officer's login only for staff (a candidate reads "the office").
 */
export function presentWithdrawal(row: WithdrawalRow, locale: Locale, staff: boolean) {
  return {
    reason: row.reason,
    reasonLabel: translate(locale, withdrawalReasonKey(row.reason)),
    comment: row.comment,
    by: row.by_kind,
    ...(staff && row.by_login ? { byLogin: row.by_login } : {}),
    at: isoTime(row.withdrawn_at),
  };
}

/** A place offered automatically, with the candidate's own confirmation deadline. */
export function presentOffer(row: OfferRow) {
  return { offeredAt: isoTime(row.offered_at), deadline: isoTime(row.deadline) };
}

/** The reasons a person may choose, labelled in the reader's language, in their order. */
export function presentWithdrawalReasons(locale: Locale) {
  return WITHDRAWAL_REASONS.map((code) => ({ code, label: translate(locale, withdrawalReasonKey(code)) }));
}
