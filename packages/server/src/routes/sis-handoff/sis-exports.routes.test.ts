import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIS_COLUMNS } from "@portal/domain/handoff/sis-record";
import { buildAdmin, buildReviewer } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { refreshApplicationFacts } from "../../queries/application-facts.ts";
import { seedAnswers } from "../applications/applications-fixtures.ts";
import { seedJury } from "../workflow/workflow-test-kit.ts";

// The hand-off's promise to the IT department (issue #39): every column read back from the file is
// the seeded answer's value, on PGlite and on PostgreSQL; and nobody is sent twice.

const ADMITTED = { candidat_validation: "O", admis: "O" };

/** A registered MSc candidate with every field the hand-off reads. */
const ANA = {
  familyName: "Lefèvre",
  givenName: "Anaïs",
  middleNames: "Marie",
  maidenName: "Durand",
  dateofbirth: "14/07/2001",
  country: "PT",
  city: "Porto",
  nationality: "PT",
  dual_nationality: "FR",
  address: "12 rue des Lilas\nAppartement 3",
  address_country: "FR",
  zip: "31400",
  cityFr: "31555",
  bacAnnee: 2019,
  bacTypeEtablissement: "FRANCAIS_ETRANGER",
  bacIfFr: "GENERAL",
  bacSpecialite1: "MATHS",
  bacSpecialite2: "PHYS",
  bacEtablissement: "Lycée français de Porto",
  bacVille: "Porto",
  accesTitre: "L",
  accesNiveau: "3",
  accesGrade: "LICENCE",
  accesAnnee: 2024,
  accesPays: "FR",
  typeformation: "MSC",
  mscchoice: "MAE",
  ...ADMITTED,
  candidat_confirmation: "O",
  tuition_paiement_confirmation: "N",
};

/** Ana's record, as the JSON gives it (the CSV writes the same as text, euros with two decimals). */
const ANA_RECORD = (id: number) => ({
  applicationId: id,
  login: "ana@example.org",
  familyName: "Lefèvre",
  givenName: "Anaïs",
  middleNames: "Marie",
  birthName: "Durand",
  birthDate: "2001-07-14",
  birthCountry: "PT",
  birthCountryIso3: "PRT",
  birthCity: "Porto",
  nationality: "PT",
  nationalityIso3: "PRT",
  secondNationality: "FR",
  secondNationalityIso3: "FRA",
  email: "ana@example.org",
  address: "12 rue des Lilas\nAppartement 3",
  postcode: "31400",
  cityInsee: "31555",
  city: "Toulouse",
  addressCountry: "FR",
  addressCountryIso3: "FRA",
  bacYear: 2019,
  bacSchoolType: "FRANCAIS_ETRANGER",
  bacKind: "GENERAL",
  bacSpeciality1: "MATHS",
  bacSpeciality2: "PHYS",
  bacSchool: "Lycée français de Porto",
  bacTown: "Porto",
  accessTitle: "L",
  accessLevel: "3",
  accessGrade: "LICENCE",
  accessYear: 2024,
  accessCountry: "FR",
  accessCountryIso3: "FRA",
  programmeType: "MSC",
  programme: "MAE",
  programmeLabel: "MSc in Aerospace Engineering",
  programmeLabelFr: "MSc en ingénierie aérospatiale",
  sisStepCode: "5MAE01",
  sisStepVersion: "101",
  sisDiplomaCode: "5MSAE",
  sisDiplomaVersion: "1",
  academicYear: "2025",
  admission: "O",
  registered: "O",
  registeredAt: "2025-06-02T08:30:00.000Z",
  tuitionConfirmed: "N",
  applicationFeePaid: 100,
  applicationFeeWaived: 0,
  downPaymentPaid: 1000,
  downPaymentWaived: 0,
  tuitionPaid: 0,
  tuitionWaived: 5000,
});

let t: TestApp;
let admin: string;
let ids: Record<"ana" | "ben" | "cleo" | "dan" | "eve", number>;

const post = (url: string, payload: object, token = admin) =>
  call(t.app, { method: "POST", url, token, payload });
const everyone = { filters: {} };
const exportAll = (format: "csv" | "json", extra: object = {}) =>
  post("/ws/admin/sis/exports", { selection: everyone, format, ...extra });

