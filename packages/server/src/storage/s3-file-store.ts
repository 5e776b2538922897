import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import type { Readable } from "node:stream";
import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import {
  assertGeneratedName,
  FileNotStoredError,
  isGeneratedName,
  type FileStore,
  type StoredObject,
} from "./file-store.ts";
import { writeSpoolFile } from "./spool-file.ts";
import { removeFilesOlderThan } from "./sweep-dir.ts";

/** What the S3 store needs (Config.s3). */
export interface S3StoreOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const PREFIX = "files/";
/** Tries of one PutObject: a kept-alive connection that the store closed as it was reused fails once. */
const PUT_ATTEMPTS = 3;

/**
 * A failure worth another try: no answer from the store (socket hang up, reset, timeout) or a 5xx.
 * A 4xx (credentials, bucket) fails at once.
 */
function isTransient(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
}

/**
 * S3-compatible object storage, for several server processes sharing their files. The upload is
 * spooled to a local temporary file first so that a single PutObject with a known length stores
 * it: the object appears whole or not at all, and memory stays flat whatever the file size.
 */
export class S3FileStore implements FileStore {
  // The SDK is loaded by the first S3 store, not at every start: most deployments keep files on disk.
  private readonly s3: Promise<{ sdk: typeof S3Sdk; client: S3Client }>;

  constructor(
    private readonly options: S3StoreOptions,
    private readonly spoolDir: string,
  ) {
    fs.mkdirSync(spoolDir, { recursive: true, mode: 0o700 });
    this.s3 = import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client(this.clientOptions()),
    }));
  }

  private clientOptions(): S3ClientConfig {
    const { options } = this;
    return {
      region: options.region,
      endpoint: options.endpoint,
      // Custom endpoints (MinIO, s3rver, Ceph…) rarely resolve bucket sub-domains.
      forcePathStyle: Boolean(options.endpoint),
      // Streamed bodies would otherwise be sent aws-chunked with a trailing checksum, which
      // S3-compatible servers do not all understand.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    };
  }

  async put(name: string, source: Readable): Promise<{ size: number }> {
    assertGeneratedName(name);
    const spool = path.join(this.spoolDir, `${name}.${crypto.randomBytes(4).toString("hex")}`);
    const size = await writeSpoolFile(spool, source);
    try {
      const { sdk, client } = await this.s3;
      for (let attempt = 1; ; attempt++) {
        try {
          // A new stream each time: the SDK cannot retry a body stream it has consumed itself.
          await client.send(
            new sdk.PutObjectCommand({
              Bucket: this.options.bucket,
              Key: PREFIX + name,
              Body: fs.createReadStream(spool),
              ContentLength: size,
            }),
          );
          return { size };
        } catch (error) {
          if (attempt >= PUT_ATTEMPTS || !isTransient(error)) throw error;
        }
      }
    } finally {
      await fsp.rm(spool, { force: true });
    }
  }

  async get(name: string): Promise<Readable> {
    assertGeneratedName(name);
    const { sdk, client } = await this.s3;
    try {
      const out = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: PREFIX + name }),
      );
      return out.Body as Readable;
    } catch (error) {
      if ((error as { name?: string }).name === "NoSuchKey") throw new FileNotStoredError(name);
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    assertGeneratedName(name);
    const { sdk, client } = await this.s3;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: PREFIX + name }));
  }

  async *list(): AsyncIterable<StoredObject> {
    const { sdk, client } = await this.s3;
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: PREFIX,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(PREFIX.length) ?? "";
        if (isGeneratedName(name)) yield { name, modifiedAt: object.LastModified ?? new Date() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  sweepPartials(before: Date): Promise<number> {
    return removeFilesOlderThan(this.spoolDir, before);
  }

  async close(): Promise<void> {
    (await this.s3).client.destroy();
  }
}
