import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { openAnswer, patchStoredAnswer } from "../../../test/answers-kit.ts";

describe("GET /ws/form/candform/answers", () => {
  let t: TestApp;
  let admin: BuiltUser;
  let candidate: BuiltUser;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    for (let i = 0; i < 7; i++) {
      candidate = await buildCandidate(t.app, { login: `cand${i}@example.org` });
      const answer = await openAnswer(t.app, candidate);
      await patchStoredAnswer(t.app, answer.id, { familyName: `Family${i}` });
      ids.push(answer.id);
    }
    // Two answers saved in the same microsecond: the keyset must still neither skip nor repeat them.
    await t.app.db
      .updateTable("answers")
      .set({ updated_at: new Date("2025-03-01T10:00:00.123Z") })
      .where("id", "in", [ids[2], ids[3]])
      .execute();
  });
  afterAll(async () => t.close());

  const list = (query: string, user: BuiltUser | null = admin) =>
    call(t.app, { url: `/ws/form/candform/answers${query}`, token: user?.token });

  it("refuses candidates with 403 Not allowed and callers without a session with 401", async () => {
    const res = await list("", candidate);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: "Not allowed", code: "FORBIDDEN" });
    expect((await list("", null)).statusCode).toBe(401);
  });

  it("lists last modified first with the default columns (created, updated) and the total", async () => {
    const res = await list("");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe("OK");
    expect(body.total).toBe(7);
    expect(body.nextCursor).toBeNull();
    expect(body.items).toHaveLength(7);
    expect(Object.keys(body.items[0]).sort()).toEqual(["created", "fields", "id", "login", "updated"]);
    expect(body.items[0].fields).toEqual({});
    const times = body.items.map((i: { updated: string }) => Date.parse(i.updated));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.items.at(-1).id).toBe(ids[2]);
    expect(body.items.at(-2).id).toBe(ids[3]);
  });

  it("pages with a cursor, every answer once, in the same order as one long page", async () => {
    const all = (await list("?limit=100")).json().items.map((i: { id: number }) => i.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      const body = res.json();
      expect(body.total).toBe(7);
      seen.push(...body.items.map((i: { id: number }) => i.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
    expect(new Set(seen)).toEqual(new Set(ids));
  });

  it("returns the requested fields, null when unset", async () => {
    const res = await list("?fields=familyName,campaign_year,typeformation&limit=1");
    const [item] = res.json().items;
    expect(item.fields).toEqual({ familyName: "Family6", campaign_year: 2025, typeformation: null });
    expect(item.login).toBe("cand6@example.org");
  });

  it("filters by part of a login or name, % and _ taken literally", async () => {
    const byName = (await list("?q=family4")).json();
    expect(byName.total).toBe(1);
    expect(byName.items[0].login).toBe("cand4@example.org");
    expect((await list("?q=cand")).json().total).toBe(7);
    expect((await list("?q=%25")).json().total).toBe(0);
  });

  it("refuses unknown fields, a forged cursor and a limit out of range with 400", async () => {
    const unknown = await list("?fields=familyName,password_hash");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("The request is not valid: unknown fields: password_hash");
    expect((await list("?cursor=garbage")).statusCode).toBe(400);
    expect((await list("?limit=0")).statusCode).toBe(400);
    expect((await list("?limit=501")).statusCode).toBe(400);
  });
});
