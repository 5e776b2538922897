import { programmeChoice } from "@portal/domain/rules/choices";
import type { AnswerValues } from "@portal/domain/rules/types";
import { isBlank, text } from "@portal/domain/rules/values";
import { CAMPAIGN_YEAR_FIELD } from "@portal/domain/schema/candform";
import type { Database } from "../db/database.ts";

/** A jury as the workflow reads it: its id, label and publication flags. */
export interface AnswerJury {
  id_jury: string;
  label: string;
  /** The French name, when the table has one (migration 0015). */
  label_fr?: string | null;
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

/** A jury's publication flags. */
export type JuryPublication = Pick<AnswerJury, "resultats_publies" | "resultats_brs_publies">;

/** The juries and the formations' juries, as loaded once to match many answers (refreshApplicationFacts). */
export interface JuryTables {
  juries: readonly AnswerJury[];
  /** Formation type, programme code and the jury deciding on it. */
  formations: readonly { type: string; enum: string; id_jury: string }[];
  /**
   * The publication of each jury as it stood when the next campaign opened, by campaign year
   * (campaigns.jury_flags, issue #39): an answer of that campaign reads these, not the live flags,
   * which belong to the newest campaign.
   */
  frozen?: ReadonlyMap<number, Readonly<Record<string, JuryPublication>>>;
}

/** The jury with the publication its answer's campaign froze, if that campaign froze one. */
function asOfCampaign(jury: AnswerJury, values: AnswerValues, tables: JuryTables): AnswerJury {
  const year = Number(values[CAMPAIGN_YEAR_FIELD]);
  const flags = tables.frozen?.get(year)?.[jury.id_jury];
  return flags
    ? {
        ...jury,
        resultats_publies: flags.resultats_publies === true,
        resultats_brs_publies: flags.resultats_brs_publies === true,
      }
    : jury;
}

/** The campaigns' frozen publications (loadJuryTables, the lookups' snapshot). */
export async function loadFrozenPublications(
  db: Database,
): Promise<Map<number, Record<string, JuryPublication>>> {
  const rows = await db
    .selectFrom("campaigns")
    .select(["year", "jury_flags"])
    .where("jury_flags", "is not", null)
    .execute();
  return new Map(rows.map((r) => [r.year, r.jury_flags ?? {}]));
}

/**
 * The jury that decides on an answer, or null when none can be found (nothing then shows).
 * An explicit `juryisae` (set by an administrator) wins; otherwise the jury of the formation
 * (formations.id_jury) of the candidate's programme: type = typeformation and enum = the programme
 * code or first choice (mscchoice for MSC); a type with a single jury (e.g. ING, no choice) uses it.
 */
export function matchJury(values: AnswerValues, tables: JuryTables): AnswerJury | null {
  const jury = matchLiveJury(values, tables);
  return jury && tables.frozen ? asOfCampaign(jury, values, tables) : jury;
}

/** matchJury on the live flags. */
function matchLiveJury(values: AnswerValues, tables: JuryTables): AnswerJury | null {
  const byId = (id: string) => tables.juries.find((j) => j.id_jury === id);
  if (!isBlank(values.juryisae)) {
    const jury = byId(text(values.juryisae));
    if (jury) return jury;
  }
  const type = text(values.typeformation);
  if (type === "") return null;
  const rows = tables.formations.filter((f) => f.type === type && byId(f.id_jury) !== undefined);
  const codes = programmeCodes(values);
  const match = codes.map((code) => rows.find((r) => r.enum === code)).find((r) => r !== undefined);
  const only = new Set(rows.map((r) => r.id_jury)).size === 1 ? rows[0] : undefined;
  const found = match ?? only;
  return found ? byId(found.id_jury)! : null;
}

/** Loads the juries and formations matchJury needs; with `values`, only those its answer can use. */
export async function loadJuryTables(db: Database, values?: AnswerValues): Promise<JuryTables> {
  let juries = db
    .selectFrom("juries")
    .select(["id_jury", "label", "label_fr", "resultats_publies", "resultats_brs_publies"]);
  let formations = db
    .selectFrom("formations")
    .select(["type", "enum", "id_jury"])
    .where("id_jury", "is not", null)
    .$narrowType<{ id_jury: string }>();
  if (values) {
    formations = formations.where("type", "=", text(values.typeformation));
    const type = text(values.typeformation);
    juries = juries.where((eb) =>
      eb.or([
        eb("id_jury", "=", text(values.juryisae)),
        eb("id_jury", "in", eb.selectFrom("formations").select("id_jury").where("type", "=", type)),
      ]),
    );
  }
  return {
    juries: await juries.execute(),
    formations: await formations.execute(),
    frozen: await loadFrozenPublications(db),
  };
}

/** The jury that decides on one answer (matchJury over the rows that answer can use). */
export async function findJuryOf(db: Database, values: AnswerValues): Promise<AnswerJury | null> {
  return matchJury(values, await loadJuryTables(db, values));
}
