import { candform } from "@portal/domain/schema/candform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { uploadPhoto } from "../../../test/security/photo-upload.ts";
import { refreshApplicationFacts } from "../../queries/application-facts.ts";
import { seedAnswer, seedJury } from "../workflow/workflow-test-kit.ts";

/**
 * Issue #10: a reviewer reads the applications of their juries (the answer, its files, the PDF) and
 * nothing else; every other admin route stays with administrators; another jury's application
 * answers exactly like one that does not exist.
 */
describe("reviewer scope on the existing routes", () => {
  let t: TestApp;
  let victim: BuiltUser;
  let ownReviewer: BuiltUser;
  let otherReviewer: BuiltUser;
  let answerId: number;
  let fileName: string;
  beforeAll(async () => {
    t = await createTestApp();
    await buildAdmin(t.app);
    await seedJury(t.app, { id: "SCOPE_MSC", type: "MSC", code: "MAE" });
    await seedJury(t.app, { id: "SCOPE_AM", type: "AM", code: "SAS" });
    victim = await buildCandidate(t.app, { login: "scoped.victim@example.org" });
    answerId = await seedAnswer(t.app, victim, {
      typeformation: "MSC",
      mscchoice: "MAE",
      decisionadmission: "admitted",
    });
    fileName = (await uploadPhoto(t.app, victim.token, answerId, "photo.jpg")).generated_name;
    await refreshApplicationFacts(t.app.db, [answerId]);
    ownReviewer = await buildReviewer(t.app, ["SCOPE_MSC"]);
    otherReviewer = await buildReviewer(t.app, ["SCOPE_AM"]);
  });
  afterAll(async () => t.close());

  const readAnswer = (token: string, login = victim.login) =>
    call(t.app, { url: `/ws/form/candform/answer/${encodeURIComponent(login)}`, token });
  const readFile = (token: string) =>
    call(t.app, { url: `/ws/form/candform/answer/${answerId}/file/${fileName}`, token });
  const report = (token: string, login = victim.login) =>
    call(t.app, { method: "POST", url: `/ws/report/application_file/${login}`, token, payload: {} });

  it("lets a reviewer of the application's jury read it (read-only), its files and its PDF", async () => {
    const answer = await readAnswer(ownReviewer.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: answerId, login: victim.login });
    expect(answer.json().data).toMatchObject({ typeformation: "MSC", mscchoice: "MAE" });
    // Every tab is read-only to a reviewer: they never write candidate answers.
    expect(answer.json().readOnlyTabs).toEqual(candform.tabs.map((tab) => tab.id));
    const file = await readFile(ownReviewer.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    const pdf = await report(ownReviewer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
  });

  it("refuses a reviewer of another jury with the very answer given for an application that does not exist", async () => {
    const other = await readAnswer(otherReviewer.token);
    const nobody = await readAnswer(otherReviewer.token, "nobody.here@example.org");
    expect(other.statusCode).toBe(403);
    expect(other.body).toBe(nobody.body);
    expect(other.body).not.toContain(victim.login);
    const file = await readFile(otherReviewer.token);
    expect(file.statusCode).toBe(403);
    expect(file.body).not.toContain("JFIF");
    const missingAnswer = await call(t.app, {
      url: `/ws/form/candform/answer/99999999/file/${fileName}`,
      token: otherReviewer.token,
    });
    expect(file.body).toBe(missingAnswer.body);
    const pdf = await report(otherReviewer.token);
    expect(pdf.statusCode).toBe(403);
    expect(pdf.body).toBe((await report(otherReviewer.token, "nobody.here@example.org")).body);
  });

  it("follows the reviewer's juries as they change: removed from the jury, refused at once", async () => {
    await t.app.db.deleteFrom("staff_juries").where("user_id", "=", ownReviewer.id).execute();
    await t.app.db
      .insertInto("staff_juries")
      .values({ user_id: ownReviewer.id, id_jury: "SCOPE_AM" })
      .execute();
    // Written here, not through the staff route: forget the kept session as the route does (the
    // notification that tells every process arrives after the commit, not with it).
    t.app.sessions.forgetUser(ownReviewer.id);
    expect((await readAnswer(ownReviewer.token)).statusCode).toBe(403);
    await t.app.db
      .insertInto("staff_juries")
      .values({ user_id: ownReviewer.id, id_jury: "SCOPE_MSC" })
      .execute();
    t.app.sessions.forgetUser(ownReviewer.id);
    expect((await readAnswer(ownReviewer.token)).statusCode).toBe(200);
  });

  it("never lets even the right jury's reviewer write the application or use the other admin routes", async () => {
    const token = ownReviewer.token;
    const before = await t.app.db
      .selectFrom("answers")
      .select(["data", "version"])
      .where("id", "=", answerId)
      .executeTakeFirstOrThrow();
    const refused = [
      {
        method: "POST",
        url: `/ws/form/candform/answer/${answerId}`,
        payload: { tab: "choice", version: before.version, values: { mscchoice: "MAE" } },
      },
      { method: "PUT", url: `/ws/form/candform/answer/${answerId}/step/identity` },
      { method: "DELETE", url: `/ws/form/candform/answer/${answerId}/file/${fileName}` },
      { method: "PUT", url: `/ws/validateapplication/${victim.login}` },
      { method: "GET", url: "/ws/form/candform/answers" },
      { method: "PUT", url: "/ws/form/candform/labels", payload: { en: { "form.tabSaved": "x" } } },
      { method: "GET", url: "/ws/admin/juries" },
      { method: "PUT", url: "/ws/admin/juries/SCOPE_MSC", payload: { resultats_publies: true } },
      { method: "GET", url: "/ws/admin/lookups" },
      { method: "GET", url: `/ws/admin/accounts/${victim.login}/export` },
      { method: "POST", url: `/ws/admin/accounts/${victim.login}/anonymise` },
      { method: "GET", url: "/ws/admin/staff" },
    ] as const;
    for (const request of refused) {
      const res = await call(t.app, { ...request, token });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
    const after = await t.app.db
      .selectFrom("answers")
      .select(["data", "version"])
      .where("id", "=", answerId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect((await readFile(token)).statusCode).toBe(200);
  });
});
