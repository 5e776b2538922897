import type { Selectable } from "kysely";
import type { Database } from "../db/database.ts";
import type { AnswerNotesTable } from "../db/schema.ts";

/** A note as stored. */
export type NoteRow = Selectable<AnswerNotesTable>;

/** The internal notes on an answer, oldest first (ids grow with time, and break ties of the same instant). */
export async function listNotes(db: Database, answerId: number): Promise<NoteRow[]> {
  return db.selectFrom("answer_notes").selectAll().where("answer_id", "=", answerId).orderBy("id").execute();
}

/** Stores a note on an answer, signed by its author; the body is stored as given (the route trims and checks it). */
export async function addNote(
  db: Database,
  note: { answerId: number; authorLogin: string; body: string },
): Promise<NoteRow> {
  return db
    .insertInto("answer_notes")
    .values({ answer_id: note.answerId, author_login: note.authorLogin, body: note.body })
    .returningAll()
    .executeTakeFirstOrThrow();
}
