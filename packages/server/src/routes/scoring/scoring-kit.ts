import type { FastifyInstance } from "fastify";
import type { Criterion } from "@portal/domain/review/scoresheet";
import { buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { call } from "../../../test/harness.ts";
import { refreshApplicationFacts } from "../../queries/application-facts.ts";
import { seedAnswer, validApplication, validatedApplication } from "../workflow/workflow-test-kit.ts";

/** A scale of `n` levels from 1, each with a descriptor. */
export const scale = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: i + 1, descriptor: `Level ${i + 1} of the scale` }));

/** Two criteria: the file (weight 2, 1–5) and the interview (weight 1, 1–3, may stay blank). */
export const SHEET: Criterion[] = [
  { id: "academic", label: "Academic record", weight: 2, levels: scale(5) },
  { id: "interview", label: "Interview", weight: 1, levels: scale(3), interview: true },
];

/** An MSc MAE application (JURY_MSC), validated or not, its facts written; `data` is merged in. */
export async function application(
  app: FastifyInstance,
  options: { validated?: boolean; data?: Record<string, unknown> } = {},
) {
  const user = await buildCandidate(app);
  const values = options.validated ? validatedApplication(options.data) : validApplication(options.data);
  const answerId = await seedAnswer(app, user, values);
  await refreshApplicationFacts(app.db, [answerId]);
  return { ...user, answerId };
}

/** PUT the scoresheet of a programme as this user. */
export function putSheet(
  app: FastifyInstance,
  user: BuiltUser,
  programme: string,
  criteria: unknown[],
  confirm?: boolean,
) {
  return call(app, {
    method: "PUT",
    url: `/ws/admin/scoresheets/${encodeURIComponent(programme)}`,
    token: user.token,
    payload: { criteria, ...(confirm === undefined ? {} : { confirm }) },
  });
}

/** PUT a review as this user: values by criterion id, no comments unless given. */
export function putReview(
  app: FastifyInstance,
  user: BuiltUser,
  answerId: number,
  values: Record<string, number | null>,
  submit: boolean,
  comments: Record<string, string> = {},
) {
  const scores = Object.fromEntries(
    Object.entries(values).map(([id, value]) => [id, { value, comment: comments[id] ?? null }]),
  );
  return call(app, {
    method: "PUT",
    url: `/ws/admin/answers/${answerId}/review`,
    token: user.token,
    payload: { scores, submit },
  });
}

/** GET the caller's review of an application. */
export function getReview(app: FastifyInstance, user: BuiltUser, answerId: number) {
  return call(app, { url: `/ws/admin/answers/${answerId}/review`, token: user.token });
}

/** The stored standing of these applications, by id. */
export async function standings(app: FastifyInstance, ids: number[]) {
  const rows = await app.db
    .selectFrom("application_facts")
    .select(["answer_id", "review_score", "review_count", "review_spread", "review_rank"])
    .where("answer_id", "in", ids)
    .execute();
  return new Map(rows.map((r) => [r.answer_id, r]));
}
