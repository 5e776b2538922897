import type { FastifyInstance } from "fastify";
import { call } from "../harness.ts";

/** A small JPEG (SOI + JFIF header, padded): what the photo field accepts. */
export const JPEG = Buffer.concat([
  Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"),
  Buffer.alloc(700, 7),
]);

/**
 * Uploads a photo to the answer through the API, as its owner; the generated name and the new
 * version. `trailer` is appended to the bytes, so a test can look for this very file elsewhere.
 */
export async function uploadPhoto(
  app: FastifyInstance,
  token: string,
  answerId: number,
  filename: string,
  options: { trailer?: string } = {},
) {
  const boundary = "----securitysuiteboundary";
  const res = await call(app, {
    method: "POST",
    url: `/ws/form/candform/answer/${answerId}/file`,
    token,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="uploadPhoto"; filename="${filename}"\r\n` +
          "Content-Type: image/jpeg\r\n\r\n",
      ),
      JPEG,
      Buffer.from(options.trailer ?? ""),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (res.statusCode !== 200) throw new Error(`photo upload: ${res.statusCode} ${res.body}`);
  return res.json() as { generated_name: string; version: number };
}
