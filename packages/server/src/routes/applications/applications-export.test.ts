import ExcelJS from "exceljs";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildAdmin, buildCandidate, buildReviewer } from "../../../test/factories.ts";
import { seedAnswers } from "./applications-fixtures.ts";

let t: TestApp;
let admin: string;

const exportView = (query: Record<string, string>, token = admin) =>
  call(t.app, { method: "GET", url: "/ws/admin/applications/export", query, token });

/** The rows of an XLSX body, cell values as exceljs reads them. */
async function readXlsx(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await buildAdmin(t.app)).token;
  await seedAnswers(t.app, [
    {
      login: "mallory@example.org",
      data: {
        familyName: '=HYPERLINK("http://x","y")',
        givenName: "+cmd",
        typeformation: "MSC",
        mscchoice: "MAE",
        dateofbirth: "14/07/2001",
        nationality: "FR",
        is_european: "N",
        bourses_cedar: true,
      },
      created: "2025-01-10T09:00:00Z",
      updated: "2025-02-01T09:30:00Z",
    },
    {
      login: "jane@example.org",
      data: {
        familyName: "Doé",
        givenName: "Jane",
        typeformation: "AM",
        fstchoice: "MS IEM",
        trdchoice: "MS SAS",
        is_european: "O",
      },
      created: "2025-01-11T09:00:00Z",
      updated: "2025-01-20T09:00:00Z",
    },
  ]);
});
afterAll(async () => t.close());

