import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCandidate } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { createAnswer } from "../../../test/files-kit.ts";
import { storedAnswer } from "../../../test/answers-kit.ts";
import { buildDossierCast, type DossierCast } from "../dossier/dossier-test-kit.ts";
import { DECIDABLE, patchAnswer } from "./decision-kit.ts";

/**
 * A bulk "waiting list" gave every candidate rank 1, and its preview listed the applications left
 * out in the candidate's words ("Your registration is already validated"), issue "day one".
 */
describe("POST /ws/admin/applications/bulk: the waiting list and what is left out", () => {
  let t: TestApp;
  let cast: DossierCast;
  let ids: number[];
  let alreadyWaiting: number;
  let notValidated: number;
  let registered: number;

  const bulk = (body: Record<string, unknown>, dryRun: boolean, locale = "en") =>
    call(t.app, {
      method: "POST",
      url: `/ws/admin/applications/bulk?dryRun=${dryRun}`,
      token: cast.admin.token,
      payload: body,
      headers: { "accept-language": locale },
    });
  const rankOf = async (id: number) => (await storedAnswer(t.app, id)).data.waiting_rank;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await buildDossierCast(t.app);
    const more = async (data: Record<string, unknown>) =>
      createAnswer(t.app, (await buildCandidate(t.app)).login, data);
    ids = [cast.answerId, await more(DECIDABLE), await more(DECIDABLE)];
    alreadyWaiting = await more(DECIDABLE);
    notValidated = await more({ typeformation: "MSC", mscchoice: "MAE" });
    registered = await more(DECIDABLE);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    for (const id of ids) await patchAnswer(t.app, id, { ...DECIDABLE, admis: "-", waiting_rank: null });
    await patchAnswer(t.app, alreadyWaiting, { ...DECIDABLE, admis: "L", waiting_rank: 7 });
    await patchAnswer(t.app, registered, { ...DECIDABLE, admis: "O", candidat_confirmation: "O" });
  });

  it("ranks the selection in its order, after the last rank the jury has used", async () => {
    const [first, second, third] = ids;
    const res = await bulk({ selection: { ids: [third, first, second] }, set: { admis: "L" } }, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(3);
    expect([await rankOf(third), await rankOf(first), await rankOf(second)]).toEqual([8, 9, 10]);
    expect(await rankOf(alreadyWaiting)).toBe(7);
  });

  it("starts from the rank the office gives, one after the other, and previews the same", async () => {
    const preview = await bulk({ selection: { ids }, set: { admis: "L", rank: 1 } }, true);
    const ranks = preview
      .json()
      .changes.map(
        (c: { fields: { field: string; after: string }[] }) =>
          c.fields.find((f) => f.field === "waiting_rank")?.after,
      );
    expect(ranks).toEqual(["1", "2", "3"]);
    await bulk({ selection: { ids }, set: { admis: "L", rank: 1 } }, false);
    expect(await Promise.all(ids.map(rankOf))).toEqual([1, 2, 3]);
  });

  it("words the applications left out for the office, in English and French", async () => {
    const selection = { ids: [notValidated, registered] };
    const en = await bulk({ selection, set: { admis: "N" } }, true);
    const reasons = en.json().refused.map((r: { reason: string }) => r.reason);
    expect(reasons).toEqual([
      "Admission decision: the candidate has not validated the application yet: the jury decides on validated applications only",
      expect.stringMatching(/^Admission decision: the candidate has already confirmed the registration/),
    ]);
    expect(reasons.join(" ")).not.toMatch(/\byour\b/i);
    const fr = await bulk({ selection, set: { admis: "N" } }, true, "fr");
    expect(fr.json().refused[1].reason).toMatch(/le candidat a déjà confirmé son inscription/);
  });
});
