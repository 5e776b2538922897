import crypto from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../test/harness.ts";
import { openAnswer } from "../../test/answers-kit.ts";
import { multipart } from "../../test/files-kit.ts";

// Issue #8 item 2: these inputs answered 500 with a stack trace in the log (PostgreSQL refuses NUL in
// text and lone surrogates in jsonb). They are refused at the edge with 400, and nothing is written.
describe("input guard", () => {
  let t: TestApp;
  let ada: BuiltUser;
  let admin: BuiltUser;
  let answerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await buildCandidate(t.app);
    admin = await buildAdmin(t.app);
    answerId = (await openAnswer(t.app, ada)).id;
  });
  afterAll(async () => t.close());

  /** A digest of what a refused request must not change. */
  const digest = async () => {
    const parts: string[] = [];
    for (const table of ["users", "tokens", "answers", "answer_events", "files", "outbox"]) {
      const { rows } = await sql<{ d: string | null }>`
        select md5(string_agg(t::text, '|' order by t::text)) as d from ${sql.table(table)} t`.execute(
        t.app.db,
      );
      parts.push(rows[0]?.d ?? "");
    }
    return crypto.createHash("sha256").update(parts.join()).digest("hex");
  };

  const expectRefused = async (
    request: Parameters<typeof call>[1],
    code = "INPUT_CHARACTERS",
    mention?: RegExp,
  ) => {
    const before = await digest();
    const res = await call(t.app, request);
    expect(res.statusCode, `${request.method ?? "GET"} ${request.url}: ${res.body}`).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ result: "error", code });
    if (mention) expect(body.message).toMatch(mention);
    expect(await digest()).toBe(before);
    return body as { message: string };
  };

  const accountRoutes = ["login", "user/register", "user/askreset", "user/activate", "user/reset"];
  for (const route of accountRoutes) {
    it(`refuses a NUL character in the login on ${route}`, async () => {
      const payload = {
        login: "a\u0000b",
        user: "a\u0000b@example.org",
        password: "a long enough passphrase 42",
        token: "t".repeat(43),
      };
      await expectRefused({ method: "POST", url: `/ws/form/candform/${route}`, payload }, undefined, /NUL/);
    });
  }

  it("refuses a lone surrogate in the login, naming the field, in French when asked", async () => {
    const body = await expectRefused({
      method: "POST",
      url: "/ws/form/candform/login",
      headers: { "accept-language": "fr" },
      payload: { login: "a\ud800b", password: "x" },
    });
    expect(body.message).toContain("«\u00a0login\u00a0»");
  });

  it("refuses a tab value with a NUL character, naming the field", async () => {
    const body = await expectRefused({
      method: "POST",
      url: `/ws/form/candform/answer/${answerId}`,
      token: ada.token,
      payload: { tab: "personal", version: 1, values: { familyName: "a\u0000b" } },
    });
    expect(body.message).toContain("values.familyName");
  });

  it("refuses a tab value with a lone surrogate (high or low)", async () => {
    for (const value of ["\ud800", "x\udc00y"]) {
      await expectRefused({
        method: "POST",
        url: `/ws/form/candform/answer/${answerId}`,
        token: ada.token,
        payload: { tab: "personal", version: 1, values: { familyName: value } },
      });
    }
  });

  it("refuses a NUL character or a lone surrogate in a key of the body", async () => {
    await expectRefused({
      method: "POST",
      url: `/ws/form/candform/answer/${answerId}`,
      token: ada.token,
      payload: { tab: "personal", version: 1, values: { "family\u0000Name": "x", "\udfff": 1 } },
    });
  });

  it("refuses lone surrogates written as JSON escapes in the raw body", async () => {
    await expectRefused({
      method: "POST",
      url: `/ws/form/candform/answer/${answerId}`,
      token: ada.token,
      headers: { "content-type": "application/json" },
      payload: '{"tab":"personal","version":1,"values":{"familyName":"\\ud800"}}',
    });
  });

  it("refuses a body nested deeper than 32 levels, and a path parameter past the router's limit", async () => {
    let deep: unknown = "x";
    for (let i = 0; i < 40; i++) deep = [deep];
    await expectRefused(
      {
        method: "POST",
        url: `/ws/form/candform/answer/${answerId}`,
        token: ada.token,
        payload: { tab: "personal", version: 1, values: { familyName: deep } },
      },
      "INPUT_NESTING",
    );
    const long = await call(t.app, { url: `/ws/form/candform/answer/${"a".repeat(1001)}`, token: ada.token });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ result: "error", code: "PARAM_TOO_LONG" });
  });

  // Fastify's default maxParamLength (100) answered 414 to a candidate whose e-mail is longer.
  it("lets a candidate with a 196-character login read their answer", async () => {
    const login = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.org`;
    const long = await buildCandidate(t.app, { login });
    const res = await call(t.app, {
      url: `/ws/form/candform/answer/${encodeURIComponent(login)}`,
      token: long.token,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("accepts a real surrogate pair (an emoji) and other Unicode", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/form/candform/login",
      payload: { login: "😀é中@example.org", password: "x" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("LOGIN_FAILED");
  });

  it("refuses %00 in a path", async () => {
    await expectRefused({ url: "/ws/form/candform/answer/a%00b", token: ada.token }, undefined, /address/);
    await expectRefused({ url: "/ws/commune/3140%00" });
  });

  it("refuses %00 in a query string, naming the parameter", async () => {
    const body = await expectRefused({ url: "/ws/form/candform/answers?q=a%00b", token: admin.token });
    expect(body.message).toContain("“q”");
    await expectRefused({ url: "/pay?x=%00" });
  });

  it("refuses invalid percent-encoding in a path or a query string", async () => {
    await expectRefused({ url: "/ws/form/candform/answer/a%E0%A4%A", token: ada.token }, "INPUT_ENCODING");
    await expectRefused(
      { url: "/ws/form/candform/answers?q=%ED%A0%80", token: admin.token },
      "INPUT_ENCODING",
    );
    await expectRefused({ url: "/ws/form/candform/answers?q=%zz", token: admin.token }, "INPUT_ENCODING");
  });

  // Found by the fuzz suite's CSV exploration: a multipart file escapes the body check.
  it("refuses a NUL character in a CSV file imported as a body or as a multipart file", async () => {
    const csv = (await call(t.app, { url: "/ws/admin/lookups/juries.csv", token: admin.token })).body;
    const bad = csv.replace("Jury of the Advanced", "Ju\u0000ry of the Advanced");
    const url = "/ws/admin/lookups/juries";
    await expectRefused({
      method: "POST",
      url,
      token: admin.token,
      payload: bad,
      headers: { "content-type": "text/csv" },
    });
    const file = multipart([
      { name: "file", filename: "juries.csv", content: Buffer.from(bad), type: "text/csv" },
    ]);
    const body = await expectRefused({ method: "POST", url, token: admin.token, ...file });
    expect(body.message).toContain("juries.csv");
    expect((await call(t.app, { url: "/ws/admin/lookups/juries.csv", token: admin.token })).body).toBe(csv);
  });

  // Found by the fuzz suite (seed 7): Ajv coerces "1e309" to Infinity, which passes `integer` and
  // `maximum`, and PostgreSQL answered 500.
  it("refuses a number too large to be finite in a path parameter or a query value", async () => {
    const body = await expectRefused({ url: "/ws/iformbac/1e309" }, "INPUT_NUMBER");
    expect(body.message).toContain("“year”");
    await expectRefused({ url: "/ws/iformbac/-1e309" }, "INPUT_NUMBER");
    await expectRefused(
      { method: "PUT", url: "/ws/form/candform/answer/1e309/step/personal", token: ada.token },
      "INPUT_NUMBER",
    );
    await expectRefused({ url: "/ws/form/candform/answers?limit=1e309", token: admin.token }, "INPUT_NUMBER");
  });

  it("refuses a malformed listing cursor with 400, not 500", async () => {
    const cursors = [
      "WyIyMDIwIiwgMV0", // ["2020", 1]: parsed by Date.parse, refused by PostgreSQL
      Buffer.from(JSON.stringify(["2025-02-30 10:00:00+00", 1])).toString("base64url"),
      Buffer.from(JSON.stringify(["2025-03-01 10:00:00+99", 1])).toString("base64url"),
      Buffer.from(JSON.stringify(["2025-03-01 10:00:00+05:99", 1])).toString("base64url"),
      Buffer.from(JSON.stringify(["2025-03-01 10:00:00.123+00", 2 ** 31])).toString("base64url"),
      Buffer.from(JSON.stringify(["2025-03-01 10:00:00.123+00", -1])).toString("base64url"),
      Buffer.from(JSON.stringify({ 0: "x" })).toString("base64url"),
      "%%%",
    ];
    for (const cursor of cursors) {
      const res = await call(t.app, {
        url: `/ws/form/candform/answers?cursor=${encodeURIComponent(cursor)}`,
        token: admin.token,
      });
      expect(res.statusCode, `${cursor}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/cursor/);
    }
  });

  it("bounds every integer a request may carry (path, query, body) to PostgreSQL's integer", async () => {
    type Schema = { type?: string | string[]; maximum?: number; [key: string]: unknown };
    const unbounded: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== "object") return;
      const s = schema as Schema;
      const types = [s.type ?? []].flat();
      if (
        (types.includes("integer") || types.includes("number")) &&
        !(typeof s.maximum === "number" && s.maximum <= 2147483647)
      )
        unbounded.push(where);
      for (const [key, child] of Object.entries(s)) {
        if (key === "properties" && child && typeof child === "object")
          for (const [name, property] of Object.entries(child)) walk(property, `${where}.${name}`);
        else if (
          ["items", "additionalProperties", "anyOf", "oneOf", "allOf", "patternProperties"].includes(key)
        )
          for (const part of [child].flat()) walk(part, where);
      }
    };
    const doc = (await t.app.inject({ url: "/ws/openapi.json" })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string; schema: unknown }[];
            requestBody?: { content: Record<string, { schema: unknown }> };
          }
        >
      >;
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const p of op.parameters ?? [])
          walk(p.schema, `${method.toUpperCase()} ${path} ${p.in} ${p.name}`);
        for (const [type, content] of Object.entries(op.requestBody?.content ?? {}))
          walk(content.schema, `${method.toUpperCase()} ${path} body (${type})`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it("refuses ids past 2^31 in a path or a body with 400", async () => {
    for (const id of ["2147483648", "99999999999999999999"]) {
      const res = await call(t.app, {
        method: "PUT",
        url: `/ws/form/candform/answer/${id}/step/personal`,
        token: ada.token,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    await expectRefused(
      {
        method: "POST",
        url: `/ws/form/candform/answer/${answerId}`,
        token: ada.token,
        payload: { tab: "personal", version: 2 ** 31, values: {} },
      },
      "FST_ERR_VALIDATION",
    );
  });
});
