import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { buildUser, type BuiltUser } from "../../test/factories.ts";
import { call, createTestApp, eventually, type TestApp } from "../../test/harness.ts";

// The four juries the seeds hold (formations refer to them), one of them renamed, and a new one.
const JURIES = [
  "id_jury,label,resultats_publies,resultats_brs_publies",
  "JURY_AM,Jury of the Advanced Masters,false,false",
  "JURY_ING,Jury of the engineering cycle,false,false",
  "JURY_MSC,Jury of the Masters of Science (renamed),false,false",
  "JURY_PG_DIP,Jury of the Postgraduate Diplomas,false,false",
  "JURY_CACHE,A jury the cache has not seen,false,false",
].join("\n");

const juryIds = async (app: FastifyInstance) =>
  (await app.lookups.get()).juryTables.juries.map((jury) => jury.id_jury);

const importJuries = (app: FastifyInstance, admin: BuiltUser) =>
  call(app, {
    method: "POST",
    url: "/ws/admin/lookups/juries",
    token: admin.token,
    headers: { "content-type": "text/csv" },
    payload: JURIES,
  });

describe("lookups kept in memory (issue #13)", () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.app, { admin: true });
  });
  afterAll(async () => t.close());

  it("serves the same snapshot until an import through the route, then the imported tables", async () => {
    const before = await t.app.lookups.get();
    expect(await t.app.lookups.get()).toBe(before);
    expect(before.juryTables.juries.map((j) => j.id_jury)).not.toContain("JURY_CACHE");
    expect(before.countryCodes.has("FR")).toBe(true);

    expect((await importJuries(t.app, admin)).statusCode).toBe(200);
    await eventually(async () => (await juryIds(t.app)).includes("JURY_CACHE"));
    const after = await t.app.lookups.get();
    expect(after.juryTables.juries.find((j) => j.id_jury === "JURY_MSC")?.label).toBe(
      "Jury of the Masters of Science (renamed)",
    );
  });

  it("forgets its copy when a jury's publication flags change in SQL, whoever runs it", async () => {
    await t.app.lookups.get();
    await t.app.db
      .updateTable("juries")
      .set({ resultats_publies: true })
      .where("id_jury", "=", "JURY_AM")
      .execute();
    await eventually(
      async () =>
        (await t.app.lookups.get()).juryTables.juries.find((j) => j.id_jury === "JURY_AM")
          ?.resultats_publies === true,
    );
  });
});

// Two processes on one PostgreSQL: an import through one invalidates the other's cache.
describe.runIf(process.env.DATABASE_URL)("lookups kept in memory by two servers on one database", () => {
  let t: TestApp;
  let other: FastifyInstance;
  let otherDir: string;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-test-"));
    other = await buildApp(
      loadConfig({ DATA_DIR: otherDir, LOG_LEVEL: "silent", DATABASE_URL: t.config.databaseUrl! }),
    );
    admin = await buildUser(t.app, { admin: true });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    fs.rmSync(otherDir, { recursive: true, force: true });
  });

  it("an import through one server invalidates the other's cache", async () => {
    const kept = await other.lookups.get();
    expect(await other.lookups.get()).toBe(kept);
    expect(await juryIds(other)).not.toContain("JURY_CACHE");
    expect((await importJuries(t.app, admin)).statusCode).toBe(200);
    await eventually(async () => (await juryIds(other)).includes("JURY_CACHE"));
  });
});
