import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { createAnswer, multipart } from "../../../test/files-kit.ts";
import { scores, seedScoresheet, submitReview } from "../../../test/reviews-kit.ts";
import { refreshApplicationFacts } from "../../queries/application-facts.ts";
import { parseCsv } from "../../seeds/csv.ts";
import { buildDossierCast, type DossierCast } from "../dossier/dossier-test-kit.ts";

/**
 * The scores as a file and the reviewers' calibration (issue #38), on one MSc MAE jury: four
 * applications, two readers who agree and a third who scores far below them.
 */
describe("scores export, import and calibration", () => {
  let t: TestApp;
  let cast: DossierCast;
  let ids: number[];
  let second: BuiltUser;
  let harsh: BuiltUser;
  let sheet: number;

  const exportAs = (user: BuiltUser, format: "csv" | "xlsx", query: Record<string, string> = {}) =>
    call(t.app, {
      method: "GET",
      url: "/ws/admin/scores/export",
      query: { format, ...query },
      token: user.token,
    });
  const csvOf = async (user: BuiltUser, query: Record<string, string> = {}) => {
    const res = await exportAs(user, "csv", query);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parseCsv(res.body.replace(/^\ufeff/, "")).map((r) => r.values);
    return { header: header!, rows };
  };
  const importFile = (text: string, dryRun: boolean, filename = "scores.csv", content?: Buffer) =>
    call(t.app, {
      method: "POST",
      url: `/ws/admin/scores/import?dryRun=${dryRun}`,
      token: cast.admin.token,
      ...multipart([{ name: "file", filename, content: content ?? Buffer.from(text), type: "text/csv" }]),
    });
  const listing = async () => {
    const res = await call(t.app, {
      method: "GET",
      url: "/ws/admin/applications",
      query: { programme: "MAE", sort: "rank", order: "asc" },
      token: cast.admin.token,
    });
    return res.json<{ items: { id: number; rank: number | null; score: number | null }[] }>().items;
  };
  const reviewCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom("reviews")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    cast = await buildDossierCast(t.app);
    ids = [cast.answerId];
    for (const name of ["Bach", "Chopin", "Debussy"]) {
      const candidate = await buildCandidate(t.app);
      ids.push(
        await createAnswer(t.app, candidate.login, {
          typeformation: "MSC",
          mscchoice: "MAE",
          familyName: name,
          givenName: "Ann",
        }),
      );
    }
    await refreshApplicationFacts(t.app.db, ids);
    second = await buildReviewer(t.app, [cast.juryId]);
    harsh = await buildReviewer(t.app, [cast.juryId]);
    sheet = await seedScoresheet(t.app, "MAE");
    // The two agreeing readers: 100, 75, 50, 25 in order; the harsh one 50 points below on three.
    const levels = [4, 3, 2, 1];
    for (const [i, id] of ids.entries()) {
      for (const reader of [cast.reviewer, second])
        await submitReview(t.app, {
          answerId: id,
          reviewerId: reader.id,
          scoresheetId: sheet,
          scores: scores(levels[i]!, levels[i]!),
        });
      if (i < 3)
        await submitReview(t.app, {
          answerId: id,
          reviewerId: harsh.id,
          scoresheetId: sheet,
          scores: scores(levels[i]! - 2, levels[i]! - 2, '=HYPERLINK("x")'),
        });
    }
  });
  afterAll(async () => t.close());

  it("exports every submitted review to an administrator, one line each with its criteria", async () => {
    const { header, rows } = await csvOf(cast.admin);
    expect(header).toEqual([
      "application",
      "candidate",
      "programme",
      "reviewer",
      "academic",
      "academic_comment",
      "motivation",
      "motivation_comment",
      "score",
      "submitted_at",
    ]);
    expect(rows).toHaveLength(11);
    const bach = rows.find((r) => r[0] === String(ids[1]) && r[3] === harsh.login)!;
    expect(bach.slice(1, 9)).toEqual([
      "Ann Bach",
      "MAE",
      harsh.login,
      "1",
      '\'=HYPERLINK("x")',
      "1",
      "",
      "25",
    ]);
  });

  it("gives a reviewer their own reviews only, and a blind programme's by number", async () => {
    const { rows } = await csvOf(harsh);
    expect(rows.map((r) => r[3])).toEqual([harsh.login, harsh.login, harsh.login]);
    await t.app.db
      .insertInto("programme_settings")
      .values({ programme: "MAE", blind_review: true })
      .execute();
    try {
      const blind = await exportAs(harsh, "csv");
      expect(blind.body).not.toContain("Bach");
      const [, ...lines] = parseCsv(blind.body.replace(/^\ufeff/, "")).map((r) => r.values);
      expect(lines.map((r) => r[1])).toEqual(ids.slice(0, 3).map((id) => `#${id}`));
      // The administrator still reads the names.
      expect((await exportAs(cast.admin, "csv")).body).toContain("Ann Bach");
    } finally {
      await t.app.db.deleteFrom("programme_settings").where("programme", "=", "MAE").execute();
    }
  });

  it("exports XLSX that reads back with the same lines, filtered like the workspace", async () => {
    const res = await exportAs(cast.admin, "xlsx", { q: "Chopin" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheetRows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => sheetRows.push((row.values as unknown[]).slice(1)));
    expect(sheetRows[0]![0]).toBe("application");
    expect(sheetRows.slice(1).map((r) => [r[0], r[1], r[8]])).toEqual([
      [ids[2], "Ann Chopin", 50],
      [ids[2], "Ann Chopin", 50],
      [ids[2], "Ann Chopin", 0],
    ]);
  });

  it("previews an import without writing, naming what each line would change", async () => {
    const { header, rows } = await csvOf(cast.admin);
    const line = rows.findIndex((r) => r[0] === String(ids[3]) && r[3] === cast.reviewer.login);
    rows[line]![4] = "4";
    rows[line]![6] = "4";
    const text = [header, ...rows]
      .map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(","))
      .join("\n");
    const before = await listing();
    const res = await importFile(text, true);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ applied: false, invalid: 0 });
    expect(body.rows).toHaveLength(11);
    expect(body.rows.filter((r: { changed: boolean }) => r.changed)).toEqual([
      expect.objectContaining({ line: line + 2, before: 25, after: 100, problems: [] }),
    ]);
    expect(await listing()).toEqual(before);
  });

  it("imports for real: writes the reviews and ranks again", async () => {
    // Debussy (last, 25 from both) gets 100 from both agreeing readers: first of the programme.
    const debussy = String(ids[3]);
    const text = [
      "application,reviewer,academic,motivation",
      `${debussy},${cast.reviewer.login},4,4`,
      `${debussy},${second.login},4,4`,
    ].join("\n");
    expect((await listing()).find((i) => i.id === ids[3])!.rank).toBe(4);
    const res = await importFile(text, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, invalid: 0 });
    const after = await listing();
    expect(after[0]).toMatchObject({ id: ids[3], rank: 1, score: 100 });
  });

  it("refuses a file with a bad line whole, each line's problem named", async () => {
    const count = await reviewCount();
    const text = [
      "application,reviewer,academic,motivation",
      `${ids[0]},${cast.reviewer.login},3,3`,
      `999999,${cast.reviewer.login},3,3`,
      `${ids[0]},nobody@example.org,3,3`,
      `${ids[1]},${second.login},9,3`,
      `${ids[1]},${cast.otherReviewer.login},3,3`,
    ].join("\n");
    const dry = await importFile(text, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().invalid).toBe(4);
    const res = await importFile(text, false);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/4 lines have problems, so nothing was imported/);
    expect(body.errors).toEqual({
      "3": ["No application has the number 999999."],
      "4": ["No reviewer or administrator has the login “nobody@example.org”."],
      "5": ["Academic record: “9” is not a level of its scale (0 to 4)."],
      "6": [`${cast.otherReviewer.login} is not a reviewer of this application's jury.`],
    });
    expect(await reviewCount()).toBe(count);
    const stored = await t.app.db
      .selectFrom("reviews")
      .select("score")
      .where("answer_id", "=", ids[0]!)
      .where("reviewer_id", "=", cast.reviewer.id)
      .executeTakeFirstOrThrow();
    expect(stored.score).toBe(100);
  });

  it("refuses a file without the application and reviewer columns", async () => {
    const res = await importFile("login,score\nx,1\n", true);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/columns application and reviewer/);
  });

  it("shows the harsh reader of the jury to its administrator", async () => {
    const res = await call(t.app, {
      method: "GET",
      url: "/ws/admin/calibration",
      query: { jury: cast.juryId },
      token: cast.admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.threshold).toBe(10);
    const harshOne = body.reviewers.find((r: { reviewer: string }) => r.reviewer === harsh.login);
    // Three applications, 50 points below the two others each time.
    expect(harshOne).toMatchObject({ reviews: 3, shared: 3, difference: -50, leaning: "harsh" });
    const agreeing = body.reviewers.find((r: { reviewer: string }) => r.reviewer === second.login);
    expect(agreeing.leaning).toBe("lenient");
    expect(agreeing.shared).toBe(4);
    const unknown = await call(t.app, {
      method: "GET",
      url: "/ws/admin/calibration",
      query: { jury: "NO_SUCH_JURY" },
      token: cast.admin.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/The jury “NO_SUCH_JURY” does not exist/);
  });
});
