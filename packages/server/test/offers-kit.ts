import type { FastifyInstance } from "fastify";
import type { AnswerValues } from "@portal/domain/rules/types";
import { buildCandidate, type BuiltUser } from "./factories.ts";
import { openAnswer } from "./answers-kit.ts";
import { patchAnswer } from "../src/routes/decisions/decision-kit.ts";
import { completeRegistration } from "../src/routes/workflow/workflow-test-kit.ts";

/** A candidate of the MSc MAE with a validated application and a complete registration, decided as given. */
export async function candidateWith(
  app: FastifyInstance,
  decision: AnswerValues,
): Promise<BuiltUser & { answerId: number }> {
  const user = await buildCandidate(app);
  const { id } = await openAnswer(app, user);
  await patchAnswer(app, id, completeRegistration(decision));
  return { ...user, answerId: id };
}

/** A day (YYYY-MM-DD, UTC) `days` from the real today: the campaign's dates sit around it. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The e-mails queued to an address: their subjects, oldest first. */
export async function subjectsTo(app: FastifyInstance, address: string): Promise<string[]> {
  const rows = await app.db
    .selectFrom("outbox")
    .select("subject")
    .where("recipient", "=", address)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.subject);
}
