import type { Kysely } from "kysely";
import { catalogues, locales, type Locale } from "@portal/domain/i18n/index";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";

/** Label overrides per locale: catalogue key → text shown instead of the catalogue's. */
export type LabelMap = Record<Locale, Record<string, string>>;

/** Changes of PUT …/labels: a text sets an override, null or "" removes it. */
export type LabelChanges = Partial<Record<Locale, Record<string, string | null>>>;

/** Every override, grouped by locale. */
export async function loadLabels(db: Kysely<DB>): Promise<LabelMap> {
  const rows = await db.selectFrom("labels").select(["locale", "key", "text"]).orderBy("key").execute();
  const map: LabelMap = { en: {}, fr: {} };
  for (const row of rows) if (row.locale === "en" || row.locale === "fr") map[row.locale][row.key] = row.text;
  return map;
}

/** The keys of the changes that are not in the locale's catalogue, as "fr:some.key". */
export function unknownLabelKeys(changes: LabelChanges): string[] {
  return locales.flatMap((locale) =>
    Object.keys(changes[locale] ?? {})
      // Own keys only: `in` would accept toString, constructor… inherited from Object.prototype.
      .filter((key) => !Object.hasOwn(catalogues[locale], key))
      .map((key) => `${locale}:${key}`),
  );
}

/** Applies the changes (in the caller's transaction); refuses them all if one key is unknown (400). */
export async function saveLabels(trx: Kysely<DB>, changes: LabelChanges): Promise<void> {
  const unknown = unknownLabelKeys(changes);
  if (unknown.length > 0)
    throw new AppError("VALIDATION", { detail: `unknown label keys: ${unknown.join(", ")}` });
  for (const locale of locales) {
    for (const [key, text] of Object.entries(changes[locale] ?? {})) {
      if (text === null || text === "") {
        await trx.deleteFrom("labels").where("locale", "=", locale).where("key", "=", key).execute();
      } else {
        await trx
          .insertInto("labels")
          .values({ locale, key, text })
          .onConflict((oc) => oc.columns(["locale", "key"]).doUpdateSet({ text }))
          .execute();
      }
    }
  }
}
