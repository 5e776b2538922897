import { endOfDayIn } from "@portal/domain/campaign/deadlines";
import type { Message } from "@portal/domain/i18n/catalogue";
import { message } from "@portal/domain/rules/types";
import type { PaymentKind } from "@portal/domain/workflow/payments";
import { normaliseWaiverCode, waiverCodeProblems } from "@portal/domain/workflow/waivers";
import { sql, type Selectable } from "kysely";
import type { Database } from "../db/database.ts";
import type { WaiverCodesTable } from "../db/schema.ts";

/** A new waiver code as an administrator fills it in (amount off in cents, last day YYYY-MM-DD). */
export interface NewWaiverCode {
  code: string;
  nature: PaymentKind;
  percentOff: number | null;
  amountOffCents: number | null;
  programme: string | null;
  maxUses: number | null;
  validUntil: string | null;
  createdBy: string;
}

/** The code created, or every problem found. */
export type WaiverCodeCreation =
  { ok: true; row: Selectable<WaiverCodesTable> } | { ok: false; problems: Message[] };

/**
 * Creates a waiver code (issue #39) after the domain's checks (waiverCodeProblems): upper-cased, valid
 * until the end of its last day where the office is (`timeZone`). A code taken already, in any case,
 * is refused (the unique index on upper(code) is the guard against two created at once).
 */
export async function createWaiverCode(
  db: Database,
  draft: NewWaiverCode,
  context: { now: Date; timeZone: string },
): Promise<WaiverCodeCreation> {
  const code = normaliseWaiverCode(draft.code);
  const expiresAt = draft.validUntil ? endOfDayIn(draft.validUntil, context.timeZone) : null;
  const problems = waiverCodeProblems({ ...draft, expiresAt }, context.now);
  if (problems.length > 0) return { ok: false, problems };
  const row = await db
    .insertInto("waiver_codes")
    .values({
      code,
      nature: draft.nature,
      percent_off: draft.percentOff,
      amount_off_cents: draft.amountOffCents,
      programme: draft.programme,
      max_uses: draft.maxUses,
      expires_at: expiresAt,
      created_by: draft.createdBy,
    })
    .onConflict((oc) => oc.expression(sql`upper(code)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row)
    return { ok: false, problems: [message("WAIVER_CODE_TAKEN", "waiverRules.code.taken", { code })] };
  return { ok: true, row };
}
