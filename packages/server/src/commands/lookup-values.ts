import type { Message } from "@portal/domain/i18n/catalogue";
import type { AnswerValues, FormSchema } from "@portal/domain/schema/types";
import type { Database } from "../db/database.ts";
import type { LookupSnapshot } from "../queries/lookup-cache.ts";
import { loadLookupLabels, RESOLVABLE_LOOKUPS } from "../reports/lookup-labels.ts";
import { resolveLookup } from "../reports/report-values.ts";

const NOT_A_CHOICE: Message = { code: "FIELD_ENUM", key: "form.enum" };

/**
 * The values of lookup-backed selects (countries, programmes, bac specialities, communes,
 * institutions) that are not codes of their lookup table, each with the "not one of the allowed
 * choices" message. The browser only offers the table's codes; this refuses a crafted request.
 * `merged` resolves a lookup's parameters (`iformformations/{typeformation}`). Countries and
 * programmes are checked in `lookups` (kept in memory), the others in their tables.
 */
export async function unknownLookupValues(
  db: Database,
  schema: FormSchema,
  values: AnswerValues,
  merged: AnswerValues,
  lookups: LookupSnapshot,
): Promise<Record<string, Message[]>> {
  const pairs = Object.entries(values).flatMap(([id, value]) => {
    const lookup = schema.fields[id]?.lookup;
    if (!lookup || typeof value !== "string" || value.trim() === "" || value === "-") return [];
    const path = resolveLookup(lookup, merged);
    return RESOLVABLE_LOOKUPS.has(path.split("/")[0]) ? [{ id, path, code: value }] : [];
  });
  const known = (pair: (typeof pairs)[number]): boolean | undefined => {
    const [base, param = ""] = pair.path.split("/", 2);
    if (base === "pays") return lookups.countryCodes.has(pair.code);
    if (base === "iformformations") return lookups.formationCodes.get(param)?.has(pair.code) ?? false;
    return undefined;
  };
  const elsewhere = pairs.filter((pair) => known(pair) === undefined);
  const label = elsewhere.length > 0 ? await loadLookupLabels(db, elsewhere, "en") : () => undefined;
  const unknown = pairs.filter(
    (pair) => (known(pair) ?? label(pair.path, pair.code) !== undefined) === false,
  );
  return Object.fromEntries(unknown.map((pair) => [pair.id, [NOT_A_CHOICE]]));
}
