import type { Transaction } from "kysely";
import type { DB } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { removeAccounts } from "./account-remover.ts";
import { recordErasure, type ErasureActor, type ErasureCounts } from "./erasure-log.ts";

/** The outcome of an erasure or anonymisation: the random reference, the counts, the bytes to delete. */
export interface ErasureOutcome extends ErasureCounts {
  reference: string;
  /** Stored objects to delete from the FileStore once the transaction has committed. */
  objects: string[];
  /** Outbox ids whose file-outbox copies go after commit. */
  mails: number[];
}

/**
 * The account (or, without one, the answers) of a login, checked erasable: 404 when the portal
 * holds nothing under this login, 409 for an administrator's account (administrators are removed
 * from office first; their erasure is not a candidate's request).
 */
export async function assertErasable(trx: Transaction<DB>, login: string): Promise<void> {
  const user = await trx.selectFrom("users").select("is_admin").where("login", "=", login).executeTakeFirst();
  if (user && user.is_admin > 0) throw new AppError("ACCOUNT_IS_ADMIN");
  if (user) return;
  const answer = await trx.selectFrom("answers").select("id").where("login", "=", login).executeTakeFirst();
  if (!answer) throw new AppError("NOT_FOUND");
}

/**
 * Erases a candidate's account on request, in the caller's transaction: account, sessions, tokens,
 * answers, history, file rows and mails, then one `erased` row in the erasures table (counts only).
 * The caller runs cleanUpAfterErasure (bytes, file-outbox copies) after commit.
 */
export async function eraseAccount(input: {
  trx: Transaction<DB>;
  login: string;
  by: ErasureActor;
}): Promise<ErasureOutcome> {
  const { trx, login, by } = input;
  await assertErasable(trx, login);
  const { objects, mails, ...counts } = await removeAccounts(trx, [login]);
  const reference = await recordErasure({ trx, kind: "erased", by, counts });
  return { reference, objects, mails, ...counts };
}
