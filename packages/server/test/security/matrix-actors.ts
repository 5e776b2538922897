import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { refreshApplicationFacts } from "../../src/queries/application-facts.ts";
import { buildAdmin, buildCandidate, buildReviewer } from "../factories.ts";
import { call } from "../harness.ts";
import type { MatrixActor, MatrixContext } from "./access-matrix-entries.ts";
import { uploadPhoto } from "./photo-upload.ts";

/** What the victim's answer holds beyond its marker names (the blind-review walk sets a programme and a birth date). */
export type VictimValues = Record<string, unknown>;

/**
 * The victim: a candidate with an answer carrying a marker, an uploaded photo and a jury; plus the
 * other actors, among them a reviewer of another jury (staff, but not of the victim's application).
 */
export async function buildActors(app: FastifyInstance, extra: VictimValues = {}) {
  const tag = crypto.randomBytes(5).toString("hex");
  const victim = await buildCandidate(app, { login: `victim-${tag}@example.org` });
  const marker = `Victimova${tag}`;
  const [victimJury, otherJury] = await juryPair(app);
  const opened = await call(app, { url: `/ws/form/candform/answer/${victim.login}`, token: victim.token });
  const answerId = (opened.json() as { id: number }).id;
  const row = await app.db
    .selectFrom("answers")
    .select("data")
    .where("id", "=", answerId)
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable("answers")
    .set({
      data: JSON.stringify({
        ...row.data,
        familyName: marker,
        givenName: marker,
        juryisae: victimJury,
        ...extra,
      }),
    })
    .where("id", "=", answerId)
    .execute();
  const photoBytes = `photo-bytes-${tag}`;
  const { generated_name: fileName, version } = await uploadPhoto(
    app,
    victim.token,
    answerId,
    `photo-${tag}.jpg`,
    {
      trailer: photoBytes,
    },
  );
  await refreshApplicationFacts(app.db, [answerId]);
  // Otherwise every reviewer would be refused for want of a jury, and the matrix would prove nothing.
  const facts = await app.db
    .selectFrom("application_facts")
    .select("jury")
    .where("answer_id", "=", answerId)
    .executeTakeFirst();
  if (facts?.jury !== victimJury) throw new Error(`the victim's application is not in jury ${victimJury}`);
  const context: MatrixContext = {
    victim: { id: victim.id, login: victim.login, email: victim.login, answerId, version, fileName },
    juryId: victimJury,
  };
  const tokens: Partial<Record<MatrixActor, string>> = {
    otherCandidate: (await buildCandidate(app)).token,
    administrator: (await buildAdmin(app)).token,
    reviewer: (await buildReviewer(app, [otherJury])).token,
    juryReviewer: (await buildReviewer(app, [victimJury])).token,
  };
  // What must never reach an outsider: the victim's login, answer, file (name, name as sent, bytes).
  const secrets = [victim.login, marker, fileName, `photo-${tag}`, photoBytes];
  return { context, tokens, secrets, marker, fileName, photoName: `photo-${tag}` };
}

/** Two juries of the seeded lookup tables: the victim's application's, and the reviewer's. */
async function juryPair(app: FastifyInstance): Promise<[string, string]> {
  const juries = await app.db.selectFrom("juries").select("id_jury").orderBy("id_jury").limit(2).execute();
  if (juries.length < 2) throw new Error("the access matrix needs two juries in the seeded lookups");
  return [juries[0]!.id_jury, juries[1]!.id_jury];
}

/** The URL of an entry's request: `{name}` (and `*`) filled from params, then the query string. */
export function urlOf(
  operation: string,
  params: Record<string, string | number> = {},
  query?: Record<string, string>,
) {
  const path = operation
    .slice(operation.indexOf(" ") + 1)
    .replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))
    .replace(/\*$/, () => String(params["*"]));
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}
