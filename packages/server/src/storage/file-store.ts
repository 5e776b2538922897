import crypto from "node:crypto";
import type { Readable } from "node:stream";

/** One stored object, as listed for the orphan cleaner. */
export interface StoredObject {
  name: string;
  modifiedAt: Date;
}

/**
 * Where uploaded bytes live (ARCHITECTURE §1): a local directory or S3-compatible object storage.
 * Objects are addressed only by generated names (see isGeneratedName), never by anything a user
 * typed. `put` is atomic: on any error of the source stream nothing is left under `name`.
 */
export interface FileStore {
  /** Stores the whole stream under `name`; resolves once the object is complete and visible. */
  put(name: string, source: Readable): Promise<{ size: number }>;
  /** The object's bytes; rejects with FileNotStoredError when there is none. */
  get(name: string): Promise<Readable>;
  /** Removes the object; removing a missing object is not an error. */
  delete(name: string): Promise<void>;
  /** Every stored object (for the orphan cleaner). */
  list(): AsyncIterable<StoredObject>;
  /** Removes temporary files left by interrupted writes (a crash mid-upload) older than `before`. */
  sweepPartials(before: Date): Promise<number>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** Raised by FileStore.get for a name with no object. */
export class FileNotStoredError extends Error {
  constructor(readonly objectName: string) {
    super(`No stored object named ${objectName}`);
  }
}

const GENERATED_NAME = /^[0-9a-f]{32}$/;

/** A fresh random object name: 128 bits as 32 lower-case hex digits. */
export function newGeneratedName(): string {
  return crypto.randomBytes(16).toString("hex");
}

/** True for a name newGeneratedName could have produced; anything else never reaches a store. */
export function isGeneratedName(name: string): boolean {
  return GENERATED_NAME.test(name);
}

/** Throws unless the name is a generated name (defence in depth for every store operation). */
export function assertGeneratedName(name: string): void {
  if (!isGeneratedName(name)) throw new Error(`Refused object name ${JSON.stringify(name)}`);
}
