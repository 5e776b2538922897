import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { buildCandidate } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import type { Actor } from "../auth/sessions.ts";
import { AppError } from "../errors.ts";
import { findAnswerById, findOrCreateAnswer } from "../queries/answer-queries.ts";
import { InvalidTabError, saveAnswerTab } from "./answer-saver.ts";

describe("saveAnswerTab", () => {
  let t: TestApp;
  let actor: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await buildCandidate(t.app);
    actor = { userId: user.id, login: user.login, email: user.login, isAdmin: false };
  });
  afterAll(async () => t.close());

  const save = (
    answer: Awaited<ReturnType<typeof findOrCreateAnswer>>,
    version: number,
    values: Record<string, unknown>,
  ) =>
    t.app.db
      .transaction()
      .execute((trx) =>
        saveAnswerTab({ trx, actor, schema: candform, answer, tab: "choice", version, values }),
      );

  it("refuses with STALE_VERSION when the row changed after it was read, even if the client's version matched the read", async () => {
    const read = await findOrCreateAnswer(t.app.db, "candform", actor.login);
    await save(read, 1, { typeformation: "MSC", mscchoice: "MAE" });
    // `read` still says version 1: the UPDATE … WHERE version = 1 is what stops this overwrite.
    const err = await save(read, 1, { typeformation: "MSC", mscchoice: "ASO" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe("STALE_VERSION");
    const row = await findAnswerById(t.app.db, "candform", read.id);
    expect(row?.version).toBe(2);
    expect(row?.data.mscchoice).toBe("MAE");
  });

  it("writes nothing and keeps the version when the values change nothing", async () => {
    const read = (await findAnswerById(
      t.app.db,
      "candform",
      (await findOrCreateAnswer(t.app.db, "candform", actor.login)).id,
    ))!;
    const result = await save(read, read.version, {
      typeformation: read.data.typeformation,
      mscchoice: read.data.mscchoice,
    });
    expect(result.version).toBe(read.version);
    expect(result.changed).toEqual([]);
  });

  it("throws InvalidTabError with the engine's messages per field", async () => {
    const read = await findOrCreateAnswer(t.app.db, "candform", actor.login);
    const err = await save(read, read.version, { typeformation: "XYZ" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidTabError);
    expect((err as InvalidTabError).errors.typeformation).toEqual([{ code: "FIELD_ENUM", key: "form.enum" }]);
  });
});
