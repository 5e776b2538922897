import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { isConnectionLoss, noteDatabaseError } from "./connection-loss.ts";
import { freePort } from "../../test/durability/server-process.ts";
import { openDatabase } from "./database.ts";

describe("isConnectionLoss", () => {
  it.each([
    ["an administrator terminating the backend", { code: "57P01", message: "terminating connection" }],
    ["a crash shutdown", { code: "57P02" }],
    ["a server still starting", { code: "57P03" }],
    ["a connection failure (class 08)", { code: "08006" }],
    [
      "the pool's refused socket",
      noteDatabaseError(
        Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      ),
    ],
    [
      "the pool's reset socket",
      noteDatabaseError(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })),
    ],
    ["pg's closed socket", new Error("Connection terminated unexpectedly")],
    [
      "a query on a client that lost its socket",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    ["a loss wrapped as the cause", new Error("save failed", { cause: { code: "57P01" } })],
  ])("is true for %s", (_name, error) => {
    expect(isConnectionLoss(error)).toBe(true);
  });

  it.each([
    ["a unique violation", { code: "23505", message: "duplicate key" }],
    ["a syntax error", { code: "42601" }],
    ["a cancelled statement", { code: "57014" }],
    ["a plain bug", new TypeError("x is undefined")],
    ["a browser dropping its upload", Object.assign(new Error("aborted"), { code: "ECONNRESET" })],
    [
      "an unreachable object store",
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    ],
    ["nothing", undefined],
  ])("is false for %s", (_name, error) => {
    expect(isConnectionLoss(error)).toBe(false);
  });

  it("is true when the pool cannot reach PostgreSQL at all", async () => {
    const port = await freePort();
    const db = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`,
      dataDir: os.tmpdir(),
    });
    try {
      const error = await sql`SELECT 1`.execute(db).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: "ECONNREFUSED" });
      expect(isConnectionLoss(error)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  // PGlite runs in the process: none of its failures should pass for a lost connection (a 503).
  it("is false for the errors PGlite raises", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-pglite-"));
    const db = await openDatabase({ dataDir });
    try {
      const errors: unknown[] = [];
      for (const query of [
        sql`SELECT 1/0`,
        sql`SELECT * FROM missing_table`,
        sql`SELEC 1`,
        sql`SELECT 'x'::int`,
      ]) {
        errors.push(
          await query.execute(db).then(
            () => undefined,
            (error: unknown) => error,
          ),
        );
      }
      expect(errors.every((error) => error instanceof Error)).toBe(true);
      expect(errors.map(isConnectionLoss)).toEqual([false, false, false, false]);
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
