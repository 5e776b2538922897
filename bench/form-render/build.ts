import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { catalogueModuleSource } from "../../packages/web/scripts/catalogues.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The interface texts' modules (`virtual:catalogue/<locale>/<part>`), as the web app's Vite build makes them. */
const catalogues: Plugin = {
  name: "portal-catalogues",
  setup(bundle) {
    bundle.onResolve({ filter: /^virtual:catalogue\// }, (args) => ({
      path: args.path,
      namespace: "catalogue",
    }));
    bundle.onLoad({ filter: /.*/, namespace: "catalogue" }, (args) => {
      const contents = catalogueModuleSource(args.path);
      return contents === undefined ? undefined : { contents, loader: "js" };
    });
  },
};

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
    plugins: [catalogues],
  });
  fs.copyFileSync(path.join(here, "index.html"), path.join(outdir, "index.html"));
  return outdir;
}
