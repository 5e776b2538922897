import { EMPTY_SIS_CODES, type SisProgrammeCodes } from "@portal/domain/handoff/sis-record";
import { PROGRAMME_TYPES } from "@portal/domain/schema/candform/options";
import type { Database } from "../db/database.ts";
import { choosableProgrammes, type ChoosableProgramme } from "./programme-list.ts";

/** A programme's SIS codes as stored, with who set them last and when (null: never set). */
export interface StoredSisCodes extends SisProgrammeCodes {
  updatedAt: Date | null;
  updatedBy: string | null;
}

/**
 * The programmes the hand-off names: every programme a candidate can choose, then each programme
 * type whose applications name none (the engineering cycle), keyed by its type (domain sisProgrammeKey).
 */
export async function sisProgrammes(db: Database): Promise<ChoosableProgramme[]> {
  const programmes = await choosableProgrammes(db);
  const known = new Set(programmes.map((p) => p.code));
  for (const option of PROGRAMME_TYPES) {
    const type = option.enum[0]!;
    if (type !== "ING" || known.has(type)) continue;
    programmes.push({ code: type, type, labelEn: option.description.en, labelFr: option.description.fr });
  }
  return programmes;
}

/** Every programme's stored SIS codes, by programme key. */
export async function storedSisCodes(db: Database): Promise<Map<string, StoredSisCodes>> {
  const rows = await db.selectFrom("sis_programme_codes").selectAll().execute();
  return new Map(
    rows.map((row) => [
      row.programme,
      {
        stepCode: row.step_code,
        stepVersion: row.step_version,
        diplomaCode: row.diploma_code,
        diplomaVersion: row.diploma_version,
        academicYear: row.academic_year,
        updatedAt: row.updated_at,
        updatedBy: row.updated_by,
      },
    ]),
  );
}

/** The codes of a programme key, empty when nobody set them. */
export const codesOf = (stored: Map<string, StoredSisCodes>, programme: string): SisProgrammeCodes =>
  stored.get(programme) ?? EMPTY_SIS_CODES;
