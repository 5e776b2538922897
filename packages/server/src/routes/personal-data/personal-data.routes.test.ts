import crypto from "node:crypto";
import http from "node:http";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { ERASURE_COVERAGE } from "../../commands/account-remover.ts";
import { accountKey } from "../../auth/login-throttle.ts";
import { readOutbox } from "../../mail/outbox-files.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import { newGeneratedName } from "../../storage/file-store.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { EXPORTS_PER_HOUR } from "./personal-data.routes.ts";
import {
  buildSubjectWithData,
  isStored,
  readZip,
  tablesMentioning,
  type SubjectWithData,
} from "../../../test/personal-data-kit.ts";

/** The stored size of a subject's files. */
const bytesOf = (subject: SubjectWithData) => subject.files.reduce((sum, f) => sum + f.bytes.length, 0);

describe("personal data routes", () => {
  let t: TestApp;
  let admin: BuiltUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
  });
  afterAll(async () => t.close());

  it("knows what erasure does with every table of the database (a new table must be reviewed)", async () => {
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(t.app.db);
    const unreviewed = tables.rows.map((r) => r.table_name).filter((name) => !(name in ERASURE_COVERAGE));
    expect(unreviewed, "add these tables to ERASURE_COVERAGE in commands/account-remover.ts").toEqual([]);
  });

  describe("GET /ws/account/export", () => {
    it("gives the candidate one ZIP with their account, answer, history, mails and the bytes of their files", async () => {
      const subject = await buildSubjectWithData(t.app, { staffLogin: admin.login });
      const res = await call(t.app, { method: "GET", url: "/ws/account/export", token: subject.user.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/zip");
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename=my-data-\d{4}-\d\d-\d\d\.zip$/,
      );
      expect(res.headers["cache-control"]).toContain("no-store");
      const zip = await readZip(res.rawPayload);
      const account = JSON.parse(zip.get("account.json")!.toString());
      expect(account).toMatchObject({ login: subject.user.login, role: "candidate" });
      const answer = JSON.parse(zip.get(`answers/candform-${subject.answerId}.json`)!.toString());
      expect(answer.data.familyName).toBe(subject.marker);
      const history = JSON.parse(zip.get("history.json")!.toString());
      expect(history.map((e: { kind: string; by: string }) => [e.kind, e.by])).toEqual([
        ["create", "candidate"],
        ["save", "candidate"],
        ["decision", "staff"],
      ]);
      // The staff member's address is someone else's data.
      expect(zip.get("history.json")!.toString()).not.toContain(admin.login);
      expect(JSON.parse(zip.get("mails.json")!.toString())).toEqual([
        expect.objectContaining({ subject: "Your application" }),
      ]);
      expect(zip.get("files/uploadPhoto/my photo.png")).toEqual(subject.files[0]!.bytes);
      expect(zip.get("files/docs.0.doc_file/cv_été_.pdf")).toEqual(subject.files[1]!.bytes);
      const listed = JSON.parse(zip.get("files.json")!.toString());
      expect(listed).toHaveLength(2);
      expect(zip.get("application.pdf")!.subarray(0, 5).toString()).toBe("%PDF-");
      expect(zip.get("README.txt")!.toString()).toContain("Vos données personnelles");
    });

    it("lists a file whose bytes are lost as missing instead of failing", async () => {
      const subject = await buildSubjectWithData(t.app);
      await t.app.db
        .updateTable("files")
        .set({ generated_name: "0".repeat(32) })
        .where("generated_name", "=", subject.files[0]!.generatedName)
        .execute();
      const res = await call(t.app, { method: "GET", url: "/ws/account/export", token: subject.user.token });
      expect(res.statusCode).toBe(200);
      const listed = JSON.parse((await readZip(res.rawPayload)).get("files.json")!.toString());
      expect(listed.find((f: { field: string }) => f.field === "uploadPhoto")).toMatchObject({
        missing: true,
        path: null,
      });
    });

    it("refuses the anonymous caller with 401 and gives another candidate only their own data", async () => {
      const subject = await buildSubjectWithData(t.app);
      const anonymous = await call(t.app, { method: "GET", url: "/ws/account/export" });
      expect(anonymous.statusCode).toBe(401);
      const other = await buildCandidate(t.app);
      const res = await call(t.app, { method: "GET", url: "/ws/account/export", token: other.token });
      expect(res.statusCode).toBe(200);
      const zip = await readZip(res.rawPayload);
      expect([...zip.keys()].some((k) => k.startsWith("files/"))).toBe(false);
      for (const bytes of zip.values()) expect(bytes.toString("latin1")).not.toContain(subject.user.login);
    });
  });

  describe("GET /ws/account/export over HTTP", () => {
    it("streams a large export; a client leaving mid-download closes the stored files being read and the server stays up", async () => {
      const subject = await buildSubjectWithData(t.app);
      const store = fileStoreFor(t.app);
      for (let i = 1; i <= 3; i++) {
        const bytes = crypto.randomBytes(1024 * 1024);
        const name = newGeneratedName();
        await store.put(name, Readable.from([bytes]));
        await t.app.db
          .insertInto("files")
          .values({
            answer_id: subject.answerId,
            field_path: `docs.${i}.doc_file`,
            original_name: `scan-${i}.pdf`,
            generated_name: name,
            size: bytes.length,
            sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
            content_type: "application/pdf",
            uploaded_at: new Date(),
          })
          .execute();
      }
      const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const get = (leaveEarly: boolean) =>
        new Promise<number>((resolve, reject) => {
          const request = http.get(
            `${address}/ws/account/export`,
            { headers: { authorization: `Bearer ${subject.user.token}` } },
            (response) => {
              let received = 0;
              response.on("data", (chunk: Buffer) => {
                received += chunk.length;
                if (leaveEarly) {
                  request.destroy();
                  resolve(received);
                }
              });
              response.on("end", () => resolve(received));
            },
          );
          request.on("error", (error) => (leaveEarly ? resolve(0) : reject(error)));
        });
      expect(await get(false)).toBeGreaterThan(3 * 1024 * 1024);
      const opened: Readable[] = [];
      const read = store.get.bind(store);
      const spy = vi.spyOn(store, "get").mockImplementation(async (name) => {
        const stream = await read(name);
        opened.push(stream);
        return stream;
      });
      await get(true);
      await vi.waitFor(() => expect(opened.every((s) => s.destroyed || s.readableEnded)).toBe(true));
      spy.mockRestore();
      expect((await fetch(`${address}/healthz`)).status).toBe(200);
      expect(await get(false)).toBeGreaterThan(3 * 1024 * 1024);
    });
  });

  it(`refuses more than ${EXPORTS_PER_HOUR} exports an hour by one caller with 429 and a message`, async () => {
    const caller = await buildCandidate(t.app);
    await t.app.db
      .insertInto("rate_limits")
      .values({
        key: `export:account:${caller.login}`,
        window_start: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000),
        hits: EXPORTS_PER_HOUR,
      })
      .execute();
    const res = await call(t.app, { method: "GET", url: "/ws/account/export", token: caller.token });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(res.headers["retry-after"]).toBeDefined();
  });

  describe("GET /ws/admin/accounts/{login}/export", () => {
    it("gives an administrator a person's ZIP and refuses a candidate with 403", async () => {
      const subject = await buildSubjectWithData(t.app);
      const url = `/ws/admin/accounts/${encodeURIComponent(subject.user.login)}/export`;
      const res = await call(t.app, { method: "GET", url, token: admin.token });
      expect(res.statusCode).toBe(200);
      expect((await readZip(res.rawPayload)).get("files/uploadPhoto/my photo.png")).toEqual(
        subject.files[0]!.bytes,
      );
      const other = await buildCandidate(t.app);
      expect((await call(t.app, { method: "GET", url, token: other.token })).statusCode).toBe(403);
      expect((await call(t.app, { method: "GET", url, token: subject.user.token })).statusCode).toBe(403);
    });
  });

  describe("DELETE /ws/admin/accounts/{login}", () => {
    it("erases the account, answer, history, files and their bytes, mails and tokens, and records it without the login", async () => {
      const subject = await buildSubjectWithData(t.app);
      await t.app.mailWorker.drain();
      expect(readOutbox(t.config.dataDir).some((m) => m.to === subject.user.login)).toBe(true);
      const res = await call(t.app, {
        method: "DELETE",
        url: `/ws/admin/accounts/${encodeURIComponent(subject.user.login.toUpperCase())}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        result: "OK",
        accounts: 1,
        answers: 1,
        files: 2,
        bytes: bytesOf(subject),
      });
      expect(body.reference).toMatch(/^ER-[0-9a-f]{16}$/);
      expect(await tablesMentioning(t.app, subject.user.login)).toEqual([]);
      expect(await tablesMentioning(t.app, subject.marker)).toEqual([]);
      expect(await tablesMentioning(t.app, accountKey(subject.user.login))).toEqual([]);
      for (const table of ["sessions", "tokens", "known_devices"] as const) {
        const left = await t.app.db
          .selectFrom(table)
          .select("user_id")
          .where("user_id", "=", subject.user.id)
          .execute();
        expect([table, left]).toEqual([table, []]);
      }
      for (const file of subject.files) expect(await isStored(t.app, file.generatedName)).toBe(false);
      // The file outbox's .eml copy of their mail goes too.
      expect(readOutbox(t.config.dataDir).some((m) => m.to === subject.user.login)).toBe(false);
      const record = await t.app.db
        .selectFrom("erasures")
        .selectAll()
        .where("reference", "=", body.reference)
        .executeTakeFirstOrThrow();
      expect(record).toMatchObject({
        kind: "erased",
        performed_by: `admin#${admin.id}`,
        answers: 1,
        files: 2,
      });
      // The erased session no longer opens anything.
      const again = await call(t.app, {
        method: "GET",
        url: "/ws/account/export",
        token: subject.user.token,
      });
      expect(again.statusCode).toBe(401);
    });

    it("refuses a candidate with 403 and erases nothing", async () => {
      const subject = await buildSubjectWithData(t.app);
      const other = await buildCandidate(t.app);
      const url = `/ws/admin/accounts/${encodeURIComponent(subject.user.login)}`;
      expect((await call(t.app, { method: "DELETE", url, token: other.token })).statusCode).toBe(403);
      expect((await call(t.app, { method: "DELETE", url })).statusCode).toBe(401);
      expect(await tablesMentioning(t.app, subject.marker)).toEqual(["answers", "outbox"]);
      expect(await isStored(t.app, subject.files[0]!.generatedName)).toBe(true);
    });

    it("answers 404 for an unknown login and 409 for an administrator, with a message", async () => {
      const unknown = await call(t.app, {
        method: "DELETE",
        url: "/ws/admin/accounts/nobody%40example.org",
        token: admin.token,
      });
      expect(unknown.statusCode).toBe(404);
      const other = await buildAdmin(t.app);
      const res = await call(t.app, {
        method: "DELETE",
        url: `/ws/admin/accounts/${encodeURIComponent(other.login)}`,
        token: admin.token,
        headers: { "accept-language": "fr" },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: "ACCOUNT_IS_ADMIN",
        message: expect.stringContaining("administrateur"),
      });
    });
  });

  describe("POST /ws/admin/accounts/{login}/anonymise", () => {
    it("keeps programme, decision and dates under a placeholder, and removes personal values, files and the account", async () => {
      const subject = await buildSubjectWithData(t.app);
      const before = await t.app.db
        .selectFrom("answers")
        .select(["created_at", "updated_at"])
        .where("id", "=", subject.answerId)
        .executeTakeFirstOrThrow();
      const res = await call(t.app, {
        method: "POST",
        url: `/ws/admin/accounts/${encodeURIComponent(subject.user.login)}/anonymise`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ result: "OK", accounts: 1, answers: 1, files: 2 });
      expect(await tablesMentioning(t.app, subject.user.login)).toEqual([]);
      expect(await tablesMentioning(t.app, subject.marker)).toEqual([]);
      for (const file of subject.files) expect(await isStored(t.app, file.generatedName)).toBe(false);
      const answer = await t.app.db
        .selectFrom("answers")
        .selectAll()
        .where("id", "=", subject.answerId)
        .executeTakeFirstOrThrow();
      expect(answer.login).toMatch(/^anonymised-[0-9a-f]{16}$/);
      expect(answer.created_at).toEqual(before.created_at);
      expect(answer.updated_at).toEqual(before.updated_at);
      expect(answer.data).toMatchObject({
        typeformation: "MSC",
        mscchoice: "MSC-ASO",
        nationality: "FR",
        admis: "1",
        campaign_year: 2025,
        familyName: "",
        dateofbirth: "",
        uploadPhoto: "",
        heb_line: [{ acad_year: "", degree_and_date: "L3", institution: "" }],
        docs: [{ type_doc: "CV", doc_file: "" }],
      });
      expect(answer.data).not.toHaveProperty("unknownExtra");
      for (const value of [
        "ID123456789",
        "rue de la Paix",
        "referee@example.org",
        "Sabatier",
        "01/02/2000",
      ]) {
        expect(JSON.stringify(answer.data)).not.toContain(value);
      }
      const events = await t.app.db
        .selectFrom("answer_events")
        .select(["actor_login", "kind"])
        .where("answer_id", "=", subject.answerId)
        .execute();
      expect(events.map((e) => e.kind)).toEqual(["create", "save", "decision"]);
      expect(events[0]!.actor_login).toBe(answer.login);
    });

    it("refuses a candidate with 403", async () => {
      const subject = await buildSubjectWithData(t.app);
      const res = await call(t.app, {
        method: "POST",
        url: `/ws/admin/accounts/${encodeURIComponent(subject.user.login)}/anonymise`,
        token: subject.user.token,
      });
      expect(res.statusCode).toBe(403);
      expect(await tablesMentioning(t.app, subject.marker)).toEqual(["answers", "outbox"]);
    });
  });
});
