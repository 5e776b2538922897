import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { changeAnswer } from "./answer-changes.ts";
import { findAnswerById, findOrCreateAnswer } from "./answer-queries.ts";

describe("changeAnswer", () => {
  let t: TestApp;
  let answerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    answerId = (await findOrCreateAnswer(t.app.db, candform.id, "chloe@example.org")).id;
  });
  afterAll(async () => t.close());

  const history = () =>
    t.app.db
      .selectFrom("answer_events")
      .select(["actor_login", "kind", "fields"])
      .where("answer_id", "=", answerId)
      .orderBy("id")
      .execute();

  it("writes the data with the next version and one history line", async () => {
    const before = (await findAnswerById(t.app.db, candform.id, answerId))!;
    const data = { ...before.data, familyName: "Durand" };
    const changed = await changeAnswer(t.app.db, {
      answerId,
      data,
      expectedVersion: before.version,
      actorLogin: "boss@example.org",
      kind: "save-tab",
      fields: ["familyName"],
    });
    expect(changed?.version).toBe(before.version + 1);
    const after = (await findAnswerById(t.app.db, candform.id, answerId))!;
    expect(after.data).toMatchObject({ familyName: "Durand" });
    expect(after.version).toBe(before.version + 1);
    expect((await history()).at(-1)).toEqual({
      actor_login: "boss@example.org",
      kind: "save-tab",
      fields: ["familyName"],
    });
  });

  it("writes nothing and answers undefined when the expected version is stale", async () => {
    const before = (await findAnswerById(t.app.db, candform.id, answerId))!;
    const lines = (await history()).length;
    const changed = await changeAnswer(t.app.db, {
      answerId,
      data: { familyName: "Stale" },
      expectedVersion: before.version - 1,
      actorLogin: "boss@example.org",
      kind: "save-tab",
      fields: ["familyName"],
    });
    expect(changed).toBeUndefined();
    expect(await findAnswerById(t.app.db, candform.id, answerId)).toEqual(before);
    expect(await history()).toHaveLength(lines);
  });

  it("without data, moves only the version", async () => {
    const before = (await findAnswerById(t.app.db, candform.id, answerId))!;
    const changed = await changeAnswer(t.app.db, {
      answerId,
      actorLogin: "chloe@example.org",
      kind: "file_deleted",
      fields: ["uploadPhoto"],
    });
    const after = (await findAnswerById(t.app.db, candform.id, answerId))!;
    expect(changed.version).toBe(before.version + 1);
    expect(after.data).toEqual(before.data);
  });
});
