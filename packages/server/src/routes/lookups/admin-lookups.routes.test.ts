import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildUser, type BuiltUser } from "../../../test/factories.ts";
import { multipart } from "../../../test/files-kit.ts";

const JURIES = [
  "id_jury,label,resultats_publies,resultats_brs_publies",
  "JURY_AM,Jury of the Advanced Masters,false,false",
  "JURY_ING,Jury of the engineering cycle,0,N",
  "JURY_MSC,Jury of the Masters of Science,true,O",
  "JURY_PG_DIP,Jury of the Postgraduate Diplomas,false,false",
  "JURY_NEW,A new jury,,",
].join("\n");

describe("administrators' lookup tables (CSV)", () => {
  let t: TestApp;
  let admin: BuiltUser;
  let candidate: BuiltUser;
  const send = (table: string, csv: string | Buffer, user = admin, headers: Record<string, string> = {}) =>
    call(t.app, {
      method: "POST",
      url: `/ws/admin/lookups/${table}`,
      token: user.token,
      headers: { "content-type": "text/csv", ...headers },
      payload: csv,
    });
  const get = async (url: string) => (await t.app.inject({ method: "GET", url })).json();
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.app, { admin: true });
    candidate = await buildUser(t.app);
  });
  afterAll(async () => t.close());

  describe("who may", () => {
    it("refuses a candidate with 403 and nothing changes", async () => {
      const response = await send("juries", JURIES, candidate);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ result: "Not allowed", code: "FORBIDDEN" });
      const exported = await call(t.app, {
        method: "GET",
        url: "/ws/admin/lookups/juries.csv",
        token: candidate.token,
      });
      expect(exported.statusCode).toBe(403);
      expect((await get("/ws/jurys")).map((j: { value: string }) => j.value)).not.toContain("JURY_NEW");
    });

    it("refuses the anonymous caller with 401", async () => {
      const response = await call(t.app, { method: "GET", url: "/ws/admin/lookups" });
      expect(response.statusCode).toBe(401);
    });
  });

  it("lists the tables with their columns and row counts", async () => {
    const response = await call(t.app, { method: "GET", url: "/ws/admin/lookups", token: admin.token });
    const { tables } = response.json();
    expect(tables.map((x: { name: string }) => x.name)).toEqual([
      "countries",
      "juries",
      "formations",
      "bac_specialities",
      "institutions",
      "schools",
      "school_tracks",
      "communes",
    ]);
    expect(tables[0]).toMatchObject({ name: "countries", rows: 250, key: ["code"] });
    expect(tables[0].columns[4]).toEqual({ name: "pays_ue", required: false });
  });

  it("exports a table as CSV, which imports back unchanged", async () => {
    const response = await call(t.app, {
      method: "GET",
      url: "/ws/admin/lookups/countries.csv",
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe("attachment; filename=countries.csv");
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe("code,codeiso,name_en,name_fr,pays_ue");
    expect(lines).toContain("FR,FRA,France,France,true");
    expect(lines).toContain("CI,CIV,Cote d'Ivoire,Côte-d'Ivoire,false");
    const back = await send("countries", response.body);
    expect(back.json()).toEqual({ result: "OK", table: "countries", rows: 250 });
  });

  it("replaces a table from a text/csv body, with yes/no values in any usual spelling", async () => {
    const response = await send("juries", JURIES);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: "OK", table: "juries", rows: 5 });
    const juries = await get("/ws/jurys");
    expect(juries.find((j: { value: string }) => j.value === "JURY_MSC")).toMatchObject({
      resultats_publies: true,
      resultats_brs_publies: true,
    });
    expect(juries.find((j: { value: string }) => j.value === "JURY_NEW")).toMatchObject({
      resultats_publies: false,
    });
  });

  it("replaces a table from a multipart file, semicolon-separated, columns in any order", async () => {
    const csv =
      "description;enum;type;id_jury\nNew advanced master;MS NEW;am;JURY_NEW\nMS IEM – renamed;MS IEM;AM;JURY_AM\n";
    const { payload, headers } = multipart([
      { name: "file", filename: "formations.csv", content: Buffer.from(csv) },
    ]);
    const response = await call(t.app, {
      method: "POST",
      url: "/ws/admin/lookups/formations",
      token: admin.token,
      headers,
      payload,
    });
    expect(response.json()).toEqual({ result: "OK", table: "formations", rows: 2 });
    expect(await get("/ws/iformformations/AM")).toEqual([
      {
        value: "MS IEM",
        label: { en: "MS IEM – renamed", fr: "MS IEM – renamed" },
        type: "AM",
        enum: "MS IEM",
        description: "MS IEM – renamed",
        description_fr: null,
        id_jury: "JURY_AM",
      },
      {
        value: "MS NEW",
        label: { en: "New advanced master", fr: "New advanced master" },
        type: "AM",
        enum: "MS NEW",
        description: "New advanced master",
        description_fr: null,
        id_jury: "JURY_NEW",
      },
    ]);
    expect(await get("/ws/iformformations/MSC")).toEqual([]);
  });

  it("refuses a bad file with every error and its line number, and leaves the table unchanged", async () => {
    const before = await get("/ws/iformformations/AM");
    const csv = [
      "type,enum,description,id_jury",
      "AM,MS A,First,JURY_AM",
      "XX,MS B,Bad type,JURY_AM",
      "AM,MS C,,JURY_AM",
      "AM,MS A,Same key as line 2,",
      '"AM","MS D","Quoted, with a comma",NO_SUCH_JURY',
      "AM,MS E",
    ].join("\r\n");
    const response = await send("formations", csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: "error",
      code: "VALIDATION",
      message: "The file was refused and nothing was changed: 4 errors.",
      errors: [
        { line: 3, message: "“type”: “XX” is not one of MSC, AM, PG_DIP, ING." },
        { line: 4, message: "“description” is empty but required." },
        { line: 5, message: "Same key as line 2 (AM / MS A)." },
        { line: 7, message: "This line has 2 values but the header has 4 columns." },
      ],
    });
    expect(await get("/ws/iformformations/AM")).toEqual(before);

    // Once the lines are well-formed, the references are checked: a jury that does not exist.
    const references = await send(
      "formations",
      "type,enum,description,id_jury\nAM,MS A,First,JURY_AM\nAM,MS D,x,NO_SUCH_JURY\n",
    );
    expect(references.statusCode).toBe(400);
    expect(references.json().errors).toEqual([
      { line: 3, message: "“id_jury”: “NO_SUCH_JURY” does not exist in the table juries." },
    ]);
    expect(await get("/ws/iformformations/AM")).toEqual(before);
  });

  it("explains header mistakes on line 1, in French for a French caller", async () => {
    const response = await send("communes", "insee,nom,zip\n31555,Toulouse,31400\n", admin, {
      "accept-language": "fr",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { line: 1, message: "Colonne inconnue «\u00a0nom\u00a0». Colonnes\u00a0: insee, name, zip, dept." },
      { line: 1, message: "La colonne obligatoire «\u00a0name\u00a0» manque." },
    ]);
  });

  it("refuses to drop a jury that programmes still use, naming the table", async () => {
    const response = await send("juries", "id_jury,label\nJURY_AM,Only this one\n");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        message:
          "“JURY_NEW” is missing from the file but the table formations still uses it (1 line); change that table first.",
      },
    ]);
    expect(await get("/ws/jurys")).toHaveLength(5);
  });

  it("reports formats, quotes, encoding, empty files and unknown tables", async () => {
    const bad = await send("communes", "insee,name,zip\n3155,Toulouse,31400\n31555,Toulouse,314\n");
    expect(bad.json().errors).toEqual([
      {
        line: 2,
        message:
          "“insee”: “3155” is not valid: expected an INSEE code of 5 characters, such as 31555 or 2A004.",
      },
      { line: 3, message: "“zip”: “314” is not valid: expected 5 digits, such as 31400." },
    ]);
    const quote = await send("juries", 'id_jury,label\nJ1,"never closed\n');
    expect(quote.json().errors).toEqual([
      { line: 2, message: "A quoted value starts on this line and is never closed." },
    ]);
    const latin1 = await send("juries", Buffer.from("id_jury,label\nJ1,Jury d'\xe9t\xe9\n", "latin1"));
    expect(latin1.json().errors).toEqual([
      { message: "The file is not UTF-8 text: save it as “CSV UTF-8”." },
    ]);
    const empty = await send("juries", "id_jury,label\n");
    expect(empty.json().errors).toEqual([
      { message: "The file is empty: it needs a header line and at least one line of data." },
    ]);
    const unknown = await send("users", "login\nx\n");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      "There is no lookup table “users”. Tables: countries, juries, formations, bac_specialities, institutions, schools, school_tracks, communes.",
    );
  });

  it("replaces the communes, deriving the department from the INSEE code when the column is left out", async () => {
    const response = await send(
      "communes",
      "insee,name,zip\n31555,Toulouse,31400\n97101,Les Abymes,97139\n2A004,Ajaccio,20000\n",
    );
    expect(response.json()).toEqual({ result: "OK", table: "communes", rows: 3 });
    expect((await get("/ws/communedept/971"))[0]).toMatchObject({ insee: "97101", dept: "971" });
    expect((await get("/ws/communedept/2A"))[0]).toMatchObject({ insee: "2A004", dept: "2A" });
    expect(await get("/ws/commune/31400")).toEqual([
      { value: "Toulouse", label: "Toulouse", insee: "31555", name: "Toulouse", zip: "31400", dept: "31" },
    ]);
  });
});
