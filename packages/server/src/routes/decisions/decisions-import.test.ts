import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { createAnswer, multipart } from "../../../test/files-kit.ts";
import { storedAnswer } from "../../../test/answers-kit.ts";
import { buildDossierCast, type DossierCast } from "../dossier/dossier-test-kit.ts";
import { DECIDABLE, eventsOf, patchAnswer } from "./decision-kit.ts";

describe("POST /ws/admin/decisions/import", () => {
  let t: TestApp;
  let cast: DossierCast;
  let bob: BuiltUser;
  let bobId: number;

  const upload = (
    token: string,
    content: Buffer,
    dryRun: boolean,
    filename = "decisions.csv",
    locale = "en",
  ) =>
    call(t.app, {
      method: "POST",
      url: `/ws/admin/decisions/import?dryRun=${dryRun}`,
      token,
      ...(() => {
        const body = multipart([{ name: "file", filename, content, type: "text/csv" }]);
        return { payload: body.payload, headers: { ...body.headers, "accept-language": locale } };
      })(),
    });

  beforeAll(async () => {
    t = await createTestApp();
    cast = await buildDossierCast(t.app);
    bob = await buildCandidate(t.app);
    bobId = await createAnswer(t.app, bob.login, DECIDABLE);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    for (const id of [cast.answerId, bobId])
      await patchAnswer(t.app, id, { ...DECIDABLE, admis: "-", waiting_rank: null, montant_ins: null });
  });

  it("checks every line on a dry run and writes nothing", async () => {
    const csv = [
      "login,admis,motivation,rank,decisionbourse,montant_ins",
      `${cast.candidate.login},L,places_filled,2,CEDAR,`,
      `${bob.login},O,,,XYZ,"1234,567"`,
      "nobody@example.org,O,,,,",
      `${bob.login},L,,,,`,
    ].join("\n");
    const res = await upload(cast.admin.token, Buffer.from(csv), true);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.applied).toBe(false);
    expect(body.valid).toHaveLength(1);
    expect(body.valid[0]).toMatchObject({ line: 2, login: cast.candidate.login });
    expect(body.valid[0].changes).toContainEqual({
      field: "waiting_rank",
      label: "Waiting list rank",
      before: null,
      after: "2",
    });
    // The preview reads in staff wording: the motivation's label, the scholarship's name.
    expect(body.valid[0].changes).toContainEqual({
      field: "decision_motivation",
      label: "Decision motivation",
      before: null,
      after: "All places have been filled",
    });
    expect(body.valid[0].changes).toContainEqual({
      field: "decisionbourse",
      label: "Scholarship decision",
      before: null,
      after: "CEDAR scholarship",
    });
    expect(body.invalid.map((l: { line: number }) => l.line)).toEqual([3, 4, 5]);
    expect(body.invalid[0].errors.join(" ")).toContain("use one of NA, WL, --, TFW, ISAE-F, CEDAR");
    expect(body.invalid[0].errors.join(" ")).toMatch(/two decimals/);
    expect(body.invalid[1].errors[0]).toMatch(/no application of the campaign has the login/);
    expect(body.invalid[2].errors.join(" ")).toMatch(/already appears on line 3/);
    expect((await storedAnswer(t.app, cast.answerId)).data.admis).toBe("-");
  });

  it("applies nothing when any line is invalid (all or nothing)", async () => {
    const csv = `login,admis\n${cast.candidate.login},O\n${bob.login},Q\n`;
    const res = await upload(cast.admin.token, Buffer.from(csv), false);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/1 lines are invalid/);
    expect((await storedAnswer(t.app, cast.answerId)).data.admis).toBe("-");
  });

  it("applies a French spreadsheet's CSV (BOM, semicolons, decimal comma) with history", async () => {
    const csv = `\uFEFFLogin;Admis;Montant_ins\r\n${cast.candidate.login};O;"9500,50"\r\n${bob.login};N;\r\n`;
    const res = await upload(cast.admin.token, Buffer.from(csv), false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, invalid: [] });
    expect((await storedAnswer(t.app, cast.answerId)).data).toMatchObject({
      admis: "O",
      montant_ins: 9500.5,
    });
    expect((await storedAnswer(t.app, bobId)).data.admis).toBe("N");
    const [event] = await eventsOf(t.app, bobId, "import-decision");
    expect(event).toMatchObject({
      actor_login: cast.admin.login,
      changes: { admis: { before: "-", after: "N" } },
    });
  });

  it("reads an XLSX file's first sheet", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Decisions");
    sheet.addRow(["login", "admis", "rank"]);
    sheet.addRow([bob.login, "L", 7]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(cast.admin.token, bytes, false, "decisions.xlsx");
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedAnswer(t.app, bobId)).data).toMatchObject({ admis: "L", waiting_rank: 7 });
  });

  it("is for administrators, and says what is wrong with the file", async () => {
    const csv = Buffer.from(`login,admis\n${bob.login},O\n`);
    expect((await upload(cast.reviewer.token, csv, true)).statusCode).toBe(403);
    expect((await upload(cast.candidate.token, csv, true)).statusCode).toBe(403);
    const noLogin = await upload(cast.admin.token, Buffer.from("name,admis\nx,O\n"), true, "d.csv", "fr");
    expect(noLogin.statusCode).toBe(400);
    expect(noLogin.json().message).toMatch(/doit nommer les colonnes/);
    expect((await upload(cast.admin.token, Buffer.from("%PDF-1.4"), true, "d.pdf")).statusCode).toBe(415);
    const rows = ["login,admis", ...Array.from({ length: 5001 }, (_, i) => `c${i}@example.org,O`)].join("\n");
    const tooMany = await upload(cast.admin.token, Buffer.from(rows), true);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain("5001 rows");
    const big = await upload(cast.admin.token, Buffer.alloc(2 * 1024 * 1024 + 10, "a"), true);
    expect(big.statusCode).toBe(413);
    const none = await call(t.app, {
      method: "POST",
      url: "/ws/admin/decisions/import",
      token: cast.admin.token,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/multipart field “file”/);
  });
});
