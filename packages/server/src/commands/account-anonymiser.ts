import { sql, type Transaction } from "kysely";
import type { FormSchema } from "@portal/domain/schema/types";
import type { DB } from "../db/schema.ts";
import { refreshApplicationFacts } from "../queries/application-facts.ts";
import { assertErasable, type ErasureOutcome } from "./account-eraser.ts";
import { removeAccounts } from "./account-remover.ts";
import { recordErasure, type ErasureActor } from "./erasure-log.ts";
import { anonymiseValues } from "./personal-values.ts";
import { newPlaceholderLogin, replaceStaffLogin } from "./staff-login-replacer.ts";

// The placeholders live beside the replacer that account-remover.ts uses too (no import cycle).
export { ANONYMISED_PREFIX, newPlaceholderLogin } from "./staff-login-replacer.ts";

/**
 * Anonymises a candidate on request, in the caller's transaction: their answers keep the programme,
 * the decisions, the workflow flags and every date for statistics, under a random placeholder login,
 * with the personal values emptied, the file rows, the history's values, the drafts and the staff's
 * notes removed; their history (who did what, when) is kept under the placeholder; the account, sessions,
 * tokens and mails are deleted. One `anonymised` row goes in the erasures table. The caller runs
 * cleanUpAfterErasure after commit.
 */
export async function anonymiseAccount(input: {
  trx: Transaction<DB>;
  login: string;
  schema: FormSchema;
  by: ErasureActor;
}): Promise<ErasureOutcome> {
  const { trx, login, schema, by } = input;
  await assertErasable(trx, login);
  const placeholder = newPlaceholderLogin();
  const answers = await trx
    .selectFrom("answers")
    .select(["id", "data"])
    .where("login", "=", login)
    .forUpdate()
    .execute();
  let files: { generated_name: string; size: string | number }[] = [];
  if (answers.length > 0) {
    const ids = answers.map((a) => a.id);
    files = await trx
      .deleteFrom("files")
      .where("answer_id", "in", ids)
      .returning(["generated_name", "size"])
      .execute();
    // The referees' letters and details are about the person too (migration 0024).
    const letters = await trx
      .deleteFrom("answer_references")
      .where("answer_id", "in", ids)
      .returning(["letter_name", "letter_size"])
      .execute();
    for (const letter of letters) {
      if (letter.letter_name)
        files.push({ generated_name: letter.letter_name, size: letter.letter_size ?? 0 });
    }
    // The history's before → after values and the staff's notes are about the person: they go too.
    await trx.updateTable("answer_events").set({ changes: null }).where("answer_id", "in", ids).execute();
    await trx.deleteFrom("answer_notes").where("answer_id", "in", ids).execute();
    await trx.deleteFrom("answer_drafts").where("answer_id", "in", ids).execute();
    // A withdrawal's own words are the person's; its reason stays for the statistics.
    await trx.updateTable("withdrawals").set({ comment: null }).where("answer_id", "in", ids).execute();
    // So is the reason for declining an interview (issue #38); the status and attendance stay.
    await trx
      .updateTable("interview_invitations")
      .set({ decline_reason: null })
      .where("answer_id", "in", ids)
      .execute();
    // The readers' comments are about the person; their scores stay (the ranking keeps its figures).
    await trx
      .updateTable("reviews")
      .set({
        scores: sql`coalesce((select jsonb_object_agg(key, value - 'comment') from jsonb_each(scores)), '{}'::jsonb)`,
      })
      .where("answer_id", "in", ids)
      .execute();
  }
  for (const answer of answers) {
    // Dates (created_at, updated_at) are kept on purpose: they are what statistics count.
    await trx
      .updateTable("answers")
      .set((eb) => ({
        login: placeholder,
        data: JSON.stringify(anonymiseValues(schema, answer.data)),
        version: eb("version", "+", 1),
      }))
      .where("id", "=", answer.id)
      .execute();
  }
  // The back office must not keep the names the anonymisation removed.
  await refreshApplicationFacts(
    trx,
    answers.map((a) => a.id),
  );
  for (const table of ["answer_events", "jury_events"] as const) {
    await trx.updateTable(table).set({ actor_login: placeholder }).where("actor_login", "=", login).execute();
  }
  await trx
    .updateTable("answer_notes")
    .set({ author_login: placeholder })
    .where("author_login", "=", login)
    .execute();
  await replaceStaffLogin(trx, login, placeholder);
  // Nothing is left under the login now, so this removes only the account, its sessions, tokens and mails.
  const account = await removeAccounts(trx, [login]);
  const counts = {
    accounts: account.accounts,
    answers: answers.length,
    files: files.length,
    bytes: files.reduce((sum, f) => sum + Number(f.size), 0),
  };
  const reference = await recordErasure({ trx, kind: "anonymised", by, counts });
  return { reference, objects: files.map((f) => f.generated_name), mails: account.mails, ...counts };
}
