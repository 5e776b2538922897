import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { seedLookups } from "../../seeds/seeder.ts";

describe("public lookups (SPEC §7)", () => {
  let t: TestApp;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: "GET", url, headers });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  };
  const values = (list: { value: string }[]) => list.map((item) => item.value);
  beforeAll(async () => {
    t = await createTestApp();
    await seedLookups(t.app.db, { communes: true });
  });
  afterAll(async () => t.close());

  describe("GET /ws/pays", () => {
    it("lists every country without a session, France with its French name and EU membership", async () => {
      const { status, body } = await get("/ws/pays");
      expect(status).toBe(200);
      expect(body).toHaveLength(250);
      expect(body.find((c: { code: string }) => c.code === "FR")).toEqual({
        value: "FR",
        label: { en: "France", fr: "France" },
        code: "FR",
        codeiso: "FRA",
        name_en: "France",
        name_fr: "France",
        pays_ue: true,
      });
      expect(body.find((c: { code: string }) => c.code === "GB")).toMatchObject({
        name_fr: "Royaume-Uni",
        pays_ue: false,
      });
      expect(body.filter((c: { pays_ue: boolean }) => c.pays_ue)).toHaveLength(27);
    });

    it("sorts by the name in the caller's language", async () => {
      const en = values((await get("/ws/pays")).body);
      const fr = values((await get("/ws/pays", { "accept-language": "fr-FR,fr;q=0.9" })).body);
      expect(en.indexOf("GE")).toBeLessThan(en.indexOf("DE")); // Georgia, Germany
      expect(fr.indexOf("DE")).toBeLessThan(fr.indexOf("GE")); // Allemagne, Géorgie
    });

    it("may be cached for five minutes: publicly, or privately when it sets the anti-forgery cookie", async () => {
      const first = await get("/ws/pays");
      expect(first.headers["cache-control"]).toBe("private, max-age=300");
      expect(first.headers.vary).toContain("Accept-Language");
      const again = await t.app.inject({ method: "GET", url: "/ws/jurys", cookies: { "XSRF-TOKEN": "x" } });
      expect(again.headers["cache-control"]).toBe("public, max-age=300");
    });
  });

  it("GET /ws/jurys lists the juries named in both languages, with their publication flags, results unpublished", async () => {
    const { body } = await get("/ws/jurys");
    expect(values(body)).toEqual(["JURY_AM", "JURY_ING", "JURY_MSC", "JURY_PG_DIP"]);
    expect(body[0]).toEqual({
      value: "JURY_AM",
      label: { en: "Jury of the Advanced Masters", fr: "Jury des Mastères Spécialisés" },
      id_jury: "JURY_AM",
      label_fr: "Jury des Mastères Spécialisés",
      resultats_publies: false,
      resultats_brs_publies: false,
    });
  });

  describe("GET /ws/iformformations/:type", () => {
    it("lists the advanced masters with the codes the rules use, named in both languages, each with its jury", async () => {
      const { body } = await get("/ws/iformformations/AM");
      expect(values(body)).toEqual(expect.arrayContaining(["MS IEM", "MS SAS", "MS SPA"]));
      expect(body.find((f: { value: string }) => f.value === "MS IEM")).toEqual({
        value: "MS IEM",
        label: {
          en: "MS IEM – Innovation and Entrepreneurship Management",
          fr: "MS IEM – Management de l'innovation et de l'entrepreneuriat",
        },
        type: "AM",
        enum: "MS IEM",
        description: "MS IEM – Innovation and Entrepreneurship Management",
        description_fr: "MS IEM – Management de l'innovation et de l'entrepreneuriat",
        id_jury: "JURY_AM",
      });
    });

    it("lists MSC, PG_DIP and ING programmes too", async () => {
      expect(values((await get("/ws/iformformations/MSC")).body)).toEqual(["ASO", "MAE"]);
      expect((await get("/ws/iformformations/PG_DIP")).body.length).toBeGreaterThan(0);
      expect(values((await get("/ws/iformformations/ING")).body)).toEqual(["ING"]);
    });

    it("answers 404 with a message for a type that is not a programme type", async () => {
      const { status, body } = await get("/ws/iformformations/XYZ");
      expect(status).toBe(404);
      expect(body).toEqual({
        result: "error",
        code: "NOT_FOUND",
        message: "“XYZ” is not a programme type: expected MSC, AM, PG_DIP or ING.",
      });
    });
  });

  describe("GET /ws/commune/:zip", () => {
    it("lists the communes of a postal code: 31400 is Toulouse", async () => {
      const { status, body } = await get("/ws/commune/31400");
      expect(status).toBe(200);
      expect(body).toEqual([
        { value: "Toulouse", label: "Toulouse", insee: "31555", name: "Toulouse", zip: "31400", dept: "31" },
      ]);
    });

    it("answers an empty list for a well-formed unknown code", async () => {
      expect(await get("/ws/commune/00000")).toMatchObject({ status: 200, body: [] });
    });

    it("answers 404 with a message, in the caller's language, for a malformed code", async () => {
      const en = await get("/ws/commune/3140");
      expect(en.status).toBe(404);
      expect(en.body.message).toBe("“3140” is not a French postal code: expected 5 digits, such as 31400.");
      const fr = await get("/ws/commune/31%20400", { "accept-language": "fr" });
      expect(fr.body.message).toBe(
        "«\u00a031 400\u00a0» n'est pas un code postal français\u00a0: 5 chiffres attendus, par exemple 31400.",
      );
    });
  });

  describe("GET /ws/communedept/:dept", () => {
    it("lists each commune of a department once, with its postal codes (Corsica: 2A)", async () => {
      const { body } = await get("/ws/communedept/2a");
      expect(body.find((c: { name: string }) => c.name === "Ajaccio")).toEqual({
        value: "2A004",
        label: "Ajaccio",
        insee: "2A004",
        name: "Ajaccio",
        dept: "2A",
        zips: ["20000", "20090", "20129", "20166", "20167"],
      });
      expect(body.length).toBeGreaterThan(100);
    });

    it("knows overseas departments by their 3 digits and refuses other shapes", async () => {
      const { body } = await get("/ws/communedept/971");
      expect(body.map((c: { name: string }) => c.name)).toContain("Les Abymes");
      expect(await get("/ws/communedept/20")).toMatchObject({ status: 200, body: [] });
      const bad = await get("/ws/communedept/3");
      expect(bad.status).toBe(404);
      expect(bad.body.message).toBe(
        "“3” is not a French department code: expected 2 digits, 2A or 2B, or 3 digits for overseas departments (971 to 978).",
      );
    });
  });

  describe("schools", () => {
    it("GET /ws/etablissements/:code lists the schools of a department or of a commune", async () => {
      const byDept = values((await get("/ws/etablissements/31")).body);
      expect(byDept).toEqual(["0310038Y", "0310036W"]); // Lycée Bellevue, Lycée Pierre-de-Fermat
      expect(values((await get("/ws/etablissements/31555")).body)).toEqual(byDept);
      expect((await get("/ws/etablissements/75105")).body[0]).toEqual({
        value: "0750699C",
        label: "Lycée Henri-IV",
        code: "0750699C",
        name: "Lycée Henri-IV",
        insee: "75105",
        dept: "75",
        city: "Paris",
        zip: "75005",
      });
      expect(await get("/ws/etablissements/2B")).toMatchObject({ status: 200, body: [] });
      const bad = await get("/ws/etablissements/7");
      expect(bad.status).toBe(404);
      expect(bad.body.message).toBe(
        "“7” is neither a department code (such as 31, 2A or 971) nor a commune INSEE code (such as 31555).",
      );
    });

    it("GET /ws/getfiliere/:code lists a school's tracks (code in any case)", async () => {
      const { body } = await get("/ws/getfiliere/0310036w");
      expect(values(body)).toEqual(["GENERALE", "CPGE_MPSI", "CPGE_PCSI"]); // by label
      expect(body.find((track: { value: string }) => track.value === "GENERALE")).toEqual({
        value: "GENERALE",
        label: "Baccalauréat général",
        code: "GENERALE",
        school_code: "0310036W",
      });
      expect(await get("/ws/getfiliere/0000000A")).toMatchObject({ status: 200, body: [] });
      expect((await get("/ws/getfiliere/ABC")).body.message).toBe(
        "“ABC” is not a school code (UAI): expected 7 digits and a letter, such as 0310036W.",
      );
    });

    it("GET /ws/getetablissement/:code/ville gives the town of a school, or nothing", async () => {
      expect((await get("/ws/getetablissement/0310038Y/ville")).body).toEqual([
        {
          value: "Toulouse",
          label: "Toulouse",
          city: "Toulouse",
          zip: "31400",
          insee: "31555",
          dept: "31",
          school: "0310038Y",
        },
      ]);
      expect((await get("/ws/getetablissement/0000000A/ville")).body).toEqual([]);
      expect((await get("/ws/getetablissement/12/ville")).status).toBe(404);
    });
  });

  it("GET /ws/institutions/:country lists a country's institutions; a malformed code is 404", async () => {
    const { body } = await get("/ws/institutions/fr");
    expect(values(body)).toContain("FR-ISAE");
    expect(body.find((i: { value: string }) => i.value === "FR-ISAE")).toEqual({
      value: "FR-ISAE",
      label: "ISAE-SUPAERO",
      code: "FR-ISAE",
      name: "ISAE-SUPAERO",
      country: "FR",
      city: "Toulouse",
    });
    expect(await get("/ws/institutions/ZZ")).toMatchObject({ status: 200, body: [] });
    expect((await get("/ws/institutions/FRA")).body.message).toBe(
      "“FRA” is not a country code: expected 2 letters (ISO 3166-1 alpha-2), such as FR.",
    );
  });

  describe("GET /ws/iformbac/:year", () => {
    it("lists the specialities of a bac year with English and French labels", async () => {
      const { body } = await get("/ws/iformbac/2021");
      expect(body).toHaveLength(12);
      expect(body.find((s: { value: string }) => s.value === "PC")).toEqual({
        value: "PC",
        label: { en: "Physics and chemistry", fr: "Physique-chimie" },
        year: 2021,
        code: "PC",
        libelle: "Physique-chimie",
        label_en: "Physics and chemistry",
      });
      expect(values((await get("/ws/iformbac/2025")).body)).toContain("EPPCS");
    });

    it("answers an empty list before the reform, and 404 for something that is not a year", async () => {
      expect(await get("/ws/iformbac/2019")).toMatchObject({ status: 200, body: [] });
      const bad = await get("/ws/iformbac/20x1");
      expect(bad.status).toBe(404);
      expect(bad.body.message).toBe("“20x1” is not a year: expected 4 digits, such as 2021.");
    });
  });
});
