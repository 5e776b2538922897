import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildAdmin, buildCandidate, buildReviewer } from "../../../test/factories.ts";
import { FIVE_DOCUMENTS, seedAnswers } from "./applications-fixtures.ts";
import { SORTS } from "./application-sort.ts";

let t: TestApp;
let admin: string;
let ids: number[];

interface Item {
  id: number;
  login: string;
  familyName: string;
  stage: string;
  jury: string | null;
  eu: boolean | null;
  [key: string]: unknown;
}
interface Page {
  items: Item[];
  total: number;
  next: string | null;
  counts: Record<string, Record<string, number>>;
}

const list = async (query: Record<string, string>, token = admin) =>
  call(t.app, { method: "GET", url: "/ws/admin/applications", query, token });
const page = async (query: Record<string, string>, token = admin) => {
  const response = await list(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};
const logins = (p: Page) => p.items.map((i) => i.login).sort();

// Thirty more answers whose values repeat (ties) and are often empty (nulls), for the paging checks.
const filler = Array.from({ length: 30 }, (_, i) => ({
  login: `filler-${String(i).padStart(2, "0")}@example.org`,
  data: {
    familyName: ["Alpha", "Beta", ""][i % 3],
    givenName: "X",
    typeformation: ["MSC", "AM", ""][i % 3],
    mscchoice: i % 3 === 0 ? "ASO" : "",
    fstchoice: i % 3 === 1 ? "MS SAS" : "",
    is_european: ["O", "N", ""][i % 3],
    candidat_validation: i % 2 ? "O" : "N",
  },
  created: `2024-12-${String((i % 5) + 1).padStart(2, "0")}T10:00:00Z`,
  updated: `2024-12-${String((i % 4) + 10).padStart(2, "0")}T10:00:00.123456Z`,
}));

beforeAll(async () => {
  t = await createTestApp();
  admin = (await buildAdmin(t.app)).token;
  ids = await seedAnswers(t.app, [
    {
      login: "jane@example.org",
      data: {
        familyName: "Doé",
        givenName: "Jane",
        typeformation: "MSC",
        mscchoice: "MAE",
        is_european: "O",
        nationality: "GB",
        candidat_validation: "O",
        docs: FIVE_DOCUMENTS,
      },
      created: "2025-01-10T09:00:00Z",
      updated: "2025-02-01T09:00:00Z",
    },
    {
      login: "john@example.org",
      data: {
        familyName: "Smith",
        givenName: "John",
        typeformation: "AM",
        fstchoice: "MS IEM",
        is_european: "N",
        bourse_validation: "O",
        bourses_dga: true,
        decisionbourse: "WL",
        docs: FIVE_DOCUMENTS.slice(0, 2),
      },
      created: "2025-01-15T09:00:00Z",
      updated: "2025-03-01T09:00:00Z",
    },
    {
      login: "zoe@example.org",
      data: {
        familyName: "Müller",
        givenName: "Zoë",
        typeformation: "PG_DIP",
        fstchoice: "PGD SPACE",
        candidat_validation: "O",
        admis: "O",
      },
      created: "2025-02-01T09:00:00Z",
      updated: "2025-02-02T23:30:00Z",
    },
    ...filler,
  ]);
});
afterAll(async () => t.close());

describe("GET /ws/admin/applications", () => {
  it("lists every application with its facts, the newest activity first", async () => {
    const result = await page({});
    expect(result.total).toBe(33);
    expect(result.items[0]).toMatchObject({
      id: ids[1],
      login: "john@example.org",
      familyName: "Smith",
      givenName: "John",
      typeformation: "AM",
      fstchoice: "MS IEM",
      jury: "JURY_AM",
      eu: false,
      stage: "scholarship_applied",
      documents: "missing",
      admis: "-",
      scholarshipRequested: true,
      scholarshipDecision: "WL",
      updated: "2025-03-01T09:00:00.000Z",
      created: "2025-01-15T09:00:00.000Z",
    });
    expect(result.items.find((i) => i.login === "jane@example.org")).toMatchObject({
      jury: "JURY_MSC",
      eu: true,
      documents: "complete",
      stage: "application_validated",
    });
  });

  it("finds a name whatever its accents and capitals, and a programme by its code or label", async () => {
    expect(logins(await page({ q: "doe" }))).toEqual(["jane@example.org"]);
    expect(logins(await page({ q: "MULLER zoe" }))).toEqual(["zoe@example.org"]);
    expect(logins(await page({ q: "ms iem" }))).toEqual(["john@example.org"]);
    expect(logins(await page({ q: "aerospace engineering" }))).toEqual(["jane@example.org"]);
    expect((await page({ q: "nobody-at-all" })).total).toBe(0);
    // A % typed by staff is a percent sign, not a wildcard.
    expect((await page({ q: "%" })).total).toBe(0);
  });

  it("filters on each facet, several values as a comma list", async () => {
    expect(logins(await page({ typeformation: "PG_DIP,AM", q: "example" })).length).toBe(12);
    expect(logins(await page({ jury: "JURY_PG_DIP" }))).toEqual(["zoe@example.org"]);
    expect((await page({ jury: "-" })).total).toBe(10);
    expect(logins(await page({ stage: "scholarship_applied" }))).toEqual(["john@example.org"]);
    expect(logins(await page({ admis: "O" }))).toEqual(["zoe@example.org"]);
    expect((await page({ eu: "unknown" })).total).toBe(11);
    expect((await page({ eu: "true", typeformation: "MSC" })).total).toBe(1 + 10);
    expect(logins(await page({ scholarship: "true" }))).toEqual(["john@example.org"]);
    expect(logins(await page({ documents: "complete,missing" }))).toEqual([
      "jane@example.org",
      "john@example.org",
    ]);
    expect(logins(await page({ choice: "PGD SPACE,MAE" }))).toEqual(["jane@example.org", "zoe@example.org"]);
  });

  it("filters on the days of creation and of last activity, both ends included", async () => {
    expect(logins(await page({ createdFrom: "2025-01-15", createdTo: "2025-02-01" }))).toEqual([
      "john@example.org",
      "zoe@example.org",
    ]);
    expect(logins(await page({ updatedFrom: "2025-02-02", updatedTo: "2025-02-02" }))).toEqual([
      "zoe@example.org",
    ]);
    expect((await page({ updatedTo: "2024-12-31" })).total).toBe(30);
  });

  it("counts each facet without its own filter, and with the others", async () => {
    const result = await page({ stage: "scholarship_applied", typeformation: "AM" });
    expect(result.total).toBe(1);
    // The other stages of the AM applications still show, so staff can switch stage.
    expect(result.counts.stage).toEqual({ scholarship_applied: 1, started: 5, application_validated: 5 });
    // The programme types of the applications at this stage.
    expect(result.counts.typeformation).toEqual({ AM: 1 });
    expect(result.counts.scholarship).toEqual({ true: 1 });
    const all = await page({});
    expect(all.counts.jury).toEqual({ JURY_MSC: 11, JURY_AM: 11, JURY_PG_DIP: 1, "-": 10 });
    expect(all.counts.eu).toEqual({ true: 11, false: 11, unknown: 11 });
    expect(all.counts.documents).toEqual({ complete: 1, missing: 1, none: 31 });
    expect(all.counts.admis).toEqual({ O: 1, "-": 32 });
  });

  for (const sort of Object.keys(SORTS)) {
    for (const order of ["asc", "desc"]) {
      it(`pages by ${sort} ${order} without skipping or repeating a row`, async () => {
        const whole = await page({ sort, order, limit: "500" });
        expect(whole.items).toHaveLength(33);
        expect(whole.next).toBeNull();
        const seen: number[] = [];
        let cursor: string | null = null;
        do {
          const part: Page = await page({ sort, order, limit: "4", ...(cursor ? { cursor } : {}) });
          seen.push(...part.items.map((i) => i.id));
          cursor = part.next;
        } while (cursor);
        expect(seen).toEqual(whole.items.map((i) => i.id));
      });
    }
  }

  it("sorts by name, folded, and puts applications without a jury last going up", async () => {
    const byName = await page({ sort: "name", order: "asc", limit: "500" });
    const named = byName.items.map((i) => i.familyName).filter((n) => n !== "");
    expect(named.slice(0, 2)).toEqual(["Alpha", "Alpha"]);
    expect(named.indexOf("Doé")).toBeLessThan(named.indexOf("Müller"));
    const byJury = await page({ sort: "jury", order: "asc", limit: "500" });
    expect(byJury.items.at(-1)!.jury).toBeNull();
    expect(byJury.items[0].jury).toBe("JURY_AM");
  });

  it("refuses what it cannot read with a 400 that says why", async () => {
    const refused: Record<string, string>[] = [
      { stage: "finished" },
      { admis: "Y" },
      { eu: "maybe" },
      { documents: "all" },
      { createdFrom: "2025-02-30" },
      { updatedTo: "01/02/2025" },
      { createdFrom: "2025-03-01", createdTo: "2025-02-01" },
      { sort: "password" },
      { order: "up" },
      { cursor: "not-a-cursor" },
      { limit: "501" },
    ];
    for (const query of refused) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json<{ message: string }>().message).not.toBe("");
    }
    const first = await page({ sort: "login", limit: "2" });
    const other = await list({ sort: "name", cursor: first.next! });
    expect(other.statusCode).toBe(400);
    expect(other.json<{ message: string }>().message).toMatch(/another sort/);
  });

  it("shows a reviewer only the applications of their juries", async () => {
    const reviewer = (await buildReviewer(t.app, ["JURY_PG_DIP"])).token;
    const result = await page({}, reviewer);
    expect(logins(result)).toEqual(["zoe@example.org"]);
    expect(result.counts.jury).toEqual({ JURY_PG_DIP: 1 });
    expect((await page({ q: "doe" }, reviewer)).total).toBe(0);
    expect(logins(await page({ jury: "JURY_PG_DIP" }, reviewer))).toEqual(["zoe@example.org"]);
    expect((await list({ jury: "JURY_MSC" }, reviewer)).statusCode).toBe(403);
    expect((await list({ jury: "-" }, reviewer)).statusCode).toBe(403);
  });

  it("is for staff only", async () => {
    const candidate = (await buildCandidate(t.app)).token;
    expect((await list({}, candidate)).statusCode).toBe(403);
    expect((await call(t.app, { method: "GET", url: "/ws/admin/applications" })).statusCode).toBe(401);
  });

  it("keeps the facts in step with a save, and with a jury's publication", async () => {
    const zoe = ids[2];
    const reviewer = (await buildReviewer(t.app, ["JURY_PG_DIP"])).token;
    expect((await page({ q: "zoe" }, reviewer)).items[0].stage).toBe("application_validated");
    const published = await call(t.app, {
      method: "PUT",
      url: "/ws/admin/juries/JURY_PG_DIP",
      token: admin,
      payload: { resultats_publies: true },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await page({ q: "zoe" }, reviewer)).items[0]).toMatchObject({ id: zoe, stage: "admitted" });
  });
});
