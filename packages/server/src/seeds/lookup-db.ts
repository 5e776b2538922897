import type { Kysely } from "kysely";
import type { BacSpecialitiesTable, DB } from "../db/schema.ts";

/** A French secondary school (migration 0005): UAI code, commune (INSEE code), department, town. */
export interface SchoolsTable {
  code: string;
  name: string;
  insee: string;
  dept: string;
  city: string;
  zip: string | null;
}

/** A track (filière) a school offers: general bac, a technological series, a CPGE class… */
export interface SchoolTracksTable {
  school_code: string;
  code: string;
  label: string;
}

/** The database as the lookups see it: db/schema.ts plus the columns and tables of migration 0005. */
export type LookupDB = Omit<DB, "bac_specialities"> & {
  bac_specialities: BacSpecialitiesTable & { label_en: string | null };
  schools: SchoolsTable;
  school_tracks: SchoolTracksTable;
};

/** The same connection (or transaction), typed with the lookup tables of migration 0005. */
export function lookupDb(db: Kysely<DB>): Kysely<LookupDB> {
  return db as unknown as Kysely<LookupDB>;
}
