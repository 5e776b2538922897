import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import type { Readable } from "node:stream";
import {
  assertGeneratedName,
  FileNotStoredError,
  isGeneratedName,
  type FileStore,
  type StoredObject,
} from "./file-store.ts";
import { writeSpoolFile } from "./spool-file.ts";
import { removeFilesOlderThan } from "./sweep-dir.ts";

/**
 * The default store: one file per object in a directory (`$DATA_DIR/files`, never served).
 * Writes go to `.partial/` on the same file system, are flushed, then renamed into place, so an
 * object is either complete or absent.
 */
export class LocalFileStore implements FileStore {
  private readonly partialDir: string;

  constructor(private readonly dir: string) {
    this.partialDir = path.join(dir, ".partial");
    fs.mkdirSync(this.partialDir, { recursive: true, mode: 0o700 });
  }

  async put(name: string, source: Readable): Promise<{ size: number }> {
    assertGeneratedName(name);
    const partial = path.join(this.partialDir, `${name}.${crypto.randomBytes(4).toString("hex")}`);
    // flush: the bytes reach the disk before the rename makes them visible.
    const size = await writeSpoolFile(partial, source, { flush: true });
    try {
      await fsp.rename(partial, this.objectPath(name));
      return { size };
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
  }

  async get(name: string): Promise<Readable> {
    assertGeneratedName(name);
    try {
      const handle = await fsp.open(this.objectPath(name), "r");
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new FileNotStoredError(name);
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    assertGeneratedName(name);
    await fsp.rm(this.objectPath(name), { force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    const dir = await fsp.opendir(this.dir);
    for await (const entry of dir) {
      if (!entry.isFile() || !isGeneratedName(entry.name)) continue;
      const stat = await fsp.stat(path.join(this.dir, entry.name)).catch(() => null);
      if (stat) yield { name: entry.name, modifiedAt: stat.mtime };
    }
  }

  sweepPartials(before: Date): Promise<number> {
    return removeFilesOlderThan(this.partialDir, before);
  }

  async close(): Promise<void> {}

  private objectPath(name: string): string {
    return path.join(this.dir, name);
  }
}
