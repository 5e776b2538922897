import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { buildAdmin, buildCandidate } from "../../test/factories.ts";
import {
  buildSubjectWithData,
  isStored,
  tablesMentioning,
  type SubjectWithData,
} from "../../test/personal-data-kit.ts";
import { loadConfig } from "../config.ts";
import { fileStoreFor } from "../storage/file-store-for.ts";
import { parseYears, runPrivacyCommand } from "./privacy-cli.ts";

/** The stored size of a subject's files. */
const bytesOf = (subject: SubjectWithData) => subject.files.reduce((sum, f) => sum + f.bytes.length, 0);

describe("npm run admin -- erase | anonymise | purge", () => {
  let t: TestApp;
  const now = new Date("2026-06-01T12:00:00Z");
  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runPrivacyCommand(args, {
      db: t.app.db,
      store: fileStoreFor(t.app),
      dataDir: t.config.dataDir,
      retentionYears: 3,
      now,
      io: { out: (s) => out.push(s), err: (s) => err.push(s) },
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("takes the default retention from RETENTION_YEARS (3 unless set)", () => {
    expect(loadConfig({}).retentionYears).toBe(3);
    expect(loadConfig({ RETENTION_YEARS: "5" }).retentionYears).toBe(5);
    expect(() => loadConfig({ RETENTION_YEARS: "0" })).toThrow(
      "RETENTION_YEARS must be a whole number of years",
    );
  });

  it("reads --older-than as years", () => {
    expect([
      parseYears("3y"),
      parseYears("5"),
      parseYears("2 years"),
      parseYears("0y"),
      parseYears("3m"),
    ]).toEqual([3, 5, 2, null, null]);
  });

  describe("purge", () => {
    let old2021: SubjectWithData;
    let old2022: SubjectWithData;
    let recent: SubjectWithData;
    let reapplied: SubjectWithData;
    let oldAdminLogin: string;
    let idleLogin: string;

    beforeAll(async () => {
      old2021 = await buildSubjectWithData(t.app, { campaignYear: 2021, createdAt: new Date("2021-02-01") });
      old2022 = await buildSubjectWithData(t.app, { campaignYear: 2022, createdAt: new Date("2022-02-01") });
      recent = await buildSubjectWithData(t.app, { campaignYear: 2025, createdAt: new Date("2025-02-01") });
      // Declared 2021 (the form's constant was not moved on) but applied again in 2025: kept.
      reapplied = await buildSubjectWithData(t.app, {
        campaignYear: 2021,
        createdAt: new Date("2021-02-01"),
      });
      await t.app.db
        .updateTable("answers")
        .set({ updated_at: new Date("2025-04-01") })
        .where("id", "=", reapplied.answerId)
        .execute();
      // An account that never answered, created in 2020; an administrator created in 2019.
      const idle = await buildCandidate(t.app);
      idleLogin = idle.login;
      const admin = await buildAdmin(t.app);
      oldAdminLogin = admin.login;
      await t.app.db
        .updateTable("users")
        .set({ created_at: new Date("2020-03-01T00:00:00Z") })
        .where("id", "=", idle.id)
        .execute();
      await t.app.db
        .updateTable("users")
        .set({ created_at: new Date("2019-03-01T00:00:00Z") })
        .where("id", "=", admin.id)
        .execute();
      await t.app.db
        .insertInto("answers")
        .values({
          form_id: "candform",
          login: admin.login,
          data: JSON.stringify({ campaign_year: 2019 }),
          created_at: new Date("2019-02-01"),
          updated_at: new Date("2019-02-01"),
        })
        .execute();
      await t.app.db
        .insertInto("answers")
        .values({
          form_id: "candform",
          login: "anonymised-0123456789abcdef",
          data: JSON.stringify({ campaign_year: 2019 }),
          created_at: new Date("2019-02-01"),
          updated_at: new Date("2019-02-01"),
        })
        .execute();
    });

    it("lists what would go per campaign year, without names, and deletes nothing without --confirm", async () => {
      const { code, out } = await run("purge", "--older-than", "3y");
      expect(code).toBe(0);
      expect(out).toContain("Campaigns before 2023 (older than 3 years)");
      const rows = out.split("\n").filter((line) => /^\s*20\d\d\s/.test(line));
      expect(rows.map((r) => r.trim().split(/\s+/))).toEqual([
        ["2020", "1", "0", "0", "0"],
        ["2021", "1", "1", "2", String(bytesOf(old2021))],
        ["2022", "1", "1", "2", String(bytesOf(old2022))],
      ]);
      expect(out).toContain("Dry run: nothing was deleted");
      for (const login of [old2021.user.login, old2022.user.login, idleLogin])
        expect(out).not.toContain(login);
      expect(await tablesMentioning(t.app, old2021.user.login)).not.toEqual([]);
      expect(await isStored(t.app, old2021.files[0]!.generatedName)).toBe(true);
    });

    it("with --confirm deletes those campaigns (rows and bytes), keeps recent ones and administrators, and records it", async () => {
      const { code, out } = await run("purge", "--older-than=3y", "--confirm");
      expect(code).toBe(0);
      const bytes = bytesOf(old2021) + bytesOf(old2022);
      expect(out).toMatch(`Purged 3 account(s), 2 answer(s), 4 file(s) (${bytes} bytes). Reference ER-`);
      for (const subject of [old2021, old2022]) {
        expect(await tablesMentioning(t.app, subject.user.login)).toEqual([]);
        for (const file of subject.files) expect(await isStored(t.app, file.generatedName)).toBe(false);
      }
      expect(await tablesMentioning(t.app, idleLogin)).toEqual([]);
      expect(await tablesMentioning(t.app, recent.user.login)).toContain("answers");
      expect(await tablesMentioning(t.app, reapplied.user.login)).toContain("answers");
      expect(await isStored(t.app, recent.files[0]!.generatedName)).toBe(true);
      expect(await tablesMentioning(t.app, oldAdminLogin)).toEqual(["answers", "users"]);
      expect(await tablesMentioning(t.app, "anonymised-0123456789abcdef")).toEqual(["answers"]);
      const record = await t.app.db
        .selectFrom("erasures")
        .selectAll()
        .where("kind", "=", "purged")
        .executeTakeFirstOrThrow();
      expect(record).toMatchObject({
        performed_by: "cli",
        accounts: 3,
        answers: 2,
        files: 4,
        campaign_years: "2020,2021,2022",
      });
      expect(Number(record.bytes)).toBe(bytes);
      expect((await run("purge", "--confirm")).out).toContain("nothing to purge");
    });

    it("refuses an unreadable --older-than", async () => {
      const { code, err } = await run("purge", "--older-than", "soon");
      expect(code).toBe(2);
      expect(err).toContain("--older-than needs a number of years");
    });
  });

  describe("erase and anonymise", () => {
    it("erase removes every row and stored byte of the login and prints the reference", async () => {
      const subject = await buildSubjectWithData(t.app);
      const { code, out } = await run("erase", subject.user.login.toUpperCase());
      expect(code).toBe(0);
      expect(out).toMatch(
        new RegExp(
          `^Erased: 1 account\\(s\\), 1 answer\\(s\\), 2 file\\(s\\) \\(${bytesOf(subject)} bytes\\)\\. Reference ER-[0-9a-f]{16}\\.$`,
        ),
      );
      expect(await tablesMentioning(t.app, subject.user.login)).toEqual([]);
      for (const file of subject.files) expect(await isStored(t.app, file.generatedName)).toBe(false);
    });

    it("anonymise keeps the answer under a placeholder", async () => {
      const subject = await buildSubjectWithData(t.app);
      expect((await run("anonymise", subject.user.login)).code).toBe(0);
      expect(await tablesMentioning(t.app, subject.user.login)).toEqual([]);
      const answer = await t.app.db
        .selectFrom("answers")
        .select(["login", "data"])
        .where("id", "=", subject.answerId)
        .executeTakeFirstOrThrow();
      expect(answer.login).toMatch(/^anonymised-/);
      expect(answer.data).toMatchObject({ mscchoice: "MSC-ASO", familyName: "" });
      const record = await t.app.db
        .selectFrom("erasures")
        .select(["kind", "performed_by"])
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(record).toEqual({ kind: "anonymised", performed_by: "cli" });
    });

    it("answers 1 with a message for an unknown login or an administrator, and records nothing", async () => {
      const before = await t.app.db.selectFrom("erasures").select("id").execute();
      const unknown = await run("erase", "nobody@example.org");
      expect(unknown).toMatchObject({
        code: 1,
        err: "The portal holds nothing under the login nobody@example.org.",
      });
      const admin = await buildAdmin(t.app);
      const refused = await run("anonymise", admin.login);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain("is an administrator");
      expect(await t.app.db.selectFrom("erasures").select("id").execute()).toEqual(before);
      expect((await run("erase")).code).toBe(2);
    });
  });
});
