import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { lookupDb } from "./lookup-db.ts";
import { seedLookups } from "./seeder.ts";

describe("lookup seeds", () => {
  let t: TestApp;
  const count = async (table: "countries" | "communes" | "juries" | "formations" | "schools") => {
    const row = await lookupDb(t.app.db)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("fills the small tables at start-up but leaves the communes to real servers (NODE_ENV=test)", async () => {
    expect(process.env.NODE_ENV).toBe("test");
    expect(await count("countries")).toBe(250);
    expect(await count("juries")).toBe(4);
    expect(await count("formations")).toBe(10);
    expect(await count("schools")).toBe(8);
    expect(await count("communes")).toBe(0);
  });

  it("seeds the communes, then does nothing on the next run", async () => {
    const seeded = await seedLookups(t.app.db, { communes: true });
    expect(seeded.map((s) => [s.table, s.rows])).toEqual([["communes", 35684]]);
    expect(await count("communes")).toBe(35684);
    const toulouse = await t.app.db.selectFrom("communes").selectAll().where("zip", "=", "31400").execute();
    expect(toulouse).toEqual([{ insee: "31555", name: "Toulouse", zip: "31400", dept: "31" }]);
    const overseas = await t.app.db
      .selectFrom("communes")
      .select("dept")
      .where("insee", "=", "97101")
      .execute();
    expect(overseas).toEqual([{ dept: "971" }]);
    const corsica = await t.app.db
      .selectFrom("communes")
      .select("dept")
      .where("insee", "=", "2A004")
      .execute();
    expect(corsica[0]).toEqual({ dept: "2A" });
    expect(await seedLookups(t.app.db, { communes: true })).toEqual([]);
  });

  it("never overwrites a table that has rows, and drops references to juries that are gone", async () => {
    const db = t.app.db;
    await db.deleteFrom("formations").execute();
    await db.deleteFrom("juries").execute();
    await db.insertInto("juries").values({ id_jury: "JURY_AM", label: "Our own jury" }).execute();
    const seeded = await seedLookups(db, { communes: false });
    expect(seeded.map((s) => s.table)).toEqual(["formations"]);
    expect(await db.selectFrom("juries").select("label").execute()).toEqual([{ label: "Our own jury" }]);
    const sas = await db.selectFrom("formations").selectAll().where("enum", "=", "MS SAS").executeTakeFirst();
    expect(sas?.id_jury).toBe("JURY_AM");
    const mae = await db.selectFrom("formations").selectAll().where("enum", "=", "MAE").executeTakeFirst();
    expect(mae).toMatchObject({ type: "MSC", description: "MSc in Aerospace Engineering", id_jury: null });
  });
});
