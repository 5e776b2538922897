import { sql, type Transaction } from "kysely";
import { accountKey } from "../auth/login-throttle.ts";
import type { DB } from "../db/schema.ts";
import type { ErasureCounts } from "./erasure-log.ts";
import { refreshStanding } from "../queries/review-standings.ts";
import { newPlaceholderLogin, replaceStaffLogin } from "./staff-login-replacer.ts";

/**
 * Every table of the database and what an erasure does with it. A new table must be added here
 * (a test compares this list with the database), so nobody adds personal data that erasure forgets.
 */
export const ERASURE_COVERAGE: Record<string, string> = {
  users: "deleted (the account)",
  staff_juries: "deleted with the account (ON DELETE CASCADE on user_id)",
  sessions: "deleted by user",
  tokens: "deleted by user",
  known_devices: "deleted by user",
  answers: "deleted (anonymisation: personal values emptied, login replaced)",
  answer_events: "deleted with the answers, and rows the person wrote elsewhere",
  answer_notes:
    "deleted with the answers, and notes the person wrote on others' (anonymisation: notes on the answers deleted, author replaced)",
  answer_drafts:
    "deleted with the answers (ON DELETE CASCADE on answer_id); anonymisation: deleted (what was typed is personal)",
  files: "deleted with the answers; bytes deleted from the FileStore after commit",
  application_facts:
    "deleted with the answers (ON DELETE CASCADE on answer_id); anonymisation: recomputed from the emptied values",
  outbox: "deleted by recipient; file-outbox copies deleted after commit",
  rate_limits: "deleted where the key holds the login or address",
  login_failures: "deleted by the hash of the login",
  erasures: "the register itself: counts only, never a login",
  labels: "no personal data (interface texts)",
  countries: "no personal data (reference table)",
  juries: "no personal data (reference table)",
  jury_events: "deleted where the person changed the flags (anonymisation: login replaced)",
  formations: "no personal data (reference table)",
  communes: "no personal data (reference table)",
  bac_specialities: "no personal data (reference table)",
  institutions: "no personal data (reference table)",
  schools: "no personal data (reference table)",
  school_tracks: "no personal data (reference table)",
  reasons: "no personal data (catalogue of reasons and motivations)",
  document_requests:
    "deleted with the answers (ON DELETE CASCADE); requested_by of a removed staff account replaced",
  jury_publications: "published_by of a removed staff account replaced; counts only otherwise",
  mail_templates: "updated_by of a removed staff account replaced; texts hold no personal data",
  payment_requests: "deleted with the answers (ON DELETE CASCADE on answer_id)",
  programme_settings: "no candidate data; updated_by of a removed staff account replaced",
  campaigns:
    "no candidate data (years, dates, fees); opened_by and closed_by of a removed staff account replaced",
  payments: "deleted with the answers (ON DELETE CASCADE); recorded_by of a removed staff account replaced",
  mail_attempts:
    "no personal data (the times of the last minute's send attempts, for the shared mail pacing)",
  answer_references:
    "deleted with the answers (and at anonymisation): the referees' addresses, details and letters; letter bytes deleted from the FileStore after commit",
  withdrawals:
    "deleted with the answers (ON DELETE CASCADE on answer_id); anonymisation: the comment emptied; by_login of a removed staff account replaced",
  offers: "deleted with the answers (ON DELETE CASCADE on answer_id); the freed place's link set to null",
  reference_links: "deleted with their reference (ON DELETE CASCADE); token hashes only",
  interview_slots: "no candidate data (times, places, seats); created_by of a removed staff account replaced",
  interview_invitations:
    "deleted with the answers (ON DELETE CASCADE on answer_id); anonymisation: the decline reason emptied; invited_by and attendance_by of a removed staff account replaced",
  scoresheets: "no candidate data (criteria, descriptors); created_by of a removed staff account replaced",
  review_assignments:
    "deleted with the answers and with the reviewer's account (ON DELETE CASCADE); assigned_by of a removed staff account replaced",
  reviews:
    "deleted with the answers (ON DELETE CASCADE on answer_id) and with the reviewer's account (on reviewer_id), the applications' standing then recomputed; anonymisation: the comments emptied, the scores kept",
  sis_programme_codes: "no candidate data (codes); updated_by of a removed staff account replaced",
  sis_exports:
    "no candidate data (who exported, when, how many); exported_by of a removed staff account replaced",
  sis_export_items:
    "deleted with the answers (ON DELETE CASCADE on answer_id): an erased candidate leaves no trace in the export log; anonymisation: kept (ids only, no personal data)",
  waiver_codes: "no candidate data (codes and their terms); created_by of a removed staff account replaced",
  waiver_code_uses:
    "deleted with the answers (ON DELETE CASCADE on answer_id), and with the payment they recorded",
  kysely_migration: "no personal data (schema versions)",
  kysely_migration_lock: "no personal data (schema versions)",
};

