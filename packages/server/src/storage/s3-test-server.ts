import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** A local S3 server for tests: its environment (S3_*) and a stop function. */
export interface S3TestServer {
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts s3rver on a random port with a temporary directory and one bucket, `portal-files`. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "portal-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: "portal-files" }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: "portal-files",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
