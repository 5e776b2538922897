// Writes src/db/pglite-template/pgdata-<PGlite version>.tar.gz, the data folder of a new PGlite
// database (see src/db/pglite-template.ts), and deletes the templates of other versions. Run it
// after upgrading @electric-sql/pglite: `npm run db:template -w @portal/server`.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { templateFile } from "../src/db/pglite-template.ts";

const file = templateFile();
const folder = path.dirname(file);
const db = await PGlite.create("memory://");
const packed = await db.dumpDataDir("gzip");
await db.close();
fs.mkdirSync(folder, { recursive: true });
for (const old of fs.readdirSync(folder)) fs.rmSync(path.join(folder, old));
fs.writeFileSync(file, Buffer.from(await packed.arrayBuffer()));
console.log(`Wrote ${path.relative(process.cwd(), file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