/** What removing accounts took away: the counts, and the stored objects to delete once committed. */
export interface RemovedAccounts extends ErasureCounts {
  /** Generated names of the FileStore objects to delete after the transaction commits. */
  objects: string[];
  /** Ids of the deleted outbox rows (their .eml copies in the file outbox go after commit too). */
  mails: number[];
}

/**
 * Deletes, in the caller's transaction, everything the portal holds about these logins: their
 * answers (with their history, notes and file rows), the history rows and notes they wrote
 * elsewhere, their mails in the outbox, their rate-limit counters and failed logins, and their accounts with their
 * sessions, tokens and known devices. The bytes stay in the FileStore: the caller deletes `objects` after commit,
 * so a rollback never leaves rows pointing at deleted bytes.
 */
export async function removeAccounts(trx: Transaction<DB>, logins: string[]): Promise<RemovedAccounts> {
  const removed: RemovedAccounts = { accounts: 0, answers: 0, files: 0, bytes: 0, objects: [], mails: [] };
  if (logins.length === 0) return removed;
  const users = await trx
    .selectFrom("users")
    .select(["id", "email"])
    .where("login", "in", logins)
    .forUpdate()
    .execute();
  const answers = await trx
    .selectFrom("answers")
    .select("id")
    .where("login", "in", logins)
    .forUpdate()
    .execute();
  const answerIds = answers.map((a) => a.id);
  if (answerIds.length > 0) {
    const files = await trx
      .deleteFrom("files")
      .where("answer_id", "in", answerIds)
      .returning(["generated_name", "size"])
      .execute();
    removed.files = files.length;
    removed.bytes = files.reduce((sum, f) => sum + Number(f.size), 0);
    removed.objects = files.map((f) => f.generated_name);
    // The referees' letters and details go with the application (migration 0024).
    const letters = await trx
      .deleteFrom("answer_references")
      .where("answer_id", "in", answerIds)
      .returning(["letter_name", "letter_size"])
      .execute();
    for (const letter of letters) {
      if (!letter.letter_name) continue;
      removed.files++;
      removed.bytes += Number(letter.letter_size ?? 0);
      removed.objects.push(letter.letter_name);
    }
    await trx.deleteFrom("answer_events").where("answer_id", "in", answerIds).execute();
    await trx.deleteFrom("answers").where("id", "in", answerIds).execute();
  }
  removed.answers = answerIds.length;
  await trx.deleteFrom("answer_events").where("actor_login", "in", logins).execute();
  await trx.deleteFrom("jury_events").where("actor_login", "in", logins).execute();
  await trx.deleteFrom("answer_notes").where("author_login", "in", logins).execute();
  // The office's actions outlive their author (a review, a request, a publication…): the login goes.
  for (const login of logins) await replaceStaffLogin(trx, login, newPlaceholderLogin());
  const addresses = [...new Set([...logins, ...users.map((u) => u.email.toLowerCase())])];
  const mails = await trx
    .deleteFrom("outbox")
    .where(sql<string>`lower(recipient)`, "in", addresses)
    .returning("id")
    .execute();
  removed.mails = mails.map((m) => m.id);
  // Rate-limit keys embed the login (e.g. "login:account:<login>").
  for (const address of addresses) {
    await trx
      .deleteFrom("rate_limits")
      .where(sql<number>`strpos(key, ${address})`, ">", 0)
      .execute();
  }
  // Failed logins are kept under a hash of the login: still theirs.
  await trx.deleteFrom("login_failures").where("account", "in", addresses.map(accountKey)).execute();
  if (users.length > 0) {
    const ids = users.map((u) => u.id);
    // A removed reviewer's reviews go with their account (ON DELETE CASCADE): the applications they
    // scored are ranked again without them, in this transaction.
    const reviewed = await trx
      .selectFrom("reviews")
      .select("answer_id")
      .distinct()
      .where("reviewer_id", "in", ids)
      .where("status", "=", "submitted")
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "in", ids).execute();
    await trx.deleteFrom("known_devices").where("user_id", "in", ids).execute();
    await trx.deleteFrom("tokens").where("user_id", "in", ids).execute();
    await trx.deleteFrom("users").where("id", "in", ids).execute();
    for (const { answer_id } of reviewed) await refreshStanding(trx, answer_id);
  }
  removed.accounts = users.length;
  return removed;
}
