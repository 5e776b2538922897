import type { Database } from "../db/database.ts";
import type { FileStore } from "../storage/file-store.ts";
import { isDrawablePng } from "./png-check.ts";

const IMAGE_TYPES = new Set(["image/jpeg", "image/png"]);
const MAX_PHOTO = 5 * 1024 * 1024;

/**
 * The bytes of the candidate's identity photo for the title page, when the value names a JPEG or
 * PNG recorded for this answer (a PNG only when well formed, see png-check.ts); undefined otherwise
 * (the report then goes without it).
 */
export async function candidatePhoto(
  db: Database,
  store: FileStore,
  answerId: number,
  value: unknown,
): Promise<Buffer | undefined> {
  let generatedName: unknown;
  try {
    generatedName =
      typeof value === "string"
        ? (JSON.parse(value) as { generated_name?: unknown }).generated_name
        : undefined;
  } catch {
    return undefined;
  }
  if (typeof generatedName !== "string") return undefined;
  const row = await db
    .selectFrom("files")
    .select(["content_type", "size"])
    .where("answer_id", "=", answerId)
    .where("generated_name", "=", generatedName)
    .executeTakeFirst();
  if (!row || !IMAGE_TYPES.has(row.content_type) || row.size > MAX_PHOTO) return undefined;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await store.get(generatedName)) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    return row.content_type === "image/png" && !isDrawablePng(bytes) ? undefined : bytes;
  } catch {
    return undefined;
  }
}
