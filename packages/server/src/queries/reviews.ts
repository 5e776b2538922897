import { sql, type Selectable } from "kysely";
import type { Database } from "../db/database.ts";
import type { ReviewsTable } from "../db/schema.ts";

/** A stored review (migration 0029). */
export type ReviewRow = Selectable<ReviewsTable>;

/** A review with its reviewer's login and the version of the scoresheet it was given under. */
export type ReviewWithReader = ReviewRow & { reviewer_login: string; version: number };

/** Every review of an application, oldest first, with its reader. */
export async function reviewsOfAnswer(db: Database, answerId: number): Promise<ReviewWithReader[]> {
  return db
    .selectFrom("reviews as r")
    .innerJoin("users as u", "u.id", "r.reviewer_id")
    .innerJoin("scoresheets as s", "s.id", "r.scoresheet_id")
    .selectAll("r")
    .select(["u.login as reviewer_login", "s.version"])
    .where("r.answer_id", "=", answerId)
    .orderBy("r.id")
    .execute();
}

/** One application in a reviewer's queue: what the list shows (the name only where they may see it). */
export interface QueueRow {
  answer_id: number;
  family_name: string;
  given_name: string;
  typeformation: string;
  fstchoice: string;
  mscchoice: string;
  programme: string;
  jury: string | null;
  assigned_at: Date;
  status: "draft" | "submitted" | null;
  score: number | null;
}

/** The applications assigned to a reviewer, and their review of each, in the order they were given. */
export async function reviewerQueue(db: Database, formId: string, reviewerId: number): Promise<QueueRow[]> {
  return db
    .selectFrom("review_assignments as a")
    .innerJoin("application_facts as f", "f.answer_id", "a.answer_id")
    .leftJoin("reviews as r", (join) =>
      join.onRef("r.answer_id", "=", "a.answer_id").onRef("r.reviewer_id", "=", "a.reviewer_id"),
    )
    .select([
      "a.answer_id",
      "f.family_name",
      "f.given_name",
      "f.typeformation",
      "f.fstchoice",
      "f.mscchoice",
      "f.programme",
      "f.jury",
      "a.assigned_at",
      "r.status",
      "r.score",
    ])
    .where("a.reviewer_id", "=", reviewerId)
    .where("f.form_id", "=", formId)
    .orderBy("a.assigned_at")
    .orderBy("a.answer_id")
    .execute() as Promise<QueueRow[]>;
}

/** A reviewer as the assignment dialog lists them: their juries, and how many applications they hold and have scored. */
export interface ReaderRow {
  id: number;
  login: string;
  juries: string[];
  assigned: number;
  submitted: number;
}

/** The enabled reviewers (of these juries, or all), with their loads. */
export async function readersOf(db: Database, juries?: readonly string[]): Promise<ReaderRow[]> {
  let query = db
    .selectFrom("users as u")
    .select(["u.id", "u.login"])
    .select(
      sql<
        string[]
      >`(select coalesce(json_agg(id_jury order by id_jury), '[]'::json) from staff_juries j where j.user_id = u.id)`.as(
        "juries",
      ),
    )
    .select(
      sql<number>`(select count(*)::int from review_assignments a where a.reviewer_id = u.id)`.as("assigned"),
    )
    .select(
      sql<number>`(select count(*)::int from reviews r where r.reviewer_id = u.id and r.status = 'submitted')`.as(
        "submitted",
      ),
    )
    .where("u.role", "=", "reviewer")
    .where("u.disabled_at", "is", null)
    .orderBy("u.login");
  if (juries)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("staff_juries as j")
          .select("j.user_id")
          .whereRef("j.user_id", "=", "u.id")
          .where("j.id_jury", "in", juries.length ? [...juries] : [""]),
      ),
    );
  return query.execute();
}

/** The juries deciding on a programme's applications (formations.id_jury of its code). */
export async function juriesOfProgramme(db: Database, programme: string): Promise<string[]> {
  const rows = await db
    .selectFrom("formations")
    .select("id_jury")
    .distinct()
    .where("enum", "=", programme)
    .where("id_jury", "is not", null)
    .execute();
  return rows.map((r) => r.id_jury!);
}
