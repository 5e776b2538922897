import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCandidate } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { createAnswer } from "../../../test/files-kit.ts";
import { storedAnswer } from "../../../test/answers-kit.ts";
import { scores, seedScoresheet, submitReview } from "../../../test/reviews-kit.ts";
import { buildDossierCast, type DossierCast } from "../dossier/dossier-test-kit.ts";
import { DECIDABLE, patchAnswer } from "./decision-kit.ts";

/** The bulk decision on the top N of a programme's ranking (issue #38), ties at the cut shown before deciding. */
describe("POST /ws/admin/applications/bulk with the top of a ranking", () => {
  let t: TestApp;
  let cast: DossierCast;
  let ids: number[];

  const bulk = (body: Record<string, unknown>, dryRun: boolean) =>
    call(t.app, {
      method: "POST",
      url: `/ws/admin/applications/bulk?dryRun=${dryRun}`,
      token: cast.admin.token,
      payload: body,
    });

  beforeAll(async () => {
    t = await createTestApp();
    cast = await buildDossierCast(t.app);
    ids = [cast.answerId];
    for (let i = 0; i < 3; i++)
      ids.push(await createAnswer(t.app, (await buildCandidate(t.app)).login, DECIDABLE));
    for (const id of ids) await patchAnswer(t.app, id, { ...DECIDABLE, admis: "-" });
    const sheet = await seedScoresheet(t.app, "MAE");
    // 100, 75, 75, 25: ranks 1, 2, 2, 4.
    const levels = [4, 3, 3, 1];
    for (const [i, id] of ids.entries())
      await submitReview(t.app, {
        answerId: id,
        reviewerId: cast.reviewer.id,
        scoresheetId: sheet,
        scores: scores(levels[i]!, levels[i]!),
      });
  });
  afterAll(async () => t.close());

  it("previews the first N by rank with their rank and score, naming the tie at the cut", async () => {
    const res = await bulk(
      { selection: { top: 2, filters: { programme: "MAE" } }, set: { admis: "O" } },
      true,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.applied).toBe(false);
    expect(body.ranking.items).toEqual([
      { id: ids[0], rank: 1, score: 100 },
      { id: ids[1], rank: 2, score: 75 },
    ]);
    expect(body.ranking.tie).toEqual({ rank: 2, count: 2, included: 1 });
    expect(body.changes.map((c: { id: number }) => c.id)).toEqual([ids[0], ids[1]]);
    const whole = await bulk(
      { selection: { top: 3, filters: { programme: "MAE" } }, set: { admis: "O" } },
      true,
    );
    expect(whole.json().ranking.tie).toBeNull();
  });

  it("admits the top N after its preview", async () => {
    const res = await bulk(
      { selection: { top: 3, filters: { programme: "MAE" } }, set: { admis: "O" } },
      false,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, count: 3 });
    expect((await storedAnswer(t.app, ids[2]!)).data.admis).toBe("O");
    expect((await storedAnswer(t.app, ids[3]!)).data.admis).toBe("-");
  });

  it("refuses a top N without one programme, saying what to do", async () => {
    const res = await bulk({ selection: { top: 2, filters: {} }, set: { admis: "O" } }, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/filter the workspace on one programme first/);
  });
});
