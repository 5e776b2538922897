import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { openAnswer, patchStoredAnswer } from "../../../test/answers-kit.ts";

describe("GET /ws/form/candform/schema", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 401 {"result":"Not allowed"} without a session or with an unknown token', async () => {
    for (const token of [undefined, "not-a-session"]) {
      const res = await call(t.app, { url: "/ws/form/candform/schema", token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ result: "Not allowed", code: "NOT_ALLOWED" });
    }
  });

  it("gives a candidate the candform schema, nothing read-only yet, not in admin mode", async () => {
    const ada = await buildCandidate(t.app);
    const res = await call(t.app, { url: "/ws/form/candform/schema", token: ada.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: "OK", readOnlyTabs: [], admin: false, login: ada.login });
    expect(body.schema.id).toBe("candform");
    expect(body.schema.tabs.map((tab: { id: string }) => tab.id)).toContain("registration_docs");
    expect(body.schema.fields.typeformation.readOnly).toBeUndefined();
  });

  it("marks the application tabs read-only once the candidate's application is validated", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    await patchStoredAnswer(t.app, answer.id, { candidat_validation: "O" });
    const body = (await call(t.app, { url: "/ws/form/candform/schema", token: ada.token })).json();
    expect(body.readOnlyTabs).toContain("choice");
    expect(body.readOnlyTabs).not.toContain("bourses");
    expect(body.schema.fields.typeformation.readOnly).toBe(true);
  });

  it("tells an administrator the form runs in admin mode", async () => {
    const admin = await buildAdmin(t.app);
    const body = (await call(t.app, { url: "/ws/form/candform/schema", token: admin.token })).json();
    expect(body).toMatchObject({ result: "OK", admin: true, readOnlyTabs: [] });
  });
});

describe("/ws/form/candform/labels", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const put = (token: string | undefined, payload: Record<string, unknown>) =>
    call(t.app, { method: "PUT", url: "/ws/form/candform/labels", token, payload });

  it("serves the overrides to anyone, empty at first", async () => {
    const res = await call(t.app, { url: "/ws/form/candform/labels" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: "OK", en: {}, fr: {} });
  });

  it("lets an administrator set and remove overrides of catalogue keys", async () => {
    const admin = await buildAdmin(t.app);
    const set = await put(admin.token, {
      en: { "form.tabSaved": "{{tab}} saved." },
      fr: { "form.tabSaved": "{{tab}} enregistré." },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      result: "OK",
      en: { "form.tabSaved": "{{tab}} saved." },
      fr: { "form.tabSaved": "{{tab}} enregistré." },
    });
    const removed = await put(admin.token, { fr: { "form.tabSaved": null } });
    expect(removed.json()).toEqual({ result: "OK", en: { "form.tabSaved": "{{tab}} saved." }, fr: {} });
    const read = await call(t.app, { url: "/ws/form/candform/labels" });
    expect(read.json()).toEqual({ result: "OK", en: { "form.tabSaved": "{{tab}} saved." }, fr: {} });
  });

  it("refuses keys that are not in the catalogues, and changes nothing", async () => {
    const admin = await buildAdmin(t.app);
    const before = (await call(t.app, { url: "/ws/form/candform/labels" })).json();
    const res = await put(admin.token, { en: { "form.required": "required", "no.such.key": "x" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      result: "error",
      code: "VALIDATION",
      message: "The request is not valid: unknown label keys: en:no.such.key",
    });
    expect((await call(t.app, { url: "/ws/form/candform/labels" })).json()).toEqual(before);
    // Only en and fr exist: another locale is dropped by the body schema, so nothing is stored for it.
    const other = await put(admin.token, { de: { "form.required": "x" } });
    expect(other.json()).toEqual(before);
  });

  // Regression: `key in catalogue` accepted the keys every object inherits.
  it("refuses keys inherited from Object.prototype (toString, constructor…)", async () => {
    const admin = await buildAdmin(t.app);
    const before = (await call(t.app, { url: "/ws/form/candform/labels" })).json();
    for (const key of ["toString", "constructor", "hasOwnProperty", "valueOf", "isPrototypeOf"]) {
      const res = await put(admin.token, { fr: { [key]: "x" } });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toContain(`unknown label keys: fr:${key}`);
    }
    expect((await call(t.app, { url: "/ws/form/candform/labels" })).json()).toEqual(before);
  });

  it("refuses candidates (403) and callers without a session (401)", async () => {
    const ada = await buildCandidate(t.app);
    const res = await put(ada.token, { en: { "form.required": "x" } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: "Not allowed" });
    expect((await put(undefined, { en: { "form.required": "x" } })).statusCode).toBe(401);
    expect((await call(t.app, { url: "/ws/form/candform/labels" })).json().en).not.toHaveProperty(
      "form.required",
    );
  });
});

describe("OpenAPI document of the form and answers calls", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("documents every path, and the save body as { tab, version, values }", async () => {
    const doc = (await t.app.inject({ url: "/ws/openapi.json" })).json();
    for (const p of [
      "/ws/form/candform/schema",
      "/ws/form/candform/labels",
      "/ws/form/candform/answer/{login}",
      "/ws/form/candform/answer/{answerid}",
      "/ws/form/candform/answer/{answerid}/step/{step}",
      "/ws/form/candform/answers",
    ])
      expect(Object.keys(doc.paths), p).toContain(p);
    const body =
      doc.paths["/ws/form/candform/answer/{answerid}"].post.requestBody.content["application/json"].schema;
    expect(body.required.sort()).toEqual(["tab", "values", "version"]);
  });
});
