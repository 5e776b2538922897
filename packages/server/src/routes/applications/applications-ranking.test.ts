import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildAdmin } from "../../../test/factories.ts";
import { scores, seedScoresheet, submitReview } from "../../../test/reviews-kit.ts";
import { seedAnswers } from "./applications-fixtures.ts";

interface Item {
  id: number;
  programme: string | null;
  score: number | null;
  reviews: number;
  spread: number | null;
  rank: number | null;
}
interface Page {
  items: Item[];
  total: number;
  next: string | null;
}

let t: TestApp;
let admin: string;
let readers: number[];
let sheet: number;
// MAE: a, b, c scored, d not; ASO: e scored.
let a: number, b: number, c: number, d: number, e: number;

const page = async (query: Record<string, string>) => {
  const res = await call(t.app, { method: "GET", url: "/ws/admin/applications", query, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const idsOf = (p: Page) => p.items.map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await buildAdmin(t.app);
  admin = adminUser.token;
  readers = [adminUser.id, (await buildAdmin(t.app)).id, (await buildAdmin(t.app)).id];
  const mae = { typeformation: "MSC", mscchoice: "MAE" };
  [a, b, c, d, e] = await seedAnswers(t.app, [
    { login: "rank-a@example.org", data: mae },
    { login: "rank-b@example.org", data: mae },
    { login: "rank-c@example.org", data: mae },
    { login: "rank-d@example.org", data: mae },
    { login: "rank-e@example.org", data: { typeformation: "MSC", mscchoice: "ASO" } },
  ]);
  sheet = await seedScoresheet(t.app, "MAE");
  const aso = await seedScoresheet(t.app, "ASO");
  const review = (answerId: number, reader: number, academic: number, motivation: number, id = sheet) =>
    submitReview(t.app, {
      answerId,
      reviewerId: readers[reader]!,
      scoresheetId: id,
      scores: scores(academic, motivation),
    });
  // a: 100 and 50 → 75, spread 50; b: 75 and 75 → 75, spread 0; c: 25 → 25; e: 100.
  await review(a, 0, 4, 4);
  await review(a, 1, 2, 2);
  await review(b, 0, 3, 3);
  await review(b, 1, 3, 3);
  await review(c, 2, 1, 1);
  await review(e, 0, 4, 4, aso);
});
afterAll(async () => t.close());

describe("GET /ws/admin/applications: the standing of issue #38", () => {
  it("shows each application's score, reviews, spread and rank within its programme", async () => {
    const { items } = await page({ sort: "score", order: "desc", limit: "500" });
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(a)).toMatchObject({ programme: "MAE", score: 75, reviews: 2, spread: 50, rank: 1 });
    expect(byId.get(b)).toMatchObject({ score: 75, reviews: 2, spread: 0, rank: 1 });
    expect(byId.get(c)).toMatchObject({ score: 25, reviews: 1, spread: 0, rank: 3 });
    expect(byId.get(d)).toMatchObject({ score: null, reviews: 0, spread: null, rank: null });
    expect(byId.get(e)).toMatchObject({ programme: "ASO", score: 100, rank: 1 });
  });

  it("sorts on score, rank, spread and reviews with the unscored last either way, ties by id", async () => {
    const mae = { programme: "MAE", limit: "500" };
    expect(idsOf(await page({ ...mae, sort: "score", order: "desc" }))).toEqual([b, a, c, d]);
    expect(idsOf(await page({ ...mae, sort: "score", order: "asc" }))).toEqual([c, a, b, d]);
    expect(idsOf(await page({ ...mae, sort: "rank", order: "asc" }))).toEqual([a, b, c, d]);
    expect(idsOf(await page({ ...mae, sort: "spread", order: "desc" }))).toEqual([a, c, b, d]);
    expect(idsOf(await page({ ...mae, sort: "reviews", order: "desc" }))).toEqual([b, a, c, d]);
  });

  it("pages through a score sort with a cursor, nulls included, without repeating a row", async () => {
    for (const order of ["asc", "desc"]) {
      const seen: number[] = [];
      let cursor: string | undefined;
      do {
        const p = await page({
          programme: "MAE",
          sort: "score",
          order,
          limit: "1",
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...idsOf(p));
        cursor = p.next ?? undefined;
      } while (cursor);
      expect(seen).toEqual(idsOf(await page({ programme: "MAE", sort: "score", order, limit: "50" })));
    }
  });

  it("filters on programme, lowest score, fewest reviews and disagreeing reviews", async () => {
    const filtered = async (query: Record<string, string>) =>
      idsOf(await page({ sort: "rank", order: "asc", limit: "500", ...query })).sort((x, y) => x - y);
    expect(await filtered({ programme: "ASO" })).toEqual([e]);
    expect(await filtered({ programme: "MAE", minScore: "50" })).toEqual([a, b]);
    expect(await filtered({ reviews: "2" })).toEqual([a, b]);
    expect(await filtered({ disagree: "true" })).toEqual([a]);
    expect(await filtered({ disagree: "60" })).toEqual([]);
    expect((await page({ programme: "MAE", disagree: "true" })).total).toBe(1);
  });

  it("refuses a score or threshold off the scale with the reason", async () => {
    const res = await call(t.app, {
      method: "GET",
      url: "/ws/admin/applications",
      query: { minScore: "120" },
      token: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/minScore must be a number from 0 to 100/);
  });

  it("ranks again when a score changes", async () => {
    expect(idsOf(await page({ programme: "MAE", sort: "rank", order: "asc" })).slice(0, 3)).toEqual([
      a,
      b,
      c,
    ]);
    // c's reader changes their mind: 100, above a and b.
    await submitReview(t.app, {
      answerId: c,
      reviewerId: readers[2]!,
      scoresheetId: sheet,
      scores: scores(4, 4),
    });
    const after = await page({ programme: "MAE", sort: "rank", order: "asc" });
    expect(after.items.map((i) => [i.id, i.rank])).toEqual([
      [c, 1],
      [a, 2],
      [b, 2],
      [d, null],
    ]);
  });
});
