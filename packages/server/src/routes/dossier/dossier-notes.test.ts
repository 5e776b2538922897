import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildReviewer } from "../../../test/factories.ts";
import { readableText } from "../../../test/security/response-text.ts";
import { buildDossierCast, type DossierCast } from "./dossier-test-kit.ts";

describe("GET/POST /ws/admin/answers/{id}/notes", () => {
  let t: TestApp;
  let cast: DossierCast;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await buildDossierCast(t.app);
  });
  afterAll(async () => t.close());

  const post = (token: string | undefined, body: unknown, id = cast.answerId, locale = "en") =>
    call(t.app, {
      method: "POST",
      url: `/ws/admin/answers/${id}/notes`,
      token,
      payload: body as object,
      headers: { "accept-language": locale },
    });
  const list = (token: string | undefined, id = cast.answerId) =>
    call(t.app, { url: `/ws/admin/answers/${id}/notes`, token });
  const noteCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom("answer_notes")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("stores a note trimmed and signed by its author, and lists the notes oldest first", async () => {
    const first = await post(cast.admin.token, { body: "  Strong profile; check the transcript.  " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      result: "OK",
      note: { author: cast.admin.login, body: "Strong profile; check the transcript." },
    });
    const second = await post(cast.reviewer.token, { body: "Transcript checked." });
    expect(second.statusCode).toBe(201);
    const res = await list(cast.reviewer.token);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: number; author: string; body: string; created: string }[];
    expect(items.map((n) => [n.author, n.body])).toEqual([
      [cast.admin.login, "Strong profile; check the transcript."],
      [cast.reviewer.login, "Transcript checked."],
    ]);
    expect(items[0]!.id).toBeLessThan(items[1]!.id);
    expect(Date.parse(items[1]!.created)).toBeGreaterThanOrEqual(Date.parse(items[0]!.created));
  });

  it("takes 5000 characters once trimmed and refuses an empty note or a longer one with a clear 400", async () => {
    const longest = `  ${"x".repeat(5000)}\n`;
    expect((await post(cast.admin.token, { body: longest })).statusCode).toBe(201);
    const before = await noteCount();
    const empty = await post(cast.admin.token, { body: " \n\t " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/note is empty/);
    const tooLong = await post(cast.admin.token, { body: "y".repeat(5001) }, cast.answerId, "fr");
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/5001 caractères, 5000 au plus/);
    for (const body of [{}, { note: "wrong name" }, { body: "z".repeat(20001) }]) {
      expect((await post(cast.admin.token, body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(await noteCount()).toBe(before);
  });

  it("refuses a reviewer of another jury, candidates and the anonymous caller, on reading and writing", async () => {
    const before = await noteCount();
    for (const [who, token, status] of [
      ["other jury's reviewer", cast.otherReviewer.token, 403],
      ["owner", cast.candidate.token, 403],
      ["other candidate", cast.otherCandidate.token, 403],
      ["anonymous", undefined, 401],
    ] as const) {
      const read = await list(token);
      expect(read.statusCode, who).toBe(status);
      expect(read.body, who).not.toContain("transcript");
      expect((await post(token, { body: "Sneaky note" })).statusCode, who).toBe(status);
    }
    expect((await post(cast.reviewer.token, { body: "?" }, 999999)).statusCode).toBe(403);
    expect((await post(cast.admin.token, { body: "?" }, 999999)).statusCode).toBe(404);
    expect(await noteCount()).toBe(before);
  });

  it("never shows a note to the candidate: own answer, data export, application file, answers listing", async () => {
    const secret = "Internalmarker7q note";
    expect((await post(cast.admin.token, { body: secret })).statusCode).toBe(201);
    const { candidate, admin } = cast;
    const responses = {
      answer: await call(t.app, {
        url: `/ws/form/candform/answer/${candidate.login}`,
        token: candidate.token,
      }),
      export: await call(t.app, { url: "/ws/account/export", token: candidate.token }),
      pdf: await call(t.app, {
        method: "POST",
        url: `/ws/report/application_file/${candidate.login}`,
        token: candidate.token,
        payload: {},
      }),
      // The staff's own views of the candidate's data carry no notes either (they have their route).
      adminExport: await call(t.app, {
        url: `/ws/admin/accounts/${candidate.login}/export`,
        token: admin.token,
      }),
      listing: await call(t.app, {
        url: "/ws/form/candform/answers?fields=familyName,typeformation",
        token: admin.token,
      }),
    };
    for (const [name, res] of Object.entries(responses)) {
      expect(res.statusCode, name).toBe(200);
      const text = (await readableText(res.rawPayload)) + JSON.stringify(res.headers);
      expect(text, name).not.toContain("Internalmarker7q");
    }
    // The export is read back, not just skimmed: it holds the candidate's own answer.
    expect(await readableText(responses.export.rawPayload)).toContain(candidate.login);
  });

  it("deletes an erased staff member's notes and keeps the others'", async () => {
    const leaving = await buildReviewer(t.app, [cast.juryId]);
    await post(leaving.token, { body: "Written by someone who leaves" });
    const res = await call(t.app, {
      method: "DELETE",
      url: `/ws/admin/accounts/${leaving.login}`,
      token: cast.admin.token,
    });
    expect(res.statusCode).toBe(200);
    const authors = (await list(cast.admin.token)).json().items.map((n: { author: string }) => n.author);
    expect(authors).not.toContain(leaving.login);
    expect(authors).toContain(cast.admin.login);
  });

  it("deletes the notes on an anonymised candidate's application, and the history's values", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: `/ws/admin/accounts/${cast.candidate.login}/anonymise`,
      token: cast.admin.token,
    });
    expect(res.statusCode).toBe(200);
    const notes = await t.app.db.selectFrom("answer_notes").where("answer_id", "=", cast.answerId).execute();
    expect(notes).toEqual([]);
    const events = await t.app.db
      .selectFrom("answer_events")
      .select(["kind", "changes"])
      .where("answer_id", "=", cast.answerId)
      .execute();
    expect(events.some((e) => e.kind === "save-tab")).toBe(true);
    expect(events.every((e) => e.changes === null)).toBe(true);
  });
});
