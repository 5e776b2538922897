import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Bundles the benchmark page (our renderer and RJSF, minified, production React) into dist/. */
export async function buildPage(): Promise<string> {
  const outdir = path.join(here, "dist");
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { page: path.join(here, "page.tsx") },
    outdir,
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    loader: { ".woff": "file", ".woff2": "file" },
    logLevel: "warning",
  });
  fs.copyFileSync(path.join(here, "index.html"), path.join(outdir, "index.html"));
  return outdir;
}
