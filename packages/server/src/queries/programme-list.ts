import { sql, type Selectable } from "kysely";
import { MSC_PROGRAMMES } from "@portal/domain/schema/candform/options";
import type { Database } from "../db/database.ts";
import type { ProgrammeSettingsTable } from "../db/schema.ts";

/** A programme a candidate can choose (the key of its settings), with its names. */
export interface ChoosableProgramme {
  code: string;
  /** The programme type (MSC, AM, PG_DIP). */
  type: string;
  labelEn: string;
  labelFr: string;
}

/** The programme types whose choice names the application's programme (mscchoice, fstchoice). */
const CHOSEN_TYPES = ["MSC", "AM", "PG_DIP"];

/**
 * Every programme an application can be for (domain applicationProgramme): the MSc programmes of the
 * form, then the formations of the types a first choice is made in, each code once, the lookup's
 * names first. An ING application names none and follows the campaign's dates.
 */
export async function choosableProgrammes(db: Database): Promise<ChoosableProgramme[]> {
  const formations = await db
    .selectFrom("formations")
    .select(["type", "enum", "description", "description_fr"])
    .where("type", "in", CHOSEN_TYPES)
    .orderBy("type")
    .orderBy("enum")
    .execute();
  const byCode = new Map<string, ChoosableProgramme>();
  for (const option of MSC_PROGRAMMES) {
    const code = option.enum[0]!;
    byCode.set(code, { code, type: "MSC", labelEn: option.description.en, labelFr: option.description.fr });
  }
  for (const row of formations) {
    const known = byCode.get(row.enum);
    if (known && known.type !== row.type) continue;
    byCode.set(row.enum, {
      code: row.enum,
      type: row.type,
      labelEn: row.description,
      labelFr: row.description_fr ?? row.description,
    });
  }
  const order = (p: ChoosableProgramme) => CHOSEN_TYPES.indexOf(p.type);
  return [...byCode.values()].sort((a, b) => order(a) - order(b) || a.code.localeCompare(b.code));
}

/** A stored programme_settings row. */
export type ProgrammeSettingsRow = Selectable<ProgrammeSettingsTable>;

/** The stored settings of every programme, by code. */
export async function storedProgrammeSettings(
  db: Database,
  campaign?: number,
): Promise<Map<string, ProgrammeSettingsRow>> {
  const rows = await db
    .selectFrom("programme_settings")
    .selectAll()
    .where("campaign", "=", campaign ?? sql<number>`current_campaign()`)
    .execute();
  return new Map(rows.map((row) => [row.programme, row]));
}
