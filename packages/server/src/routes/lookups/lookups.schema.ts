import { Type, type TProperties, type TSchema } from "typebox";
import { DEPT_PATTERN, PLACE_PATTERN, UAI_PATTERN, ZIP_PATTERN } from "../../seeds/french-codes.ts";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const Localized = Type.Object({ en: Type.String(), fr: Type.String() });
const Nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);

/**
 * A public lookup: its parameters (a malformed one answers 404 with the message `badParam`), and
 * the list it answers. Every item has `value` (what a select stores) and `label` (what it shows,
 * text or {en, fr}), then the table's own columns.
 */
function lookup<I extends TSchema, P extends TProperties = Record<never, TSchema>>(
  summary: string,
  item: I,
  params?: P,
  description?: string,
) {
  return {
    tags: ["lookups"],
    summary,
    ...(description ? { description } : {}),
    params: Type.Object(params ?? ({} as P)),
    response: { 200: Type.Array(item), 404: ErrorBody },
  };
}

/** GET /ws/pays. */
export const paysSchema = lookup(
  "Every country (ISO 3166-1), in the order of the caller's language",
  Type.Object({
    value: Type.String(),
    label: Localized,
    code: Type.String(),
    codeiso: Type.String(),
    name_en: Type.String(),
    name_fr: Type.String(),
    pays_ue: Type.Boolean(),
  }),
  undefined,
  "value is the alpha-2 code; label is {en, fr}; sorted by the name in the Accept-Language language.",
);

/** GET /ws/jurys. */
export const jurysSchema = lookup(
  "Every jury with its publication flags",
  Type.Object({
    value: Type.String(),
    label: Localized,
    id_jury: Type.String(),
    label_fr: Nullable(Type.String()),
    resultats_publies: Type.Boolean(),
    resultats_brs_publies: Type.Boolean(),
  }),
);

/** GET /ws/iformformations/:type. */
export const formationsSchema = lookup(
  "The programmes of a programme type",
  Type.Object({
    value: Type.String(),
    label: Localized,
    type: Type.String(),
    enum: Type.String(),
    description: Type.String(),
    description_fr: Nullable(Type.String()),
    id_jury: Nullable(Type.String()),
  }),
  {
    type: Type.Union([Type.Literal("MSC"), Type.Literal("AM"), Type.Literal("PG_DIP"), Type.Literal("ING")]),
  },
);

/** GET /ws/institutions/:country. */
export const institutionsSchema = lookup(
  "Higher-education institutions of a country",
  Type.Object({
    value: Type.String(),
    label: Type.String(),
    code: Type.String(),
    name: Type.String(),
    country: Type.String(),
    city: Nullable(Type.String()),
  }),
  { country: Type.String({ pattern: "^[A-Za-z]{2}$" }) },
);

const Commune = {
  value: Type.String(),
  label: Type.String(),
  insee: Type.String(),
  name: Type.String(),
  dept: Type.String(),
};

/** GET /ws/commune/:zip. */
export const communeSchema = lookup(
  "The communes of a French postal code",
  Type.Object({ ...Commune, zip: Type.String() }),
  { zip: Type.String({ pattern: ZIP_PATTERN }) },
  "value is the commune's name (what cityFr stores).",
);

/** GET /ws/communedept/:dept. */
export const communeDeptSchema = lookup(
  "The communes of a French department",
  Type.Object({ ...Commune, zips: Type.Array(Type.String()) }),
  { dept: Type.String({ pattern: DEPT_PATTERN }) },
  "One item per commune; value is its INSEE code (usable as /ws/etablissements/{code}).",
);

const School = {
  value: Type.String(),
  label: Type.String(),
  code: Type.String(),
  name: Type.String(),
  insee: Type.String(),
  dept: Type.String(),
  city: Type.String(),
  zip: Nullable(Type.String()),
};

/** GET /ws/etablissements/:code. */
export const schoolsSchema = lookup(
  "The secondary schools of a department or of a commune (INSEE code)",
  Type.Object(School),
  { code: Type.String({ pattern: PLACE_PATTERN }) },
  "value is the school's UAI code (usable as /ws/getfiliere/{code}).",
);

/** GET /ws/getfiliere/:code. */
export const tracksSchema = lookup(
  "The tracks (filières) of a school",
  Type.Object({
    value: Type.String(),
    label: Type.String(),
    code: Type.String(),
    school_code: Type.String(),
  }),
  { code: Type.String({ pattern: UAI_PATTERN }) },
);

/** GET /ws/getetablissement/:code/ville. */
export const schoolTownSchema = lookup(
  "The town of a school (a list of one, or empty for an unknown school)",
  Type.Object({
    value: Type.String(),
    label: Type.String(),
    city: Type.String(),
    zip: Nullable(Type.String()),
    insee: Type.String(),
    dept: Type.String(),
    school: Type.String(),
  }),
  { code: Type.String({ pattern: UAI_PATTERN }) },
);

/** GET /ws/iformbac/:year. */
export const bacSchema = lookup(
  "The bac specialities of a year (2021 to 2025; other years have none)",
  Type.Object({
    value: Type.String(),
    label: Localized,
    year: Type.Integer(),
    code: Type.String(),
    libelle: Type.String(),
    label_en: Type.String(),
  }),
  { year: Type.Integer({ minimum: 1000, maximum: 9999 }) },
  "value is the speciality code; label is {en, fr}, fr being the official label (libelle).",
);
