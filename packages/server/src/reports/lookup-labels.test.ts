import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { BAC_SPECIALITY_YEARS } from "@portal/domain/schema/candform/background";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { loadLookupSnapshot } from "../queries/lookup-cache.ts";
import { lookupDb } from "../seeds/lookup-db.ts";
import { loadLookupLabels } from "./lookup-labels.ts";
import { formatValue, resolveLookup } from "./report-values.ts";

describe("loadLookupLabels", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = lookupDb(t.app.db);
    await db
      .insertInto("countries")
      .values({ code: "QX", codeiso: "QXX", name_en: "Testland", name_fr: "Testlande", pays_ue: false })
      .execute();
    await db
      .insertInto("formations")
      .values({
        type: "AM",
        enum: "MS QX",
        description: "MS Test Systems",
        description_fr: "MS Systèmes de test",
      })
      .execute();
    await db
      .insertInto("communes")
      .values({ insee: "99901", name: "Testville", zip: "99999", dept: "99" })
      .execute();
    await db
      .insertInto("bac_specialities")
      .values({ year: 2023, code: "QXSPE", label: "Spécialité test", label_en: "Test speciality" })
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const pairs = [
    { path: "pays", code: "QX" },
    { path: "iformformations/AM", code: "MS QX" },
    { path: "iformformations/PG_DIP", code: "MS QX" },
    { path: "commune/99999", code: "Testville" },
    { path: "iformbac/2023", code: "QXSPE" },
    { path: "unknown/1", code: "A" },
  ];

  it("finds each code's label in the report's language", async () => {
    const en = await loadLookupLabels(t.app.db, pairs, "en");
    expect(en("pays", "QX")).toBe("Testland");
    expect(en("iformformations/AM", "MS QX")).toBe("MS Test Systems");
    expect(en("commune/99999", "Testville")).toBe("Testville");
    expect(en("iformbac/2023", "QXSPE")).toBe("Test speciality");
    const fr = await loadLookupLabels(t.app.db, pairs, "fr");
    expect(fr("pays", "QX")).toBe("Testlande");
    expect(fr("iformbac/2023", "QXSPE")).toBe("Spécialité test");
    expect(fr("iformformations/AM", "MS QX")).toBe("MS Systèmes de test");
  });

  // The specialities once came from fixed options that missed codes of the seeded table (EPPCS, LLCA):
  // what the form offers for a bac year must be what GET /ws/iformbac/{year} serves, labelled in reports.
  it("offers for each bac year the specialities of the server's table, and labels them in reports", async () => {
    for (const id of ["bacSpecialite1", "bacSpecialite2"]) {
      const field = candform.fields[id];
      for (const year of BAC_SPECIALITY_YEARS) {
        const path = resolveLookup(field.lookup ?? "", { bacAnnee: Number(year) });
        expect(path, id).toBe(`iformbac/${year}`);
        const served = (await t.app.inject({ method: "GET", url: `/ws/${path}` })).json() as {
          value: string;
          label: { en: string; fr: string };
        }[];
        expect(served.length, `${id} ${year}`).toBeGreaterThanOrEqual(12);
        const pairs = served.map((s) => ({ path, code: s.value }));
        for (const locale of ["en", "fr"] as const) {
          const label = await loadLookupLabels(t.app.db, pairs, locale);
          for (const s of served) {
            const shown = formatValue(field, s.value, { locale, lookupLabel: label }, path);
            expect(shown, `${id} ${year} ${s.value}`).toBe(s.label[locale]);
          }
        }
      }
    }
  });

  it("knows nothing of codes under another parameter, unknown lookups or codes not asked for", async () => {
    const en = await loadLookupLabels(t.app.db, pairs, "en");
    expect(en("iformformations/PG_DIP", "MS QX")).toBeUndefined();
    expect(en("unknown/1", "A")).toBeUndefined();
    expect(en("pays", "QXX")).toBeUndefined();
  });

  // Reports read countries and programmes from the lookups kept in memory (app.lookups): the labels
  // must be those of the tables, in each language, known and unknown codes alike.
  it("finds the same labels in the lookups kept in memory as in the tables", async () => {
    const snapshot = await loadLookupSnapshot(t.app.db);
    const asked = [
      ...pairs,
      { path: "pays", code: "QXX" },
      { path: "pays", code: "FR" },
      { path: "pays", code: "ZZ" },
      { path: "iformformations/AM", code: "NOPE" },
    ];
    for (const locale of ["en", "fr"] as const) {
      const fromTables = await loadLookupLabels(t.app.db, asked, locale);
      const fromMemory = await loadLookupLabels(t.app.db, asked, locale, snapshot);
      for (const { path, code } of asked)
        expect(fromMemory(path, code), `${locale} ${path} ${code}`).toBe(fromTables(path, code));
    }
    const fr = await loadLookupLabels(t.app.db, pairs, "fr", snapshot);
    expect(fr("pays", "QX")).toBe("Testlande");
    expect(fr("iformformations/AM", "MS QX")).toBe("MS Systèmes de test");
  });
});
