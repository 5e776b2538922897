import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { call, createTestApp, type TestApp } from "../../test/harness.ts";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../test/factories.ts";
import { createAnswer } from "../../test/files-kit.ts";
import { realPdf, uploadFile } from "../../test/reports-kit.ts";
import { COMPRESSION_THRESHOLD } from "./compression.ts";

const BROWSER = { "accept-encoding": "gzip, deflate, br" };

/** The body as the browser reads it once it has undone the Content-Encoding. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): Buffer {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === "gzip") return zlib.gunzipSync(res.rawPayload);
  return res.rawPayload;
}

describe("compression of the answers", () => {
  let t: TestApp;
  let candidate: BuiltUser;
  let admin: BuiltUser;
  let answerId: number;
  let uploaded: string;
  let cv: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    candidate = await buildCandidate(t.app);
    admin = await buildAdmin(t.app);
    answerId = await createAnswer(
      t.app,
      candidate.login,
      completeApplication({ familyName: "Ndiaye", givenName: "Awa" }),
    );
    cv = await realPdf("RECEIPT", 1);
    uploaded = await uploadFile(t.app, {
      answerId,
      token: candidate.token,
      path: "proof_of_payment",
      filename: "receipt.pdf",
      content: cv,
    });
  });
  afterAll(async () => t.close());

  it("compresses a JSON answer above the threshold with brotli, and the browser reads the same JSON", async () => {
    const plain = await call(t.app, { url: "/ws/pays" });
    const res = await call(t.app, { url: "/ws/pays", headers: BROWSER });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(res).toString("utf8"))).toEqual(plain.json());
  });

  it("uses gzip for a client that accepts only gzip", async () => {
    const res = await call(t.app, { url: "/ws/pays", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decoded(res).toString("utf8"))).toEqual(
      (await call(t.app, { url: "/ws/pays" })).json(),
    );
  });

  it("leaves a JSON answer below the threshold as it is", async () => {
    const res = await call(t.app, { url: "/healthz", headers: BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("keeps the security headers on a compressed answer", async () => {
    const res = await call(t.app, {
      url: "/ws/form/candform/schema",
      headers: BROWSER,
      token: candidate.token,
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(String(res.headers["cache-control"])).toContain("no-store");
  });

  it("sends the application PDF and an uploaded file byte for byte, never re-encoded", async () => {
    const report = await call(t.app, {
      method: "POST",
      url: `/ws/report/application_file/${candidate.login}`,
      token: candidate.token,
      payload: {},
      headers: BROWSER,
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers["content-encoding"]).toBeUndefined();
    expect(report.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const file = await call(t.app, {
      url: `/ws/form/candform/answer/${answerId}/file/${uploaded}`,
      token: candidate.token,
      headers: BROWSER,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-encoding"]).toBeUndefined();
    expect(file.rawPayload.equals(cv)).toBe(true);
  });

  it("streams the CSV export compressed, to the same text, and leaves the XLSX export alone", async () => {
    const url = "/ws/admin/applications/export";
    const query = { format: "csv", columns: "login,familyName,givenName" };
    const plain = await call(t.app, { url, query, token: admin.token });
    const csv = await call(t.app, { url, query, token: admin.token, headers: BROWSER });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-encoding"]).toBe("br");
    expect(decoded(csv).toString("utf8")).toBe(plain.body);
    expect(decoded(csv).toString("utf8")).toContain("Ndiaye");
    const xlsx = await call(t.app, {
      url,
      query: { ...query, format: "xlsx" },
      token: admin.token,
      headers: BROWSER,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-encoding"]).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
  it("takes request bodies as sent: a compressed one is refused with 400, not inflated", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/form/candform/login",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: zlib.gzipSync(JSON.stringify({ login: candidate.login, password: "irrelevant" })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: "error", code: "FST_ERR_CTP_INVALID_JSON_BODY" });
  });
});
