import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/harness.ts";
import { bootstrapAdministrators } from "./bootstrap.ts";
import { passwordStrength } from "@portal/domain/rules/passwords";
import { DEMO_ADMIN_LOGIN, generatePassword } from "./administrators.ts";
import { runAdminCommand } from "./admin-commands.ts";
import { openDatabase } from "../db/database.ts";

const login = (t: TestApp, user: string, password: string) =>
  call(t.app, { method: "POST", url: "/ws/form/candform/login", payload: { login: user, password } });

describe("administrators at start-up", () => {
  describe("with ADMIN_LOGIN and ADMIN_PASSWORD", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        ADMIN_LOGIN: "Head@Example.org",
        ADMIN_PASSWORD: "the administrator passphrase",
      });
    });
    afterAll(async () => t.close());

    it("creates that activated administrator, who can log in, and no demo administrator", async () => {
      expect((await login(t, "head@example.org", "the administrator passphrase")).json()).toMatchObject({
        result: "ok",
        admin: 1,
      });
      const logins = (await t.app.db.selectFrom("users").select("login").execute()).map((u) => u.login);
      expect(logins).toEqual(["head@example.org"]);
    });

    it("updates the password, re-enables and re-promotes the account at the next start", async () => {
      await t.app.db.updateTable("users").set({ role: "candidate", disabled_at: new Date() }).execute();
      t.app.config.adminPassword = "a changed administrator passphrase";
      await bootstrapAdministrators(t.app, null);
      expect((await login(t, "head@example.org", "a changed administrator passphrase")).json()).toMatchObject(
        { admin: 1 },
      );
      expect((await login(t, "head@example.org", "the administrator passphrase")).statusCode).toBe(400);
    });

    it("refuses a short ADMIN_PASSWORD, naming the variable", async () => {
      t.app.config.adminPassword = "short";
      await expect(bootstrapAdministrators(t.app, null)).rejects.toThrow(
        "Invalid configuration: ADMIN_PASSWORD is refused: The password must have at least 12 characters.",
      );
    });

    it("refuses a weak ADMIN_PASSWORD and one built on ADMIN_LOGIN, saying why", async () => {
      t.app.config.adminPassword = "password1234";
      await expect(bootstrapAdministrators(t.app, null)).rejects.toThrow(
        "ADMIN_PASSWORD is refused: This password is too easy to guess.",
      );
      t.app.config.adminPassword = "Head@Example.org2026";
      await expect(bootstrapAdministrators(t.app, null)).rejects.toThrow(
        "ADMIN_PASSWORD is refused: The password must not be built on your e-mail address",
      );
    });

    it("generates one-time passwords (administrators, demo candidates) that meet the policy", () => {
      for (let i = 0; i < 20; i++)
        expect(passwordStrength(generatePassword(), "head@example.org")).toEqual([]);
    });
  });

  describe("without ADMIN_LOGIN", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t.close());

    it("creates the demo administrator on an empty database", async () => {
      const admin = await t.app.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
      expect(admin).toMatchObject({ login: DEMO_ADMIN_LOGIN, is_admin: 1 });
      expect(admin.activated_at).not.toBeNull();
    });

    it("creates nothing and prints nothing when the database already has users", async () => {
      const printed: string[] = [];
      await bootstrapAdministrators(t.app, (text) => printed.push(text));
      expect(printed).toEqual([]);
      expect(await t.app.db.selectFrom("users").select("id").execute()).toHaveLength(1);
    });

    it("prints the credentials once in a box, and they work", async () => {
      await t.app.db.deleteFrom("users").execute();
      const printed: string[] = [];
      await bootstrapAdministrators(t.app, (text) => printed.push(text));
      expect(printed).toHaveLength(1);
      expect(printed[0]).toMatch(/^┌─+┐\n│ Demo administrator created/);
      const password = /password: (\S+)/.exec(printed[0]!)![1]!;
      expect((await login(t, DEMO_ADMIN_LOGIN, password)).json()).toMatchObject({ result: "ok", admin: 1 });
    });

    it("npm run admin -- create prints a one-time password for a new activated administrator", async () => {
      // The command opens its own database: a fresh DATA_DIR (PGlite), or this test's PostgreSQL database.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-cli-"));
      const env = {
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
      };
      const out: string[] = [];
      const err: string[] = [];
      const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s) };
      try {
        expect(await runAdminCommand(["create", "Dean@Example.org"], env, io)).toBe(0);
        expect(err).toEqual([]);
        expect(out[0]).toContain("Administrator created");
        expect(out[0]).toContain("login:    dean@example.org");
        const password = /password: (\S+)/.exec(out[0]!)![1]!;
        expect(password.length).toBeGreaterThanOrEqual(20);
        expect(fs.existsSync(path.join(dataDir, "portal.lock"))).toBe(false);

        expect(await runAdminCommand(["disable", "dean@example.org"], env, io)).toBe(0);
        expect(out[1]).toBe("dean@example.org is disabled; its sessions are ended.");
        expect(await runAdminCommand(["disable", "nobody@example.org"], env, io)).toBe(1);
        expect(err.at(-1)).toBe("No account with the login nobody@example.org.");

        const db = t.config.databaseUrl ? t.app.db : await openDatabase({ dataDir });
        const row = await db
          .selectFrom("users")
          .selectAll()
          .where("login", "=", "dean@example.org")
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ is_admin: 1 });
        expect(row.activated_at).not.toBeNull();
        expect(row.disabled_at).not.toBeNull();
        if (!t.config.databaseUrl) await db.destroy();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }, 120_000); // opens and migrates a second embedded database: slow on a busy machine

    it("npm run admin refuses to open a DATA_DIR a running server holds, and says so", async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-cli-"));
      // A live process other than this one holds the lock: the test runner's parent.
      fs.writeFileSync(path.join(dataDir, "portal.lock"), String(process.ppid));
      const err: string[] = [];
      const code = await runAdminCommand(
        ["create", "x@example.org"],
        { DATA_DIR: dataDir },
        { out: () => {}, err: (s) => err.push(s) },
      );
      expect(code).toBe(1);
      expect(err[0]).toContain("Cannot open the embedded database: DATA_DIR");
      expect(err[0]).toContain(`is already in use by another portal process (pid ${process.ppid})`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
  });
});
