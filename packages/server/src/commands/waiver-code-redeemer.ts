import { applicationProgramme } from "@portal/domain/campaign/programme";
import type { Message } from "@portal/domain/i18n/catalogue";
import { message } from "@portal/domain/rules/types";
import { outstandingCents } from "@portal/domain/workflow/payment-status";
import { paymentStart } from "@portal/domain/workflow/payment-start";
import type { PaymentKind } from "@portal/domain/workflow/payments";
import {
  codeAmountOffCents,
  normaliseWaiverCode,
  waiverCodeRefusal,
  type WaiverCodeTerms,
} from "@portal/domain/workflow/waivers";
import { sql, type Selectable } from "kysely";
import type { Database } from "../db/database.ts";
import type { PaymentsTable, WaiverCodesTable } from "../db/schema.ts";
import { recordPayment } from "./payment-recorder.ts";
import { lockPayments } from "./waiver-context.ts";

/** A candidate's use of a waiver code on one of their payments. */
export interface CodeRedemption {
  formId: string;
  answerId: number;
  nature: PaymentKind;
  /** As typed: case and spaces do not matter. */
  code: string;
  actorLogin: string;
  now: Date;
}

/** The waiver recorded (amount off, what is left), or why not. */
export type CodeRedemptionOutcome =
  | { ok: true; code: string; payment: Selectable<PaymentsTable>; outstandingCents: number }
  | { ok: false; refusal: Message };

/** A waiver_codes row as the domain rules read it. */
export function waiverCodeTerms(row: Selectable<WaiverCodesTable>): WaiverCodeTerms {
  return {
    nature: row.nature,
    percentOff: row.percent_off,
    amountOffCents: row.amount_off_cents,
    programme: row.programme,
    maxUses: row.max_uses,
    uses: row.uses,
    expiresAt: row.expires_at,
    archived: row.archived,
  };
}

/**
 * Takes one use of the code, only while it has some left and is still valid: one statement, so that
 * concurrent uses never exceed its maximum (the row lock makes the next one read the new count).
 */
async function takeUse(trx: Database, codeId: number, now: Date): Promise<boolean> {
  const taken = await trx
    .updateTable("waiver_codes")
    .set({ uses: sql<number>`uses + 1` })
    .where("id", "=", codeId)
    .where("archived", "=", false)
    .where((eb) => eb.or([eb("max_uses", "is", null), eb("uses", "<", eb.ref("max_uses"))]))
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">=", now)]))
    .returning("id")
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * Applies a waiver code in `trx` (issue #39): on the application locked, refused while the payment
 * cannot be made now (domain paymentStart) or the code does not apply (domain waiverCodeRefusal);
 * else one use is taken atomically, a payments row of method "waiver" records the amount off (a
 * code covering all that is left settles the payment) and the use links the code, the application
 * and that row (one per application and code). The caller throws any refusal inside its
 * transaction, so that a use taken before a refusal is rolled back with it.
 */
export async function redeemWaiverCode(trx: Database, use: CodeRedemption): Promise<CodeRedemptionOutcome> {
  const locked = await lockPayments(trx, use.formId, use.answerId);
  if (!locked) return { ok: false, refusal: message("NOT_FOUND", "server.notFound") };
  const start = paymentStart(use.nature, locked.view, locked.records);
  if (!start.ok && start.refusal.code !== "PAYMENT_NOTHING_DUE") return { ok: false, refusal: start.refusal };
  const code = normaliseWaiverCode(use.code);
  const row = await trx
    .selectFrom("waiver_codes")
    .selectAll()
    .where(sql<string>`upper(code)`, "=", code)
    .executeTakeFirst();
  const used = row
    ? await trx
        .selectFrom("waiver_code_uses")
        .select("id")
        .where("code_id", "=", row.id)
        .where("answer_id", "=", use.answerId)
        .executeTakeFirst()
    : undefined;
  const due = locked.status.due.find((item) => item.nature === use.nature);
  const left = due?.outstandingCents ?? 0;
  const refusal = waiverCodeRefusal(row && waiverCodeTerms(row), {
    nature: use.nature,
    programme: applicationProgramme(locked.answer.data),
    now: use.now,
    alreadyUsed: used !== undefined,
    outstandingCents: left,
  });
  if (refusal || !row || !due)
    return { ok: false, refusal: refusal ?? message("WAIVER_NOTHING_DUE", "waiverEntry.error.nothingDue") };
  if (!(await takeUse(trx, row.id, use.now)))
    return { ok: false, refusal: message("WAIVER_CODE_USED_UP", "waiverEntry.error.usedUp") };
  const amountCents = codeAmountOffCents(waiverCodeTerms(row), due.amountCents, left);
  const waivesRest = amountCents === left;
  const payment = await recordPayment(trx, {
    answerId: use.answerId,
    nature: use.nature,
    instalment: null,
    amountCents,
    method: "waiver",
    waivesRest,
    paidAt: use.now,
    note: row.code,
    reference: null,
    notificationId: null,
    actorLogin: use.actorLogin,
    recordedBy: null,
    code: row.code,
  });
  // The application is locked: a second use of this code on it was refused above; this is the last guard.
  const recorded = await trx
    .insertInto("waiver_code_uses")
    .values({ code_id: row.id, answer_id: use.answerId, payment_id: payment.id, used_at: use.now })
    .onConflict((oc) => oc.columns(["code_id", "answer_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!recorded)
    return { ok: false, refusal: message("WAIVER_CODE_ALREADY_USED", "waiverEntry.error.alreadyUsed") };
  const records = [
    ...locked.records,
    { nature: use.nature, amountCents, method: "waiver" as const, waivesRest },
  ];
  return {
    ok: true,
    code: row.code,
    payment,
    outstandingCents: outstandingCents(use.nature, locked.view, records),
  };
}
