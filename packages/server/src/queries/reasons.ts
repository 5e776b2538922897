import type { Locale } from "@portal/domain/i18n/index";
import type { Database } from "../db/database.ts";

/** A catalogue entry as stored. */
export interface ReasonRow {
  id: number;
  kind: "document" | "motivation";
  code: string;
  label_en: string;
  label_fr: string;
  position: number;
  archived: boolean;
}

/** The reasons of a kind, archived ones included, in their order. */
export async function listReasons(db: Database, kind: ReasonRow["kind"]): Promise<ReasonRow[]> {
  return db
    .selectFrom("reasons")
    .selectAll()
    .where("kind", "=", kind)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** The codes a review or a decision may name now: the kind's entries not archived, in their order. */
export async function liveReasonCodes(db: Database, kind: ReasonRow["kind"]): Promise<string[]> {
  return (await listReasons(db, kind)).filter((row) => !row.archived).map((row) => row.code);
}

/** A reason's label in a language. */
export const reasonLabel = (row: Pick<ReasonRow, "label_en" | "label_fr">, locale: Locale): string =>
  locale === "fr" ? row.label_fr : row.label_en;

/**
 * The labels of a kind's codes in a language (archived ones too: past reviews keep their wording);
 * null for no code, the code itself for one no longer in the catalogue.
 */
export async function reasonLabeller(
  db: Database,
  kind: ReasonRow["kind"],
  locale: Locale,
): Promise<(code: string | null) => string | null> {
  const rows = await listReasons(db, kind);
  const labels = new Map(rows.map((row) => [row.code, reasonLabel(row, locale)]));
  return (code) => (code === null ? null : (labels.get(code) ?? code));
}
