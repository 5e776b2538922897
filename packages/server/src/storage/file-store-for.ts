import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { FileStore } from "./file-store.ts";
import { LocalFileStore } from "./local-file-store.ts";
import { S3FileStore } from "./s3-file-store.ts";

/** S3 when S3_BUCKET is set, else the directory `$DATA_DIR/files` (outside any served folder). */
export function createFileStore(config: Pick<Config, "dataDir" | "s3">): FileStore {
  if (config.s3) return new S3FileStore(config.s3, path.join(config.dataDir, "spool"));
  return new LocalFileStore(path.join(config.dataDir, "files"));
}

const stores = new WeakMap<Config, FileStore>();

/**
 * The one store of an app (shared by the files routes and the orphan cleaner), created on first
 * use and closed with the app. Call it while the app is being built (it adds an onClose hook).
 */
export function fileStoreFor(app: FastifyInstance): FileStore {
  let store = stores.get(app.config);
  if (!store) {
    const created = createFileStore(app.config);
    stores.set(app.config, created);
    app.addHook("onClose", async () => {
      stores.delete(app.config);
      await created.close();
    });
    store = created;
  }
  return store;
}