/** The rows of a CSV body, header first; the body starts with a byte-order mark. */
function readCsv(body: string): string[][] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  return parse(body, { bom: true }) as string[][];
}

/** A CSV row as a record keyed by the header's names. */
const keyed = (header: string[], row: string[]) =>
  Object.fromEntries(header.map((name, i) => [name, row[i]]));

beforeAll(async () => {
  t = await createTestApp();
  admin = (await buildAdmin(t.app)).token;
  await seedJury(t.app, { id: "JURY_MSC", published: true });
  await seedJury(t.app, { id: "JURY_AM", published: true, type: "AM", code: "MS SAS" });
  await t.app.db
    .insertInto("communes")
    .values({ insee: "31555", name: "Toulouse", zip: "31400", dept: "31" })
    .execute();
  const [ana, ben, cleo, dan, eve] = await seedAnswers(t.app, [
    { login: "ana@example.org", data: ANA },
    {
      login: "ben@example.org",
      data: {
        familyName: "Martin",
        givenName: "Ben",
        typeformation: "AM",
        fstchoice: "MS SAS",
        ...ADMITTED,
        admis: "C",
      },
    },
    {
      login: "cleo@example.org",
      data: { familyName: "Roy", typeformation: "MSC", mscchoice: "MAE", ...ADMITTED, admis: "N" },
    },
    {
      login: "dan@example.org",
      data: { familyName: "Petit", typeformation: "MSC", mscchoice: "MAE", ...ADMITTED, withdrawn: "O" },
    },
    {
      login: "eve@example.org",
      data: {
        familyName: "Blanc",
        typeformation: "MSC",
        mscchoice: "MAE",
        candidat_validation: "O",
        admis: "-",
      },
    },
  ]);
  ids = { ana, ben, cleo, dan, eve };
  await t.app.db
    .insertInto("answer_events")
    .values({
      answer_id: ana,
      actor_login: "ana@example.org",
      kind: "validate-registration",
      fields: JSON.stringify(["candidat_confirmation", "register_validated"]),
      created_at: new Date("2025-06-02T08:30:00Z"),
    })
    .execute();
  const paid = (
    nature: "application_fee" | "down_payment" | "tuition",
    euros: number,
    method: "card" | "waiver" | "refund",
  ) =>
    ({
      answer_id: ana,
      nature,
      amount_cents: euros * 100,
      method,
      paid_at: new Date("2025-06-01T10:00:00Z"),
    }) as const;
  await t.app.db
    .insertInto("payments")
    .values([
      paid("application_fee", 100, "card"),
      paid("down_payment", 1200, "card"),
      paid("down_payment", 200, "refund"),
      paid("tuition", 5000, "waiver"),
    ])
    .execute();
  await refreshApplicationFacts(t.app.db, [ana, ben, cleo, dan, eve]);
});
afterAll(async () => t.close());

describe("/ws/admin/sis/programmes", () => {
  const put = (programme: string, body: object, token = admin) =>
    call(t.app, {
      method: "PUT",
      url: `/ws/admin/sis/programmes/${encodeURIComponent(programme)}`,
      token,
      payload: body,
    });
  const codes = {
    stepCode: "5MAE01",
    stepVersion: "101",
    diplomaCode: "5MSAE",
    diplomaVersion: "1",
    academicYear: "2025",
  };

  it("sets a programme's codes, whole, and lists every programme with them (ING by its type)", async () => {
    const saved = await put("MAE", codes);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().programme).toMatchObject({ code: "MAE", ...codes, updatedBy: expect.any(String) });
    const list = await call(t.app, { url: "/ws/admin/sis/programmes", token: admin });
    const programmes = list.json().programmes as { code: string; stepCode: string }[];
    expect(programmes.find((p) => p.code === "MAE")).toMatchObject(codes);
    expect(programmes.find((p) => p.code === "MS SAS")).toMatchObject({ stepCode: "", updatedBy: null });
    expect(programmes.map((p) => p.code)).toContain("ING");
  });

  it("refuses a code with a space, a programme the hand-off does not name, and a reviewer", async () => {
    expect((await put("MAE", { ...codes, stepCode: "5 MAE" })).statusCode).toBe(400);
    const unknown = await put("NOPE", codes);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("NOPE");
    const reviewer = (await buildReviewer(t.app, ["JURY_MSC"])).token;
    expect((await put("MAE", codes, reviewer)).statusCode).toBe(403);
  });
});

