import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Size of one built chunk of the web app, raw and gzipped (level 9). */
export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Builds the web app (npm run build -w @portal/web) unless told not to; failures are reported, not thrown. */
export function buildWeb(root: string): { ok: boolean; error?: string } {
  try {
    execFileSync("npm", ["run", "build", "-w", "@portal/web"], { cwd: root, stdio: "pipe" });
    return { ok: true };
  } catch (error) {
    const output = error as { stderr?: Buffer; stdout?: Buffer };
    return { ok: false, error: String(output.stderr ?? output.stdout ?? error).slice(-2000) };
  }
}

/** The raw and gzip sizes of every packages/web/dist/assets/*.js, largest first. */
export function chunkSizes(root: string): ChunkSize[] {
  const dir = path.join(root, "packages/web/dist/assets");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const bytes = fs.readFileSync(path.join(dir, file));
      return { file, bytes: bytes.length, gzipBytes: zlib.gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
