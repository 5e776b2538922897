import type { Locale } from "@portal/domain/i18n/index";
import type { Database } from "../db/database.ts";
import type { LookupSnapshot } from "../queries/lookup-cache.ts";
import { lookupDb } from "../seeds/lookup-db.ts";

/** A (resolved lookup path, code) pair shown in a report. */
export interface LookupCode {
  path: string;
  code: string;
}

/** Finds the label of a code under a resolved lookup path. */
export type LookupLabel = (path: string, code: string) => string | undefined;

const keyOf = (path: string, code: string) => `${path}\u0000${code}`;

/** The lookups whose codes this module can resolve, so a save can check a value is one of them. */
export const RESOLVABLE_LOOKUPS: ReadonlySet<string> = new Set([
  "pays",
  "iformformations",
  "commune",
  "iformbac",
  "institutions",
]);

/** Labels of one lookup path's codes, from the lookups kept in memory: those of the lookups it holds, else undefined. */
function labelsInSnapshot(snapshot: LookupSnapshot, path: string, codes: string[], locale: Locale) {
  const [base, param = ""] = path.split("/", 2);
  const names =
    base === "pays"
      ? (code: string) => snapshot.countryNames.get(code)
      : base === "iformformations"
        ? (code: string) => snapshot.programmeNames.get(`${param} ${code}`)
        : undefined;
  if (!names) return undefined;
  return codes.flatMap((code) => {
    const found = names(code);
    return found ? [[code, found[locale]] as const] : [];
  });
}

/** Labels of one lookup path's codes, from the lookup tables of SPEC §7. */
async function labelsOf(db: Database, path: string, codes: string[], locale: Locale) {
  const [base, param = ""] = path.split("/", 2);
  switch (base) {
    case "pays": {
      const rows = await db
        .selectFrom("countries")
        .select(["code", "codeiso", "name_en", "name_fr"])
        .where((eb) => eb.or([eb("code", "in", codes), eb("codeiso", "in", codes)]))
        .execute();
      const name = (r: (typeof rows)[number]) => (locale === "fr" ? r.name_fr : r.name_en);
      return rows.flatMap((r) => [[r.code, name(r)] as const, [r.codeiso, name(r)] as const]);
    }
    case "iformformations": {
      const rows = await db
        .selectFrom("formations")
        .select(["enum", "description", "description_fr"])
        .where("type", "=", param)
        .where("enum", "in", codes)
        .execute();
      return rows.map((r) => [r.enum, (locale === "fr" && r.description_fr) || r.description] as const);
    }
    case "commune": {
      const rows = await db
        .selectFrom("communes")
        .select(["insee", "name"])
        .where("zip", "=", param)
        .where((eb) => eb.or([eb("insee", "in", codes), eb("name", "in", codes)]))
        .execute();
      return rows.flatMap((r) => [[r.insee, r.name] as const, [r.name, r.name] as const]);
    }
    case "iformbac": {
      const year = Number(param);
      if (!Number.isInteger(year)) return [];
      const rows = await lookupDb(db)
        .selectFrom("bac_specialities")
        .select(["code", "label", "label_en"])
        .where("year", "=", year)
        .where("code", "in", codes)
        .execute();
      // The official labels are French; English ones are kept beside them when known.
      return rows.map((r) => [r.code, locale === "en" ? (r.label_en ?? r.label) : r.label] as const);
    }
    case "institutions": {
      const rows = await db
        .selectFrom("institutions")
        .select(["code", "name"])
        .where("code", "in", codes)
        .execute();
      return rows.map((r) => [r.code, r.name] as const);
    }
    default:
      return [];
  }
}

/**
 * Loads, with one query per lookup path, the labels of the codes a report shows (a country's
 * name in the report's language, a programme's description…). Unknown codes stay as they are.
 * With the lookups kept in memory (`snapshot`, queries/lookup-cache.ts), countries and programmes
 * are read from it instead of the database.
 */
export async function loadLookupLabels(
  db: Database,
  pairs: LookupCode[],
  locale: Locale,
  snapshot?: LookupSnapshot,
): Promise<LookupLabel> {
  const byPath = new Map<string, Set<string>>();
  for (const { path, code } of pairs) byPath.set(path, (byPath.get(path) ?? new Set()).add(code));
  const labels = new Map<string, string>();
  await Promise.all(
    [...byPath].map(async ([path, codes]) => {
      const list = [...codes];
      const found =
        (snapshot && labelsInSnapshot(snapshot, path, list, locale)) ??
        (await labelsOf(db, path, list, locale));
      for (const [code, label] of found) {
        if (codes.has(code)) labels.set(keyOf(path, code), label);
      }
    }),
  );
  return (path, code) => labels.get(keyOf(path, code));
}
