import type { FastifyInstance } from "fastify";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { multipart } from "../../../test/files-kit.ts";
import { call } from "../../../test/harness.ts";
import { openAnswer } from "../../../test/answers-kit.ts";
import { seedJury } from "../workflow/workflow-test-kit.ts";

/** The people of a dossier test: a candidate of the MSc jury, its reviewer, another jury's, an administrator. */
export interface DossierCast {
  candidate: BuiltUser;
  answerId: number;
  juryId: string;
  admin: BuiltUser;
  reviewer: BuiltUser;
  otherReviewer: BuiltUser;
  otherCandidate: BuiltUser;
}

/**
 * A candidate whose answer goes to the MSc MAE jury (JURY_MSC, as the choice tab saves it), the
 * reviewer of that jury, the reviewer of another jury (JURY_ING), an administrator and another candidate.
 */
export async function buildDossierCast(app: FastifyInstance): Promise<DossierCast> {
  const juryId = await seedJury(app, { id: "JURY_MSC" });
  await seedJury(app, { id: "JURY_ING", type: "ING", code: "ING" });
  const candidate = await buildCandidate(app);
  const answer = await openAnswer(app, candidate);
  const saved = await call(app, {
    method: "POST",
    url: `/ws/form/candform/answer/${answer.id}`,
    token: candidate.token,
    payload: { tab: "choice", version: answer.version, values: { typeformation: "MSC", mscchoice: "MAE" } },
  });
  if (saved.statusCode !== 200) throw new Error(`choice tab: ${saved.statusCode} ${saved.body}`);
  return {
    candidate,
    answerId: answer.id,
    juryId,
    admin: await buildAdmin(app),
    reviewer: await buildReviewer(app, [juryId]),
    otherReviewer: await buildReviewer(app, ["JURY_ING"]),
    otherCandidate: await buildCandidate(app),
  };
}

/** Uploads a file to a field of the answer as this user; the generated name. */
export async function uploadTo(
  app: FastifyInstance,
  user: BuiltUser,
  answerId: number,
  part: {
    field: string;
    filename: string;
    content: Buffer;
    type: string;
    path?: string;
    extra?: Record<string, string>;
  },
) {
  const res = await call(app, {
    method: "POST",
    url: `/ws/form/candform/answer/${answerId}/file`,
    token: user.token,
    ...multipart([
      { name: part.field, filename: part.filename, content: part.content, type: part.type },
      ...Object.entries(part.extra ?? {}).map(([name, value]) => ({ name, value })),
      ...(part.path ? [{ name: "_path", value: part.path }] : []),
    ]),
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return (res.json() as { generated_name: string }).generated_name;
}
