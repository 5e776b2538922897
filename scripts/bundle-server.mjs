// Bundles the server (packages/server/src/main.ts and the domain's TypeScript it imports) into one
// ES module, packages/server/dist/main.mjs (and the chunks it imports on demand, in dist/chunks),
// which plain Node runs. Transpiling a few hundred modules through tsx's loader hooks at every
// start took seconds; esbuild does it once, in under one, and not at all while the sources are
// unchanged. npm packages stay outside the bundle (Node loads them as usual); each module's
// import.meta.url stays its source file's, so the files it finds beside itself (seed CSVs, fonts,
// the web build) are found from the bundle too.
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isCurrent, sourceHash } from "./source-hash.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(root, "packages/server");
export const SERVER_BUNDLE = path.join(server, "dist/main.mjs");
const stamp = path.join(server, "dist/main.mjs.source-hash");

const INPUTS = [
  "packages/server/src",
  "packages/server/package.json",
  "packages/domain/src",
  "packages/domain/package.json",
  "package-lock.json",
  "scripts/bundle-server.mjs",
];

/** Keeps import.meta.url pointing at the source file when its code moves into the bundle. */
const sourceUrls = {
  name: "source-import-meta-url",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, "utf8");
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll("import.meta.url", url), loader: "ts" };
    });
  },
};

/** The digest of the server's sources, and whether the bundle was made from them. */
export function serverBundleState() {
  const hash = sourceHash(root, INPUTS);
  return { hash, current: fs.existsSync(SERVER_BUNDLE) && isCurrent(stamp, hash) };
}

/** Writes the bundle unless it is current; returns its path and whether it was written. */
export async function bundleServer(state = serverBundleState()) {
  const { hash } = state;
  if (state.current) return { file: SERVER_BUNDLE, built: false };
  const { build } = await import("esbuild");
  const manifest = JSON.parse(fs.readFileSync(path.join(server, "package.json"), "utf8"));
  const packages = Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@portal/"));
  await build({
    entryPoints: { main: path.join(server, "src/main.ts") },
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { ".js": ".mjs" },
    // What the server imports with import() (the password policy and its dictionaries, …) goes to
    // a chunk of its own, which Node reads only when it is imported, not at every start. Chunks of
    // earlier builds stay (named by their contents, small): a server still running may need them.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // The domain's own npm dependencies are bundled with it; the server's are loaded by Node.
    external: packages.flatMap((name) => [name, `${name}/*`]),
    sourcemap: "linked",
    // The map names the source files (in the clone) without copying their text: Node reads and
    // parses the map of every module at load under --enable-source-maps, and the sources' text was
    // 4 of its 5 MB (0.8 s of CPU at each start).
    sourcesContent: false,
    logLevel: "warning",
    plugins: [sourceUrls],
  });
  fs.writeFileSync(stamp, `${hash}\n`);
  return { file: SERVER_BUNDLE, built: true };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleServer();
