import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import compress from "@fastify/compress";

/** Answers smaller than this go as they are: a compressed 1 KB saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses answers of compressible types (JSON, CSV, HTML, the source maps…) with brotli or
 * gzip, as the client accepts, above COMPRESSION_THRESHOLD. Must be registered before the routes:
 * the plugin attaches itself to each route as it is added. Streams (the CSV export) are compressed
 * as they flow, whatever their size; types that are compressed already (PDF, ZIP, XLSX, images) and
 * answers that set their own Content-Encoding (the build's precompressed assets) pass untouched.
 * Brotli at quality 4: the best ratio that costs about what gzip costs per request; the static
 * assets get quality 11 once, at build. Request bodies are taken as they come: one sent compressed
 * is refused as the invalid body it then is (400).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Requests are never compressed by the web app: no decompression hook on every request (issue
    // #13), and no way to send a small body that inflates past the body limit's intent.
    globalDecompression: false,
  });
}
