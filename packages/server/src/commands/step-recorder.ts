import { sql, type Kysely } from "kysely";
import type { FormSchema } from "@portal/domain/schema/types";
import type { Actor } from "../auth/sessions.ts";
import type { DB } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAnswerEvent } from "../queries/answer-changes.ts";

/** What recordStep needs: who, which answer, the step (a tab id or a tab's position). */
export interface StepInput {
  actor: Actor;
  answerId: number;
  step: string;
  schema: FormSchema;
}

/** A step is a tab id of the form or the position of one (0-based). */
export function isStep(schema: FormSchema, step: string): boolean {
  if (/^\d{1,3}$/.test(step)) return Number(step) < schema.tabs.length;
  return schema.tabs.some((tab) => tab.id === step);
}

/**
 * Records the tab the candidate is on in data.step. Navigation is not an edit: the version and
 * last-modified time stay, so a save that follows with the version just read is not refused as stale.
 * Audited only when the step changes.
 */
export async function recordStep(db: Kysely<DB>, input: StepInput): Promise<void> {
  if (!isStep(input.schema, input.step))
    throw new AppError("VALIDATION", { detail: `unknown step “${input.step}”` });
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("answers")
      .set({ data: sql`jsonb_set(data, '{step}', to_jsonb(${input.step}::text))` })
      .where("id", "=", input.answerId)
      .where(sql<boolean>`data->>'step' is distinct from ${input.step}`)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    await recordAnswerEvent(trx, {
      answerId: input.answerId,
      actorLogin: input.actor.login,
      kind: "step",
      fields: ["step"],
    });
  });
}
