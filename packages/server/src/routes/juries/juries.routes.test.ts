import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { seedJury } from "../workflow/workflow-test-kit.ts";

describe("/ws/admin/juries", () => {
  let t: TestApp;
  let boss: BuiltUser;
  let ada: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await buildAdmin(t.app);
    ada = await buildCandidate(t.app);
    await seedJury(t.app, { id: "TEST_JURY_A", published: true, type: "MSC", code: "TEST MAE" });
    await seedJury(t.app, { id: "TEST_JURY_B", type: "AM", code: "TEST SAS" });
  });
  afterAll(async () => t.close());

  it("lists every jury with its flags and formations to an administrator", async () => {
    const res = await call(t.app, { url: "/ws/admin/juries", token: boss.token });
    expect(res.statusCode).toBe(200);
    const { result, juries } = res.json();
    expect(result).toBe("OK");
    expect(juries.find((j: { id_jury: string }) => j.id_jury === "TEST_JURY_A")).toEqual({
      id_jury: "TEST_JURY_A",
      label: "Jury TEST_JURY_A",
      resultats_publies: true,
      resultats_brs_publies: false,
      formations: [{ type: "MSC", enum: "TEST MAE", description: "MSc in Aerospace Engineering" }],
      counts: { O: 0, N: 0, L: 0, R: 0, C: 0, "-": 0, undecided: 0, total: 0 },
      lastPublication: null,
    });
    const ids = juries.map((j: { id_jury: string }) => j.id_jury);
    expect(ids).toEqual([...ids].sort());
  });

  it("names the juries and their programmes in the reader's language, codes unchanged", async () => {
    const french = await call(t.app, {
      url: "/ws/admin/juries",
      token: boss.token,
      headers: { "accept-language": "fr" },
    });
    const juries: { id_jury: string; label: string; formations: { enum: string; description: string }[] }[] =
      french.json().juries;
    const msc = juries.find((j) => j.id_jury === "JURY_MSC")!;
    expect(msc.label).toBe("Jury des Masters of Science");
    expect(msc.formations.find((f) => f.enum === "MAE")?.description).toBe("MSc en ingénierie aérospatiale");
    const english = await call(t.app, { url: "/ws/admin/juries", token: boss.token });
    const mscEn = english.json().juries.find((j: { id_jury: string }) => j.id_jury === "JURY_MSC");
    expect(mscEn.label).toBe("Jury of the Master of Science programmes");
  });

  it("sets only the flags given and answers the jury", async () => {
    const res = await call(t.app, {
      method: "PUT",
      url: "/ws/admin/juries/TEST_JURY_B",
      token: boss.token,
      payload: { resultats_brs_publies: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().jury).toMatchObject({
      id_jury: "TEST_JURY_B",
      resultats_publies: false,
      resultats_brs_publies: true,
    });
    const row = await t.app.db
      .selectFrom("juries")
      .selectAll()
      .where("id_jury", "=", "TEST_JURY_B")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ resultats_publies: false, resultats_brs_publies: true });
  });

  it("refuses candidates (403 Not allowed) and anonymous callers (401), and changes nothing", async () => {
    const list = await call(t.app, { url: "/ws/admin/juries", token: ada.token });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ result: "Not allowed" });
    const put = await call(t.app, {
      method: "PUT",
      url: "/ws/admin/juries/TEST_JURY_A",
      token: ada.token,
      payload: { resultats_publies: false },
    });
    expect(put.statusCode).toBe(403);
    const anonymous = await call(t.app, { method: "PUT", url: "/ws/admin/juries/TEST_JURY_A", payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const row = await t.app.db
      .selectFrom("juries")
      .select("resultats_publies")
      .where("id_jury", "=", "TEST_JURY_A")
      .executeTakeFirstOrThrow();
    expect(row.resultats_publies).toBe(true);
  });

  it("answers 404 for an unknown jury 400 for a flag that is not a boolean, and ignores other properties", async () => {
    const unknown = await call(t.app, {
      method: "PUT",
      url: "/ws/admin/juries/NOPE",
      token: boss.token,
      payload: { resultats_publies: true },
    });
    expect(unknown.statusCode).toBe(404);
    const notBoolean = await call(t.app, {
      method: "PUT",
      url: "/ws/admin/juries/TEST_JURY_A",
      token: boss.token,
      payload: { resultats_publies: "maybe" },
    });
    expect(notBoolean.statusCode).toBe(400);
    // Other properties are dropped by the body schema: the label cannot be changed here.
    const other = await call(t.app, {
      method: "PUT",
      url: "/ws/admin/juries/TEST_JURY_A",
      token: boss.token,
      payload: { label: "Renamed" },
    });
    expect(other.json().jury).toMatchObject({ label: "Jury TEST_JURY_A", resultats_publies: true });
  });
});
