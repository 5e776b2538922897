import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { importLookupCsv } from "../commands/lookup-importer.ts";
import { refreshStaleApplicationFacts } from "./application-facts.ts";
import { findOrCreateAnswer } from "./answer-queries.ts";
import { changeAnswer } from "./answer-changes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const factsOf = (id: number) =>
  t.app.db.selectFrom("application_facts").selectAll().where("answer_id", "=", id).executeTakeFirst();

describe("application facts", () => {
  it("are written when an answer is created and kept in step with each change", async () => {
    const answer = await findOrCreateAnswer(t.app.db, t.app.config.formId, "facts@example.org");
    expect(await factsOf(answer.id)).toMatchObject({
      login: "facts@example.org",
      stage: "started",
      jury: null,
    });
    await changeAnswer(t.app.db, {
      answerId: answer.id,
      actorLogin: "facts@example.org",
      kind: "save",
      fields: ["typeformation", "mscchoice", "familyName"],
      data: { ...answer.data, typeformation: "MSC", mscchoice: "MAE", familyName: "Éloïse" },
    });
    expect(await factsOf(answer.id)).toMatchObject({
      jury: "JURY_MSC",
      family_name: "Éloïse",
      sort_name: "eloise",
    });
  });

  it("are filled at startup for answers written without them or under an older version", async () => {
    const [a, b] = await t.app.db
      .insertInto("answers")
      .values(
        ["bulk1@example.org", "bulk2@example.org"].map((login) => ({
          form_id: t.app.config.formId,
          login,
          data: JSON.stringify({ familyName: "Bulk", typeformation: "AM", fstchoice: "MS IEM" }),
        })),
      )
      .returning("id")
      .execute();
    expect(await factsOf(a.id)).toBeUndefined();
    expect(await refreshStaleApplicationFacts(t.app.db)).toBe(2);
    expect(await factsOf(b.id)).toMatchObject({ jury: "JURY_AM", typeformation: "AM" });
    await t.app.db
      .updateTable("application_facts")
      .set({ facts_version: 0, stage: "stale" })
      .where("answer_id", "=", a.id)
      .execute();
    expect(await refreshStaleApplicationFacts(t.app.db)).toBe(1);
    expect(await factsOf(a.id)).toMatchObject({ stage: "started" });
  });

  it("follow a formations import that moves a programme to another jury", async () => {
    const [answer] = await t.app.db
      .insertInto("answers")
      .values({
        form_id: t.app.config.formId,
        login: "moved@example.org",
        data: JSON.stringify({ typeformation: "PG_DIP", fstchoice: "PGD SPACE" }),
      })
      .returning("id")
      .execute();
    await refreshStaleApplicationFacts(t.app.db);
    expect((await factsOf(answer.id))?.jury).toBe("JURY_PG_DIP");
    const rows = await t.app.db
      .selectFrom("formations")
      .selectAll()
      .orderBy("type")
      .orderBy("enum")
      .execute();
    const csv = [
      "type,enum,description,id_jury",
      ...rows.map((r) =>
        [r.type, r.enum, r.description, r.enum === "PGD SPACE" ? "JURY_AM" : r.id_jury].join(","),
      ),
    ].join("\n");
    await t.app.db.transaction().execute((trx) => importLookupCsv({ trx, table: "formations", csv }));
    expect((await factsOf(answer.id))?.jury).toBe("JURY_AM");
  });
});
