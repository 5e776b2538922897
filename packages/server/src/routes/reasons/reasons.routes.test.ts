import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";

describe("/ws/admin/reasons", () => {
  let t: TestApp;
  let admin: BuiltUser;
  let reviewer: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    reviewer = await buildReviewer(t.app, []);
  });
  afterAll(async () => t.close());

  const list = async (token: string) =>
    (await call(t.app, { url: "/ws/admin/reasons?kind=document", token })).json().reasons as {
      id: number;
      code: string;
      archived: boolean;
      labelFr: string;
    }[];

  it("lets an administrator add, rename and archive a reason; archived ones stay listed, flagged", async () => {
    const added = await call(t.app, {
      method: "POST",
      url: "/ws/admin/reasons",
      token: admin.token,
      payload: { kind: "document", code: "unsigned", labelEn: "Not signed", labelFr: "Non signé" },
    });
    expect(added.statusCode).toBe(201);
    const { id, position } = added.json().reason;
    expect(position).toBeGreaterThan(5);
    const patched = await call(t.app, {
      method: "PATCH",
      url: `/ws/admin/reasons/${id}`,
      token: admin.token,
      payload: { labelFr: "Pas signé", archived: true },
    });
    expect(patched.json().reason).toMatchObject({ code: "unsigned", labelFr: "Pas signé", archived: true });
    expect((await list(reviewer.token)).find((r) => r.code === "unsigned")).toMatchObject({ archived: true });
  });

  it("refuses a reviewer's changes, a taken code and a bad code", async () => {
    const body = { kind: "document", code: "illegible", labelEn: "x", labelFr: "y" };
    const byReviewer = await call(t.app, {
      method: "POST",
      url: "/ws/admin/reasons",
      token: reviewer.token,
      payload: body,
    });
    expect(byReviewer.statusCode).toBe(403);
    const taken = await call(t.app, {
      method: "POST",
      url: "/ws/admin/reasons",
      token: admin.token,
      payload: body,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toContain("illegible");
    const bad = await call(t.app, {
      method: "POST",
      url: "/ws/admin/reasons",
      token: admin.token,
      payload: { ...body, code: "Bad Code" },
      headers: { "accept-language": "fr" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("minuscules");
    const unknown = await call(t.app, {
      method: "PATCH",
      url: "/ws/admin/reasons/99999",
      token: admin.token,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });
});
