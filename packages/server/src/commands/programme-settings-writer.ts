import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import type { ProgrammeSettingsRow } from "../queries/programme-list.ts";

/** What the office sets for one programme: null dates follow the campaign's. */
export interface ProgrammeSettingsInput {
  application_closes: Date | null;
  scholarship_closes: Date | null;
  confirmation_closes: Date | null;
  tuition_closes: Date | null;
  references_required: boolean;
  offers_paused: boolean;
  offer_days: number;
  /** Undefined: left as it is (a client that does not know the setting). */
  blind_review?: boolean;
}

/**
 * Writes one programme's settings, whole, with who changed them and when; returns the row before
 * (undefined the first time) and after, for the audit line the route writes. The previous row is
 * locked so that two administrators saving at once each see the other's change as their "before".
 */
export async function writeProgrammeSettings(
  trx: Database,
  input: { programme: string; settings: ProgrammeSettingsInput; by: string },
): Promise<{ before: ProgrammeSettingsRow | undefined; after: ProgrammeSettingsRow }> {
  const before = await trx
    .selectFrom("programme_settings")
    .selectAll()
    .where("programme", "=", input.programme)
    .where("campaign", "=", sql<number>`current_campaign()`)
    .forUpdate()
    .executeTakeFirst();
  const values = { ...input.settings, updated_by: input.by, updated_at: sql<Date>`now()` };
  const after = await trx
    .insertInto("programme_settings")
    .values({ programme: input.programme, ...values })
    .onConflict((oc) => oc.columns(["campaign", "programme"]).doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before, after };
}
