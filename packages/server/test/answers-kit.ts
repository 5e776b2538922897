import type { FastifyInstance } from "fastify";
import { call } from "./harness.ts";
import type { BuiltUser } from "./factories.ts";

/** The answer as GET …/answer/{login} sends it. */
export interface ReadAnswer {
  id: number;
  login: string;
  version: number;
  data: Record<string, unknown>;
  created: string;
  updated: string;
  readOnlyTabs: string[];
}

/** Reads (and on first read creates) the user's own answer. */
export async function openAnswer(app: FastifyInstance, user: BuiltUser): Promise<ReadAnswer> {
  const res = await call(app, { url: `/ws/form/candform/answer/${user.login}`, token: user.token });
  if (res.statusCode !== 200) throw new Error(`openAnswer: ${res.statusCode} ${res.body}`);
  return res.json() as ReadAnswer;
}

/** The stored row, straight from the database (to check that a refused save changed nothing). */
export async function storedAnswer(app: FastifyInstance, id: number) {
  return app.db
    .selectFrom("answers")
    .select(["id", "login", "data", "version", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

/** Merges values into a stored answer behind the API's back (workflow states a test starts from). */
export async function patchStoredAnswer(app: FastifyInstance, id: number, patch: Record<string, unknown>) {
  const row = await storedAnswer(app, id);
  await app.db
    .updateTable("answers")
    .set({ data: JSON.stringify({ ...row.data, ...patch }) })
    .where("id", "=", id)
    .execute();
}

/** POST …/answer/{id} with one tab's values. */
export function saveTab(
  app: FastifyInstance,
  user: BuiltUser,
  id: number,
  body: { tab: string; version: number; values: Record<string, unknown> },
) {
  return call(app, {
    method: "POST",
    url: `/ws/form/candform/answer/${id}`,
    token: user.token,
    payload: body,
  });
}

/** Valid values of the choice tab. */
export const VALID_CHOICE = { typeformation: "MSC", mscchoice: "MAE" };
