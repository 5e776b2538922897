import { applicationProgramme } from "@portal/domain/campaign/programme";
import type { Database } from "../db/database.ts";
import { queueInvitationMail, type InterviewMailConfig } from "./interview-mails.ts";

/** What an invitation in bulk did: invited, skipped (invited before), without a programme chosen. */
export interface InvitationReport {
  invited: number;
  skipped: number;
  noProgramme: number;
}

/**
 * Invites applications to interview (issue #38), each for its own programme (domain
 * applicationProgramme), in the caller's transaction: an invitation row and the invitation e-mail
 * in the candidate's language. An application invited before is skipped (the UNIQUE answer makes
 * a second invitation a no-op whatever runs beside it) and one with no programme is counted apart.
 */
export async function inviteToInterview(
  trx: Database,
  input: { answerIds: readonly number[]; by: string; now: Date; config: InterviewMailConfig },
): Promise<InvitationReport> {
  const report: InvitationReport = { invited: 0, skipped: 0, noProgramme: 0 };
  if (input.answerIds.length === 0) return report;
  const answers = await trx
    .selectFrom("answers")
    .select(["id", "data"])
    .where("id", "in", input.answerIds)
    .orderBy("id")
    .execute();
  for (const answer of answers) {
    const programme = applicationProgramme(answer.data);
    if (programme === "") {
      report.noProgramme++;
      continue;
    }
    const row = await trx
      .insertInto("interview_invitations")
      .values({ answer_id: answer.id, programme, invited_at: input.now, invited_by: input.by })
      .onConflict((oc) => oc.column("answer_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) {
      report.skipped++;
      continue;
    }
    await queueInvitationMail(trx, answer.id, input.config);
    report.invited++;
  }
  return report;
}