describe("GET /ws/admin/applications/columns", () => {
  it("offers the listing's columns, then every form field with its tab, in the language asked", async () => {
    const response = await call(t.app, {
      method: "GET",
      url: "/ws/admin/applications/columns",
      query: { lang: "fr" },
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const { columns } = response.json<{ columns: { id: string; label: string; group: string }[] }>();
    expect(columns[0]).toEqual({ id: "id", label: "Numéro", group: "Candidature" });
    expect(columns.find((c) => c.id === "familyName")).toMatchObject({ label: "Nom de famille" });
    expect(columns.find((c) => c.id === "dateofbirth")).toMatchObject({ group: expect.any(String) });
    expect(columns.filter((c) => c.id === "familyName")).toHaveLength(1);
  });
});

describe("GET /ws/admin/applications/export", () => {
  it("shows countries and programmes by their labels, in the language asked", async () => {
    const response = await exportView({
      format: "csv",
      columns: "nationality,mscchoice",
      q: "mallory",
      lang: "fr",
    });
    expect(parse(response.body.slice(1))).toEqual([
      ["Nationalité", expect.any(String)],
      ["France", "MSc en ingénierie aérospatiale"],
    ]);
    const programme = await exportView({ format: "csv", columns: "trdchoice", q: "doe" });
    expect(parse(programme.body.slice(1))).toEqual([[expect.any(String)], ["MS SAS – Space Systems"]]);
  });

  it("writes the view as CSV with a BOM, people's values, and formulas neutralised", async () => {
    const response = await exportView({
      format: "csv",
      columns: "login,familyName,givenName,eu,stage,scholarshipRequested,updated,dateofbirth,bourses_cedar",
      sort: "login",
      order: "asc",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename=applications-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(response.body.slice(1)) as string[][];
    expect(rows[0]).toEqual([
      "Login",
      "Family name",
      "Given name",
      "EU national",
      "Stage",
      "Scholarship requested",
      "Last activity",
      "Date of birth",
      "CEDAR scholarship",
    ]);
    expect(rows[1]).toEqual([
      "jane@example.org",
      "Doé",
      "Jane",
      "Yes",
      "Started",
      "No",
      "2025-01-20 10:00",
      "",
      "No",
    ]);
    expect(rows[2].slice(0, 3)).toEqual(["mallory@example.org", `'=HYPERLINK("http://x","y")`, "'+cmd"]);
    expect(rows[2].slice(3, 6)).toEqual(["No", "Started", "Yes"]);
    expect(rows[2][7]).toBe("2001-07-14");
  });

  it("writes the view as XLSX, with real dates (Paris time) and formulas neutralised, in French", async () => {
    const response = await exportView({
      format: "xlsx",
      columns: "familyName,created,dateofbirth,stage",
      lang: "fr",
      sort: "created",
      order: "desc",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/applications-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await readXlsx(response.rawPayload);
    expect(rows[0]).toEqual(["Nom de famille", "Création", "Date de naissance", "Étape"]);
    expect(rows[1][0]).toBe("Doé");
    expect(rows[2][0]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(rows[2][1]).toBeInstanceOf(Date);
    // Spreadsheets have no time zones: 09:00 UTC is written as the office's 10:00.
    expect((rows[2][1] as Date).toISOString()).toBe("2025-01-10T10:00:00.000Z");
    expect((rows[2][2] as Date).toISOString()).toBe("2001-07-14T00:00:00.000Z");
    expect(rows[2][3]).toBe("Commencée");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0].getRow(3);
    expect([cells.getCell(2).numFmt, cells.getCell(3).numFmt]).toEqual(["dd/mm/yyyy hh:mm", "dd/mm/yyyy"]);
  });

  it("names the programme type, the choices and the jury, with their codes in columns of their own", async () => {
    // Offices got "MSC" and "JURY_MSC" instead of names, and an empty first choice on every MSc row.
    const columns = "typeformation,typeformationCode,fstchoice,fstchoiceCode,jury,juryCode";
    const fr = await exportView({ format: "csv", columns, q: "mallory", lang: "fr" });
    expect(parse(fr.body.slice(1))).toEqual([
      [
        "Type de formation",
        "Code du type de formation",
        "Premier choix",
        "Code du premier choix",
        "Jury",
        "Code du jury",
      ],
      [
        "Master of Science (MSc)",
        "MSC",
        "MSc en ingénierie aérospatiale",
        "MAE",
        "Jury des Masters of Science",
        "JURY_MSC",
      ],
    ]);
    const en = await exportView({ format: "xlsx", columns, q: "doe" });
    const rows = await readXlsx(en.rawPayload);
    expect(rows[1].slice(0, 4)).toEqual(["Advanced Masters", "AM", expect.stringMatching(/^MS /), "MS IEM"]);
    expect(rows[1][2]).not.toBe("MS IEM");
  });

  it("gives every column a name of its own, in both languages", async () => {
    for (const lang of ["en", "fr"]) {
      const response = await call(t.app, {
        method: "GET",
        url: "/ws/admin/applications/columns",
        query: { lang },
        token: admin,
      });
      const { columns } = response.json<{ columns: { id: string; label: string }[] }>();
      const seen = new Map<string, string>();
      const clashes = columns.filter((c) => seen.has(c.label) || !seen.set(c.label, c.id));
      expect(clashes.map((c) => `${c.label}: ${seen.get(c.label)} and ${c.id}`)).toEqual([]);
    }
    const fr = await exportView({
      format: "csv",
      columns: "idissuedate,passportissuedate,documents,docs",
      lang: "fr",
    });
    expect(parse(fr.body.slice(1))[0]).toEqual([
      "Carte d'identité\u00a0: date de délivrance",
      "Passeport\u00a0: date de délivrance",
      "État des pièces",
      "Documents",
    ]);
  });

  it("writes dates as the staff language reads them in CSV: dd/mm/yyyy in French, ISO (no time) in English", async () => {
    const columns = "dateofbirth,updated";
    const fr = await exportView({ format: "csv", columns, q: "mallory", lang: "fr" });
    expect(parse(fr.body.slice(1))[1]).toEqual(["14/07/2001", "01/02/2025 10:30"]);
    const en = await exportView({ format: "csv", columns, q: "mallory", lang: "en" });
    expect(parse(en.body.slice(1))[1]).toEqual(["2001-07-14", "2025-02-01 10:30"]);
  });

  it("keeps the listing's filters and a reviewer's scope", async () => {
    const filtered = await exportView({ format: "csv", columns: "login", q: "doe" });
    expect(parse(filtered.body.slice(1))).toEqual([["Login"], ["jane@example.org"]]);
    const reviewer = (await buildReviewer(t.app, ["JURY_AM"])).token;
    const scoped = await exportView({ format: "csv", columns: "login" }, reviewer);
    expect(parse(scoped.body.slice(1))).toEqual([["Login"], ["jane@example.org"]]);
    expect(
      (await exportView({ format: "csv", columns: "login", jury: "JURY_MSC" }, reviewer)).statusCode,
    ).toBe(403);
  });

  it("refuses unknown columns, formats and filters before writing anything", async () => {
    const unknown = await exportView({ format: "csv", columns: "login,password_hash" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/password_hash/);
    expect((await exportView({ format: "pdf", columns: "login" })).statusCode).toBe(400);
    expect((await exportView({ format: "csv", columns: "" })).statusCode).toBe(400);
    expect((await exportView({ format: "csv", columns: "login", stage: "done" })).statusCode).toBe(400);
  });

  it("is for staff only", async () => {
    const candidate = (await buildCandidate(t.app)).token;
    expect((await exportView({ columns: "login" }, candidate)).statusCode).toBe(403);
    const anonymous = await call(t.app, {
      method: "GET",
      url: "/ws/admin/applications/export?columns=login",
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
