import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildReviewer } from "../factories.ts";
import { call, createTestApp, type TestApp } from "../harness.ts";
import { matrixEntries } from "./access-matrix-entries.ts";
import { buildActors, urlOf } from "./matrix-actors.ts";
import { readableText } from "./response-text.ts";

/**
 * Blind review (issue #38): with the victim's programme set blind, a reviewer of the victim's jury
 * calls every operation of the access matrix, and no response (body, PDF or ZIP text, headers)
 * holds the candidate's name, login, date of birth, nationality's marker or photo. Some routes they
 * are refused (those addressed by the login); the dossier, its history and the workspace must answer,
 * without the identity.
 */
describe("blind review: every response of the access matrix to a blind reader", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("holds neither the candidate's name, login, birth date nor photo", async () => {
    const programme = "BLINDMSC";
    const birth = "17/03/1999";
    const actors = await buildActors(t.app, {
      typeformation: "MSC",
      mscchoice: programme,
      dateofbirth: birth,
      nationality: "XQ",
    });
    const { context } = actors;
    await t.app.db
      .insertInto("programme_settings")
      .values({ programme, blind_review: true })
      .onConflict((oc) => oc.columns(["campaign", "programme"]).doUpdateSet({ blind_review: true }))
      .execute();
    // A reader of the victim's jury with the victim on their queue; a new one when a route (the
    // log-out, an account's removal) ended the previous one's session.
    const newReader = async () => {
      const reader = await buildReviewer(t.app, [context.juryId]);
      await t.app.db
        .insertInto("review_assignments")
        .values({ answer_id: context.victim.answerId, reviewer_id: reader.id, assigned_by: "test" })
        .execute();
      return reader;
    };
    // Scored under the programme's sheet: their scores export (issue #38) names the application by number.
    const sheet = await t.app.db
      .insertInto("scoresheets")
      .values({
        programme,
        version: 1,
        criteria: JSON.stringify([
          {
            id: "merit",
            label: "Merit",
            weight: 1,
            levels: [0, 1].map((value) => ({ value, descriptor: `${value}` })),
          },
        ]),
        created_by: "test",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const scoredReader = async () => {
      const reader = await newReader();
      await t.app.db
        .insertInto("reviews")
        .values({
          answer_id: context.victim.answerId,
          reviewer_id: reader.id,
          scoresheet_id: sheet.id,
          scores: JSON.stringify({ merit: { value: 1, comment: null } }),
          status: "submitted",
          score: 100,
          submitted_at: new Date(),
        })
        .execute();
      return reader.token;
    };
    let token = await scoredReader();
    // The candidate's own words of their history: a change of their name, signed with their login.
    const secrets = [
      context.victim.login,
      actors.marker,
      birth,
      "1999-03-17",
      actors.photoName,
      actors.fileName,
    ];
    const answered = new Map<string, number>();
    const leaks: string[] = [];
    for (const entry of matrixEntries) {
      const request = entry.request?.(context) ?? {};
      const method = entry.operation.split(" ")[0]!;
      const send = () =>
        call(t.app, {
          method: method as "GET",
          url: urlOf(entry.operation, request.params, request.query),
          token,
          ...(request.raw
            ? { payload: request.raw.payload, headers: request.raw.headers }
            : request.body !== undefined
              ? { payload: request.body as object }
              : {}),
        });
      let res = await send();
      if (res.statusCode === 401) {
        token = await scoredReader();
        res = await send();
      }
      answered.set(entry.operation, res.statusCode);
      const body = (await readableText(res.rawPayload)) + JSON.stringify(res.headers);
      for (const secret of secrets)
        if (body.includes(secret)) leaks.push(`${entry.operation} (${res.statusCode}) holds ${secret}`);
      if (res.statusCode >= 500)
        leaks.push(`${entry.operation}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(leaks).toEqual([]);
    // Not a walk of refusals: the blind reader does read the application.
    expect(answered.get("GET /ws/admin/answers/{id}")).toBe(200);
    expect(answered.get("GET /ws/admin/answers/{id}/history")).toBe(200);
    expect(answered.get("GET /ws/admin/applications")).toBe(200);
    expect(answered.get("GET /ws/admin/applications/export")).toBe(200);
    expect(answered.get("GET /ws/admin/scores/export")).toBe(200);
    expect(answered.get("POST /ws/admin/applications/dossiers.zip")).toBe(200);
    // The candidate's own routes, addressed by the login, are refused with a reason.
    expect(answered.get("GET /ws/form/candform/answer/{login}")).toBe(403);
  }, 180_000);
});
