import type { Selectable } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { OffersTable, WithdrawalsTable } from "../db/schema.ts";
import { programmeSettings } from "./programme-settings.ts";

export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type OfferRow = Selectable<OffersTable>;

/** The application's withdrawal, if it was withdrawn. */
export async function findWithdrawal(db: Database, answerId: number): Promise<WithdrawalRow | undefined> {
  return db.selectFrom("withdrawals").selectAll().where("answer_id", "=", answerId).executeTakeFirst();
}

/** The place offered automatically to this application, if one was. */
export async function findOffer(db: Database, answerId: number): Promise<OfferRow | undefined> {
  return db.selectFrom("offers").selectAll().where("answer_id", "=", answerId).executeTakeFirst();
}

/**
 * The instant an admitted candidate must confirm their registration by (ISO 8601), absent when
 * there is none: their own offer's deadline when they were offered a place from the waiting list,
 * else their programme's (programme_settings, else the campaign's DEADLINE_REGISTRATION).
 */
export async function confirmationDeadline(
  db: Database,
  config: Pick<Config, "deadlines" | "timeZone">,
  answerId: number,
  programme: string,
): Promise<string | undefined> {
  const offer = await findOffer(db, answerId);
  if (offer) return offer.deadline.toISOString();
  return (await programmeSettings(db, config, programme)).deadlines.registration;
}
