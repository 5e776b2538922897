import type { SisProgrammeCodes } from "@portal/domain/handoff/sis-record";
import { sql } from "kysely";
import type { Database } from "../db/database.ts";

/**
 * Writes one programme's SIS codes, whole, with who set them and when; returns the row as stored.
 * Empty texts are kept as empty (unset): the export then leaves that column empty.
 */
export async function writeSisCodes(
  trx: Database,
  input: { programme: string; codes: SisProgrammeCodes; by: string },
) {
  const values = {
    step_code: input.codes.stepCode,
    step_version: input.codes.stepVersion,
    diploma_code: input.codes.diplomaCode,
    diploma_version: input.codes.diplomaVersion,
    academic_year: input.codes.academicYear,
    updated_by: input.by,
    updated_at: sql<Date>`now()`,
  };
  return trx
    .insertInto("sis_programme_codes")
    .values({ programme: input.programme, ...values })
    .onConflict((oc) => oc.column("programme").doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}
