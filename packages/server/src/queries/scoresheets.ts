import type { Selectable } from "kysely";
import type { Database } from "../db/database.ts";
import type { ScoresheetsTable } from "../db/schema.ts";

/** A stored version of a programme's scoresheet (migration 0029). */
export type ScoresheetRow = Selectable<ScoresheetsTable>;

/** The current (highest) version of a programme's scoresheet, or undefined when it has none. */
export async function currentScoresheet(db: Database, programme: string): Promise<ScoresheetRow | undefined> {
  return db
    .selectFrom("scoresheets")
    .selectAll()
    .where("programme", "=", programme)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** One version of a programme's scoresheet. */
export async function scoresheetVersion(
  db: Database,
  programme: string,
  version: number,
): Promise<ScoresheetRow | undefined> {
  return db
    .selectFrom("scoresheets")
    .selectAll()
    .where("programme", "=", programme)
    .where("version", "=", version)
    .executeTakeFirst();
}

/** The scoresheet versions of these ids (the ones reviews were given under). */
export async function scoresheetsById(db: Database, ids: readonly number[]): Promise<ScoresheetRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("scoresheets")
    .selectAll()
    .where("id", "in", [...ids])
    .orderBy("id")
    .execute();
}

/** Every programme's current scoresheet, with whether any review was given under it. */
export async function currentScoresheets(
  db: Database,
): Promise<(ScoresheetRow & { has_reviews: boolean })[]> {
  const rows = await db
    .selectFrom("scoresheets as s")
    .selectAll("s")
    .select((eb) =>
      eb
        .exists(eb.selectFrom("reviews as r").select("r.id").whereRef("r.scoresheet_id", "=", "s.id"))
        .as("has_reviews"),
    )
    .where((eb) =>
      eb(
        "s.version",
        "=",
        eb
          .selectFrom("scoresheets as l")
          .select((e) => e.fn.max("l.version").as("v"))
          .whereRef("l.programme", "=", "s.programme"),
      ),
    )
    .orderBy("s.programme")
    .execute();
  return rows.map((row) => ({ ...row, has_reviews: Boolean(row.has_reviews) }));
}

/** Whether any review (draft or submitted) was given under this scoresheet version. */
export async function scoresheetHasReviews(db: Database, scoresheetId: number): Promise<boolean> {
  const row = await db
    .selectFrom("reviews")
    .select("id")
    .where("scoresheet_id", "=", scoresheetId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The programme codes whose formations these juries decide on (a reviewer's programmes). */
export async function juryProgrammes(db: Database, juries: readonly string[]): Promise<Set<string>> {
  if (juries.length === 0) return new Set();
  const rows = await db
    .selectFrom("formations")
    .select("enum")
    .where("id_jury", "in", [...juries])
    .execute();
  return new Set(rows.map((r) => r.enum));
}
