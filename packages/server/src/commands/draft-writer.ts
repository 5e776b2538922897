import { sql, type Kysely } from "kysely";
import { tabFieldIds } from "@portal/domain/engine/schema-index";
import type { AnswerValues, FormSchema } from "@portal/domain/schema/types";
import type { DB } from "../db/schema.ts";
import { AppError } from "../errors.ts";

/** The largest draft kept, in bytes of JSON: a tab's typed values are far smaller. */
export const DRAFT_MAX_BYTES = 256 * 1024;

/** A draft to store: the tab's values as typed, on the answer version they were typed on. */
export interface DraftInput {
  schema: FormSchema;
  answerId: number;
  tab: string;
  values: AnswerValues;
  baseVersion: number;
  /** The answer's version now: a stored draft typed on another one is older than the answer. */
  answerVersion: number;
  /**
   * What becomes of a stored draft older than the answer: "keep" (the candidate has not chosen
   * yet: it is kept beside the new one, offered) or "replace" (they chose, or it was their own).
   */
  olderDraft: "keep" | "replace";
}

/**
 * Stores (or replaces) a tab's draft (issue #12). The values are not validated, a draft is work
 * in progress, but only the tab's own field ids are kept (a draft can never carry another tab's
 * or a system field) and their size is capped. The answer itself is not touched. A stored draft
 * older than the answer is never lost without the candidate's choice: with "keep" it is kept as the
 * tab's offered draft (one at most: a draft already kept stays), with "replace" any offered draft
 * goes. Runs in the transaction it is given; the caller has checked the tab exists and is not locked.
 */
export async function writeDraft(db: Kysely<DB>, input: DraftInput): Promise<Date> {
  const inTab = new Set(tabFieldIds(input.schema, input.tab));
  const kept = Object.fromEntries(Object.entries(input.values).filter(([id]) => inTab.has(id)));
  const json = JSON.stringify(kept);
  const size = Buffer.byteLength(json);
  if (size > DRAFT_MAX_BYTES) throw new AppError("DRAFT_TOO_LARGE", { size, limit: DRAFT_MAX_BYTES });
  const { answerId, tab } = input;
  if (input.olderDraft === "replace") {
    await db
      .deleteFrom("answer_drafts")
      .where("answer_id", "=", answerId)
      .where("tab", "=", tab)
      .where("offered", "=", true)
      .execute();
  } else {
    // The tab's draft, when older than the answer, becomes its offered draft (unless one is kept).
    await db
      .insertInto("answer_drafts")
      .columns(["answer_id", "tab", "values", "base_version", "updated_at", "offered"])
      .expression((eb) =>
        eb
          .selectFrom("answer_drafts")
          .select([
            "answer_id",
            "tab",
            "values",
            "base_version",
            "updated_at",
            sql<boolean>`true`.as("offered"),
          ])
          .where("answer_id", "=", answerId)
          .where("tab", "=", tab)
          .where("offered", "=", false)
          .where("base_version", "<>", input.answerVersion),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const row = await db
    .insertInto("answer_drafts")
    .values({ answer_id: answerId, tab, values: json, base_version: input.baseVersion, offered: false })
    .onConflict((oc) =>
      oc.columns(["answer_id", "tab", "offered"]).doUpdateSet((eb) => ({
        values: eb.ref("excluded.values"),
        base_version: eb.ref("excluded.base_version"),
        updated_at: new Date(),
      })),
    )
    .returning("updated_at")
    .executeTakeFirstOrThrow();
  return row.updated_at;
}

/** Deletes a tab's draft: discarded by the candidate, or made useless by the tab's save. */
export async function discardDraft(db: Kysely<DB>, answerId: number, tab: string): Promise<void> {
  await db.deleteFrom("answer_drafts").where("answer_id", "=", answerId).where("tab", "=", tab).execute();
}
