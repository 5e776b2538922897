import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { lookupDb } from "../seeds/lookup-db.ts";
import { loadLookupLabels } from "./lookup-labels.ts";

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
      .values({ type: "AM", enum: "MS QX", description: "MS Test Systems" })
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
  });

  it("knows nothing of codes under another parameter, unknown lookups or codes not asked for", async () => {
    const en = await loadLookupLabels(t.app.db, pairs, "en");
    expect(en("iformformations/PG_DIP", "MS QX")).toBeUndefined();
    expect(en("unknown/1", "A")).toBeUndefined();
    expect(en("pays", "QXX")).toBeUndefined();
  });
});
