import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as core from "./migrations/0001-core.ts";
import * as lookups from "./migrations/0002-lookups.ts";
import * as accounts from "./migrations/0003-accounts.ts";
import * as answers from "./migrations/0004-answers.ts";
import * as lookupsSchools from "./migrations/0005-lookups.ts";
import * as loginThrottle from "./migrations/0007-login-throttle.ts";
import * as erasures from "./migrations/0006-erasures.ts";
import * as juryEvents from "./migrations/0008-jury-events.ts";
import * as staff from "./migrations/0009-staff.ts";
import * as applicationFacts from "./migrations/0010-application-facts.ts";
import * as answerNotes from "./migrations/0011-answer-notes.ts";
import * as campaignActions from "./migrations/0012-campaign-actions.ts";
import * as paymentStatus from "./migrations/0013-payment-status.ts";
import * as answerDrafts from "./migrations/0014-answer-drafts.ts";
import * as lookupLabelsFr from "./migrations/0015-lookup-labels-fr.ts";
import * as lookupNotify from "./migrations/0016-lookup-notify.ts";
import * as mailPacing from "./migrations/0017-mail-pacing.ts";
import * as sessionNotify from "./migrations/0018-session-notify.ts";
import * as factsActivity from "./migrations/0019-facts-activity.ts";
import * as paymentRefunds from "./migrations/0020-payment-refunds.ts";
import * as draftOffered from "./migrations/0021-draft-offered.ts";
import * as accountLanguage from "./migrations/0022-account-language.ts";
import * as programmeSettings from "./migrations/0023-programme-settings.ts";
import * as references from "./migrations/0024-references.ts";
import * as withdrawals from "./migrations/0026-withdrawals.ts";
import * as jobQueue from "./migrations/0027-job-queue.ts";
import * as outboxNotify from "./migrations/0028-outbox-notify.ts";
import * as review from "./migrations/0029-review.ts";
import * as interviews from "./migrations/0030-interviews.ts";
import * as campaigns from "./migrations/0031-campaigns.ts";
import * as sisHandoff from "./migrations/0032-sis-handoff.ts";
import * as feeWaivers from "./migrations/0033-fee-waivers.ts";

/** Every migration, in order. A new one is a new file added at the end of this list. */
const migrations: Record<string, Migration> = {
  "0001-core": core,
  "0002-lookups": lookups,
  "0003-accounts": accounts,
  "0004-answers": answers,
  "0005-lookups": lookupsSchools,
  "0006-erasures": erasures,
  "0007-login-throttle": loginThrottle,
  "0008-jury-events": juryEvents,
  "0009-staff": staff,
  "0010-application-facts": applicationFacts,
  "0011-answer-notes": answerNotes,
  "0012-campaign-actions": campaignActions,
  "0013-payment-status": paymentStatus,
  "0014-answer-drafts": answerDrafts,
  "0015-lookup-labels-fr": lookupLabelsFr,
  "0016-lookup-notify": lookupNotify,
  "0017-mail-pacing": mailPacing,
  "0018-session-notify": sessionNotify,
  "0019-facts-activity": factsActivity,
  "0020-payment-refunds": paymentRefunds,
  "0021-draft-offered": draftOffered,
  "0022-account-language": accountLanguage,
  "0023-programme-settings": programmeSettings,
  "0024-references": references,
  "0026-withdrawals": withdrawals,
  "0027-job-queue": jobQueue,
  "0028-outbox-notify": outboxNotify,
  "0029-review": review,
  "0030-interviews": interviews,
  "0031-campaigns": campaigns,
  "0032-sis-handoff": sisHandoff,
  "0033-fee-waivers": feeWaivers,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Whether every migration of the list, and no other, is recorded as done: one read of Kysely's
 * version table, instead of the Migrator's dozen statements (tables made if missing, a lock taken in
 * a transaction) at every start of an up-to-date database. False when in doubt (no table yet).
 */
async function upToDate(db: Kysely<unknown>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    const wanted = Object.keys(migrations).sort();
    return rows.length === wanted.length && rows.every((row, i) => row.name === wanted[i]);
  } catch {
    return false;
  }
}

/** Brings the schema to the latest version; idempotent (Kysely keeps a version table). */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  if (await upToDate(db)) return;
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