describe("POST /ws/admin/sis/exports", () => {
  let first: number;

  it("counts the admitted and registered candidates of the selection before exporting", async () => {
    const preview = await post("/ws/admin/sis/exports/preview", { selection: everyone });
    expect(preview.json()).toEqual({ result: "OK", count: 2, alreadyExported: 0 });
    const registered = await post("/ws/admin/sis/exports/preview", {
      selection: everyone,
      population: "registered",
    });
    expect(registered.json()).toMatchObject({ count: 1 });
  });

  it("writes the CSV with every column in order, each field read back as the answer holds it", async () => {
    const response = await exportAll("csv");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    first = Number(response.headers["x-sis-export"]);
    expect(response.headers["content-disposition"]).toContain(`sis-export-${first}-`);
    const [header, ...rows] = readCsv(response.body);
    expect(header).toEqual(SIS_COLUMNS.map((c) => c.name));
    // Admitted (Ana registered, Ben on conditions); refused, withdrawn and undecided never.
    expect(rows.map((row) => Number(row[0]))).toEqual([ids.ana, ids.ben]);
    const expected = Object.fromEntries(
      Object.entries(ANA_RECORD(ids.ana)).map(([name, value]) => [
        name,
        SIS_COLUMNS.find((c) => c.name === name)!.type === "euros"
          ? (value as number).toFixed(2)
          : String(value),
      ]),
    );
    const ana = keyed(header!, rows[0]!);
    for (const column of SIS_COLUMNS)
      expect([column.name, ana[column.name]]).toEqual([column.name, expected[column.name]]);
    expect(keyed(header!, rows[1]!)).toMatchObject({
      login: "ben@example.org",
      programme: "MS SAS",
      programmeType: "AM",
      admission: "C",
      registered: "N",
      registeredAt: "",
      birthDate: "",
      sisStepCode: "",
      applicationFeePaid: "0.00",
    });
  });

  it("sends nobody twice: the next export is empty and logs nothing", async () => {
    const again = await exportAll("csv");
    expect(again.statusCode).toBe(200);
    expect(again.headers["x-sis-export"]).toBeUndefined();
    expect(readCsv(again.body)).toEqual([SIS_COLUMNS.map((c) => c.name)]);
    const json = await exportAll("json");
    expect(json.json()).toMatchObject({ export: null, candidates: [] });
    expect((await post("/ws/admin/sis/exports/preview", { selection: everyone })).json()).toMatchObject({
      count: 0,
      alreadyExported: 2,
    });
    const log = await call(t.app, { url: "/ws/admin/sis/exports", token: admin });
    expect(log.json().exports).toHaveLength(1);
  });

  it("downloads a past export again with the same candidates, as JSON with typed values, logged as a repeat", async () => {
    const response = await post(`/ws/admin/sis/exports/${first}/repeat`, { format: "json" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.export).toMatchObject({ repeatOf: first, count: 2, format: "json", onlyNotExported: false });
    expect(body.columns).toEqual(SIS_COLUMNS.map((c) => c.name));
    expect(body.candidates.map((c: { applicationId: number }) => c.applicationId)).toEqual([
      ids.ana,
      ids.ben,
    ]);
    expect(body.candidates[0]).toEqual(ANA_RECORD(ids.ana));
    expect((await post("/ws/admin/sis/exports/9999/repeat", { format: "csv" })).statusCode).toBe(404);
  });

  it("takes a candidate admitted since in the next export, and only them", async () => {
    const data = { ...(await answerData(ids.eve)), admis: "O" };
    await t.app.db
      .updateTable("answers")
      .set({ data: JSON.stringify(data) })
      .where("id", "=", ids.eve)
      .execute();
    await refreshApplicationFacts(t.app.db, [ids.eve]);
    const response = await exportAll("json");
    expect(response.json().candidates.map((c: { login: string }) => c.login)).toEqual(["eve@example.org"]);
    expect(response.json().export).toMatchObject({ count: 1, onlyNotExported: true, repeatOf: null });
  });

  it("exports everyone again when asked, and the registered only", async () => {
    const all = await exportAll("json", { onlyNotExported: false });
    expect(all.json().candidates.map((c: { login: string }) => c.login)).toEqual([
      "ana@example.org",
      "ben@example.org",
      "eve@example.org",
    ]);
    const registered = await exportAll("json", { onlyNotExported: false, population: "registered" });
    expect(registered.json().candidates.map((c: { login: string }) => c.login)).toEqual(["ana@example.org"]);
  });

  it("exports the listed ids only, and refuses an empty list", async () => {
    const listed = await post("/ws/admin/sis/exports/preview", { selection: { ids: [ids.ben, ids.cleo] } });
    expect(listed.json()).toMatchObject({ count: 0, alreadyExported: 1 });
    const empty = await post("/ws/admin/sis/exports", { selection: { ids: [] }, format: "csv" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Choose at least one application to export.");
  });

  it("applies the workspace's filters to the export", async () => {
    const msc = await exportAll("json", {
      onlyNotExported: false,
      selection: { filters: { typeformation: "AM" } },
    });
    expect(msc.json().candidates.map((c: { login: string }) => c.login)).toEqual(["ben@example.org"]);
  });
});

describe("the export log", () => {
  it("lists every export, latest first, and names the candidates of each", async () => {
    const log = (await call(t.app, { url: "/ws/admin/sis/exports", token: admin })).json().exports;
    expect(log.map((e: { count: number }) => e.count)).toEqual([1, 1, 3, 1, 2, 2]);
    expect(log.at(-1)).toMatchObject({
      format: "csv",
      onlyNotExported: true,
      population: "admitted",
      repeatOf: null,
    });
    const one = await call(t.app, { url: `/ws/admin/sis/exports/${log.at(-1).id}`, token: admin });
    expect(one.json().candidates).toEqual([
      { id: ids.ana, login: "ana@example.org", familyName: "Lefèvre", givenName: "Anaïs", programme: "MAE" },
      { id: ids.ben, login: "ben@example.org", familyName: "Martin", givenName: "Ben", programme: "MS SAS" },
    ]);
    const older = await call(t.app, {
      url: "/ws/admin/sis/exports",
      query: { before: String(log[1].id), limit: "2" },
      token: admin,
    });
    expect(older.json().exports.map((e: { id: number }) => e.id)).toEqual([log[2].id, log[3].id]);
    expect((await call(t.app, { url: "/ws/admin/sis/exports/9999", token: admin })).statusCode).toBe(404);
  });

  it("is for administrators only", async () => {
    const reviewer = (await buildReviewer(t.app, ["JURY_MSC"])).token;
    expect((await call(t.app, { url: "/ws/admin/sis/exports", token: reviewer })).statusCode).toBe(403);
    expect((await exportAllAs(reviewer)).statusCode).toBe(403);
  });
});

describe("the workspace's hand-off filter", () => {
  const listed = async (sis: string) => {
    const response = await call(t.app, { url: "/ws/admin/applications", query: { sis }, token: admin });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as { login: string }[]).map((i) => i.login).sort();
  };

  it("shows who is exported and who is left", async () => {
    expect(await listed("exported")).toEqual(["ana@example.org", "ben@example.org", "eve@example.org"]);
    expect(await listed("not_exported")).toEqual(["cleo@example.org", "dan@example.org"]);
    expect((await listed("exported,not_exported")).length).toBe(5);
    const bad = await call(t.app, { url: "/ws/admin/applications", query: { sis: "sent" }, token: admin });
    expect(bad.statusCode).toBe(400);
  });

  it("forgets an erased candidate: their items go with their answer", async () => {
    const before = (await call(t.app, { url: "/ws/admin/sis/exports", token: admin })).json().exports.at(-1);
    await t.app.db.deleteFrom("answers").where("id", "=", ids.ben).execute();
    const one = await call(t.app, { url: `/ws/admin/sis/exports/${before.id}`, token: admin });
    expect(one.json().candidates.map((c: { login: string }) => c.login)).toEqual(["ana@example.org"]);
    const items = await t.app.db
      .selectFrom("sis_export_items")
      .select("answer_id")
      .where("answer_id", "=", ids.ben)
      .execute();
    expect(items).toEqual([]);
  });
});

async function answerData(id: number): Promise<Record<string, unknown>> {
  const row = await t.app.db
    .selectFrom("answers")
    .select("data")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.data;
}

function exportAllAs(token: string) {
  return post("/ws/admin/sis/exports", { selection: everyone, format: "csv" }, token);
}
