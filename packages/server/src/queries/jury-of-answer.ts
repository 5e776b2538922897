import { programmeChoice } from "@portal/domain/rules/choices";
import type { AnswerValues } from "@portal/domain/rules/types";
import { isBlank, text } from "@portal/domain/rules/values";
import type { Database } from "../db/database.ts";

/** A jury as the workflow reads it: its id, label and publication flags. */
export interface AnswerJury {
  id_jury: string;
  label: string;
  resultats_publies: boolean;
  resultats_brs_publies: boolean;
}

/**
 * The programme codes an answer applies to, most specific first: the server-set `programme`, then
 * the choice that names the programme (mscchoice for MSC, fstchoice for AM and PG_DIP).
 */
function programmeCodes(values: AnswerValues): string[] {
  return [values.programme, programmeChoice(values)].filter((v) => !isBlank(v)).map((v) => text(v));
}

/**
 * The jury that decides on an answer, or null when none can be found (nothing then shows).
 * An explicit `juryisae` (set by an administrator) wins; otherwise the jury of the formation
 * (formations.id_jury) of the candidate's programme: type = typeformation and enum = the programme
 * code or first choice (mscchoice for MSC); a type with a single jury (e.g. ING, no choice) uses it.
 */
export async function findJuryOf(db: Database, values: AnswerValues): Promise<AnswerJury | null> {
  const columns = ["id_jury", "label", "resultats_publies", "resultats_brs_publies"] as const;
  if (!isBlank(values.juryisae)) {
    const jury = await db
      .selectFrom("juries")
      .select(columns)
      .where("id_jury", "=", text(values.juryisae))
      .executeTakeFirst();
    if (jury) return jury;
  }
  const type = text(values.typeformation);
  if (type === "") return null;
  const rows = await db
    .selectFrom("formations")
    .innerJoin("juries", "juries.id_jury", "formations.id_jury")
    .select([
      "formations.enum",
      "juries.id_jury",
      "juries.label",
      "juries.resultats_publies",
      "juries.resultats_brs_publies",
    ])
    .where("formations.type", "=", type)
    .execute();
  const codes = programmeCodes(values);
  const match = codes.map((code) => rows.find((r) => r.enum === code)).find((r) => r !== undefined);
  const only = new Set(rows.map((r) => r.id_jury)).size === 1 ? rows[0] : undefined;
  const found = match ?? only;
  if (!found) return null;
  const { id_jury, label, resultats_publies, resultats_brs_publies } = found;
  return { id_jury, label, resultats_publies, resultats_brs_publies };
}
