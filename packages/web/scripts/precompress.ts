// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, kept
// only when smaller than the file itself. The server answers them by the browser's Accept-Encoding
// (@fastify/static preCompressed), so the compression is paid once here instead of at every
// request. A Vite plugin: it runs at the end of every `vite build`, which empties dist/ first, so
// no stale copy survives a rebuild.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** Text formats that compress; images, fonts (woff2 is brotli already) and source maps are left. */
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's best quality (11) costs seconds a megabyte and gains under 10 % over quality 7: it is
 * kept for the files of up to 256 KB, which are what a page loads first (the pages, the shared
 * chunks, the framework: 60.3 KB at 11 instead of 65.0 at 7, on every page's critical path); the
 * larger chunks get 7, and those above a megabyte (password dictionaries, pdf.js' worker) 5, where
 * higher qualities gain almost nothing. The whole build compresses in a second or two.
 */
function brotliQuality(size: number): number {
  if (size <= 256 * 1024) return 11;
  if (size <= 1024 * 1024) return 7;
  return 5;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

async function compressFile(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const bytes = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(bytes.length),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    // Above a megabyte gzip -9 takes three times as long as -6 for the same size.
    gzip(bytes, { level: bytes.length <= 1024 * 1024 ? 9 : 6 }),
  ]);
  // A copy no smaller than the file would only cost the client a decoding.
  if (br.length < bytes.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await fs.writeFile(`${file}.gz`, gz);
  return { raw: bytes.length, br: Math.min(br.length, bytes.length), gz: Math.min(gz.length, bytes.length) };
}

/** Compresses every compressible file under `dir`; returns one line saying what it did. */
export async function precompressDir(dir: string): Promise<string> {
  const started = Date.now();
  const files: string[] = [];
  for await (const file of filesUnder(dir)) files.push(file);
  // zlib's asynchronous calls run on libuv's thread pool: all files at once use every core.
  const sizes = await Promise.all(files.map(compressFile));
  const total = (key: "raw" | "br" | "gz") => Math.round(sizes.reduce((sum, s) => sum + s[key], 0) / 1024);
  return (
    `precompress: ${files.length} files, ${total("raw")} KB → brotli ${total("br")} KB, gzip ${total("gz")} KB ` +
    `(${Date.now() - started} ms)`
  );
}

/** The Vite plugin: precompresses the output folder once the build has written it. */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "portal-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      this.info(await precompressDir(outDir));
    },
  };
}
