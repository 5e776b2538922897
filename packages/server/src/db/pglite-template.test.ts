import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite, templateFile } from "./pglite-template.ts";

const folders: string[] = [];
const newFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-template-"));
  folders.push(dir);
  return path.join(dir, "pgdata");
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the PGlite template", () => {
  // Upgrading PGlite without `npm run db:template -w @portal/server` would silently bring back initdb's seconds.
  it("exists for the installed PGlite", () => {
    expect(fs.existsSync(templateFile())).toBe(true);
  });

  it("opens with 32 MB of shared buffers", async () => {
    const db = await openPglite(newFolder());
    const { rows } = await db.query<{ shared_buffers: string }>("SHOW shared_buffers");
    await db.close();
    expect(rows[0]!.shared_buffers).toBe("32MB");
  });

  it("opens as a new database that keeps what is written across a restart", async () => {
    const dir = newFolder();
    const first = await openPglite(dir);
    await first.exec("CREATE TABLE kept (value text); INSERT INTO kept VALUES ('still here')");
    await first.close();
    const again = await openPglite(dir);
    const { rows } = await again.query<{ value: string }>("SELECT value FROM kept");
    await again.close();
    expect(rows).toEqual([{ value: "still here" }]);
  });
});
