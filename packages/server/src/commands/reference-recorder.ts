import { REFEREE_FIELDS } from "@portal/domain/workflow/references";
import { hashToken } from "../auth/session-tokens.ts";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { recordAnswerEvent } from "../queries/answer-changes.ts";
import { findReferenceByLink, type ReferenceRow } from "../queries/references.ts";

/**
 * The reference a referee's link opens, when the link still works at `now`; otherwise the reason
 * it does not: unknown (404), letter already received (410, single use), referee replaced (410),
 * link ended (410).
 */
export function assertLinkWorks(reference: ReferenceRow | undefined, now: Date): ReferenceRow {
  if (!reference) throw new AppError("REFERENCE_LINK_UNKNOWN");
  if (reference.received_at) throw new AppError("REFERENCE_LINK_USED");
  if (reference.replaced_at) throw new AppError("REFERENCE_LINK_REPLACED");
  if (reference.expires_at.getTime() <= now.getTime()) throw new AppError("REFERENCE_LINK_EXPIRED");
  return reference;
}

/** Opens a referee's link: the reference it works for, marked opened the first time. */
export async function openReferenceLink(db: Database, token: string, now: Date): Promise<ReferenceRow> {
  const reference = assertLinkWorks(await findReferenceByLink(db, hashToken(token)), now);
  if (reference.opened_at) return reference;
  await db
    .updateTable("answer_references")
    .set({ opened_at: now })
    .where("id", "=", reference.id)
    .where("opened_at", "is", null)
    .execute();
  return { ...reference, opened_at: now };
}

/** What the referee sends: who they are, and their letter's bytes already in the store. */
export interface RefereeSubmission {
  name: string;
  position: string;
  institution: string;
  relationship: string;
  letter: { generatedName: string; originalName: string; size: number; sha256: string };
}

/**
 * Records the referee's letter through their link, in the caller's transaction, the reference's row
 * locked: the link must still work (a second submission, or one racing it, gets 410), the letter
 * and the referee's details are stored, which uses up every link of the reference, and a history line
 * is written. Returns the reference as recorded.
 */
export async function recordReference(
  trx: Database,
  input: { token: string; now: Date; submission: RefereeSubmission },
): Promise<ReferenceRow> {
  const { now, submission } = input;
  const reference = assertLinkWorks(await findReferenceByLink(trx, hashToken(input.token), true), now);
  const recorded = await trx
    .updateTable("answer_references")
    .set({
      received_at: now,
      opened_at: reference.opened_at ?? now,
      referee_name: submission.name,
      referee_position: submission.position,
      referee_institution: submission.institution,
      referee_relationship: submission.relationship,
      letter_name: submission.letter.generatedName,
      letter_original_name: submission.letter.originalName,
      letter_size: submission.letter.size,
      letter_sha256: submission.letter.sha256,
    })
    .where("id", "=", reference.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAnswerEvent(trx, {
    answerId: reference.answer_id,
    actorLogin: `referee:${reference.email}`,
    kind: "reference-received",
    fields: [REFEREE_FIELDS[reference.slot - 1]!],
  });
  return recorded;
}
