import { applicationProgramme } from "@portal/domain/campaign/programme";
import type { AnswerValues } from "@portal/domain/rules/types";
import type { Database } from "../db/database.ts";
import { readsBlind } from "../policies/blind-review.ts";
import { roleOf, type MaybeActor } from "../policies/staff.ts";
import { blindProgrammes } from "./blind-programmes.ts";

/** Whether the actor reads this application blind (a reviewer, its programme set blind). One read, for reviewers only. */
export async function readsAnswerBlind(
  db: Database,
  actor: MaybeActor,
  data: AnswerValues,
): Promise<boolean> {
  if (roleOf(actor) !== "reviewer") return false;
  return readsBlind(actor, applicationProgramme(data ?? {}), await blindProgrammes(db));
}
