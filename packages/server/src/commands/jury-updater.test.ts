import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { removeAccounts } from "./account-remover.ts";
import { updateJuryFlags } from "./jury-updater.ts";

describe("updateJuryFlags", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.db
      .insertInto("juries")
      .values({
        id_jury: "AUDIT_JURY",
        label: "Audited jury",
        resultats_publies: false,
        resultats_brs_publies: true,
      })
      .execute();
  });
  afterAll(async () => t.close());

  const events = () =>
    t.app.db
      .selectFrom("jury_events")
      .select(["id_jury", "actor_login", "before", "after", "created_at"])
      .where("id_jury", "=", "AUDIT_JURY")
      .orderBy("id")
      .execute();

  it("sets the flag given and records one row: who, which jury, the flags before and after", async () => {
    await updateJuryFlags(t.app.db, {
      id: "AUDIT_JURY",
      changes: { resultats_publies: true },
      by: "boss@example.org",
      publicUrl: "http://portal.test",
    });
    const jury = await t.app.db
      .selectFrom("juries")
      .select(["resultats_publies", "resultats_brs_publies"])
      .where("id_jury", "=", "AUDIT_JURY")
      .executeTakeFirstOrThrow();
    expect(jury).toEqual({ resultats_publies: true, resultats_brs_publies: true });
    const rows = await events();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id_jury: "AUDIT_JURY",
      actor_login: "boss@example.org",
      before: { resultats_publies: false, resultats_brs_publies: true },
      after: { resultats_publies: true, resultats_brs_publies: true },
    });
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
  });

  it("records nothing when the flags already have the values given, or the jury is unknown", async () => {
    await updateJuryFlags(t.app.db, {
      id: "AUDIT_JURY",
      changes: { resultats_publies: true },
      by: "boss@example.org",
      publicUrl: "http://portal.test",
    });
    await updateJuryFlags(t.app.db, {
      id: "AUDIT_JURY",
      changes: {},
      by: "boss@example.org",
      publicUrl: "http://portal.test",
    });
    await updateJuryFlags(t.app.db, {
      id: "NO_SUCH_JURY",
      changes: { resultats_publies: true },
      by: "boss@example.org",
      publicUrl: "http://portal.test",
    });
    expect(await events()).toHaveLength(1);
    const unknown = await t.app.db
      .selectFrom("jury_events")
      .select("id")
      .where("id_jury", "=", "NO_SUCH_JURY")
      .execute();
    expect(unknown).toEqual([]);
  });

  it("forgets the rows of an erased login", async () => {
    await t.app.db.transaction().execute((trx) => removeAccounts(trx, ["boss@example.org"]));
    expect(await events()).toEqual([]);
  });
});
