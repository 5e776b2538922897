import type { Kysely } from "kysely";
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
}

/**
 * Stores (or replaces) a tab's draft (issue #12). The values are not validated, a draft is work
 * in progress, but only the tab's own field ids are kept (a draft can never carry another tab's
 * or a system field) and their size is capped. The answer itself is not touched. The caller has
 * checked the tab exists and is not locked.
 */
export async function writeDraft(db: Kysely<DB>, input: DraftInput): Promise<Date> {
  const inTab = new Set(tabFieldIds(input.schema, input.tab));
  const kept = Object.fromEntries(Object.entries(input.values).filter(([id]) => inTab.has(id)));
  const json = JSON.stringify(kept);
  const size = Buffer.byteLength(json);
  if (size > DRAFT_MAX_BYTES) throw new AppError("DRAFT_TOO_LARGE", { size, limit: DRAFT_MAX_BYTES });
  const row = await db
    .insertInto("answer_drafts")
    .values({ answer_id: input.answerId, tab: input.tab, values: json, base_version: input.baseVersion })
    .onConflict((oc) =>
      oc.columns(["answer_id", "tab"]).doUpdateSet((eb) => ({
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
