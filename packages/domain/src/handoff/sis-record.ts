import type { AnswerValues } from "../rules/types.ts";
import { isYes, parseDayMonthYear, text } from "../rules/values.ts";
import { applicationProgramme } from "../campaign/programme.ts";
import type { PaymentRecord } from "../workflow/payment-status.ts";
import { netPaidCents } from "../workflow/payment-status.ts";
import type { PaymentKind } from "../workflow/payments.ts";
import type { Stage } from "../workflow/stage.ts";

/**
 * The hand-off of admitted and registered candidates to the institution's student information system
 * (issue #39, docs/SIS-EXPORT.md): one flat record per candidate, the same names in the CSV's header
 * and the JSON's keys, in a fixed order an IT department can map once.
 */

/** The stages handed off: admitted (O or C, published), registered, tuition confirmed; never withdrawn. */
export const SIS_STAGES: readonly Stage[] = ["admitted", "registration_validated", "tuition_confirmed"];
/** The stages of a registered candidate (candidat_confirmation O). */
export const SIS_REGISTERED_STAGES: readonly Stage[] = ["registration_validated", "tuition_confirmed"];
/** The admission decisions handed off: admitted, admitted on conditions. */
export const SIS_DECISIONS = ["O", "C"] as const;

/** Who an export takes: every admitted candidate (registered or not yet), or the registered only. */
export const SIS_POPULATIONS = ["admitted", "registered"] as const;
export type SisPopulation = (typeof SIS_POPULATIONS)[number];

/** The stages a population takes. */
export const sisStagesOf = (population: SisPopulation): readonly Stage[] =>
  population === "registered" ? SIS_REGISTERED_STAGES : SIS_STAGES;

/** A programme's codes in the student information system, as an administrator sets them (empty: unset). */
export interface SisProgrammeCodes {
  /** The enrolment step (Apogée code étape, Pégase code formation). */
  stepCode: string;
  /** Its version (Apogée version d'étape, VET). */
  stepVersion: string;
  /** The diploma (Apogée code diplôme). */
  diplomaCode: string;
  /** Its version (Apogée version de diplôme, VDI). */
  diplomaVersion: string;
  /** The academic year the enrolment is for (Apogée code année, e.g. 2025 for 2025-2026). */
  academicYear: string;
}

/** The codes of a programme nobody has set. */
export const EMPTY_SIS_CODES: SisProgrammeCodes = {
  stepCode: "",
  stepVersion: "",
  diplomaCode: "",
  diplomaVersion: "",
  academicYear: "",
};

/**
 * The programme whose SIS codes an application takes: its programme (domain applicationProgramme),
 * or for a programme type where none is chosen (the engineering cycle) the type itself.
 */
export function sisProgrammeKey(values: AnswerValues): string {
  return applicationProgramme(values) || text(values.typeformation);
}

/** The longest code accepted (Apogée's codes are 6 to 8 characters; Pégase's up to 30). */
export const SIS_CODE_MAX_LENGTH = 30;
/** What a code may hold: letters, digits and - _ . / (no spaces, nothing a CSV or a SIS import trips on). */
export const SIS_CODE_PATTERN = "^[A-Za-z0-9_./-]*$";

/** One column of the hand-off: its name (CSV header and JSON key) and the type of its values. */
export interface SisColumn {
  name: string;
  type: "integer" | "text" | "date" | "datetime" | "euros" | "flag";
}

const column = (name: string, type: SisColumn["type"] = "text"): SisColumn => ({ name, type });

/** The columns, in their order (docs/SIS-EXPORT.md describes each): never reordered, only appended. */
export const SIS_COLUMNS: readonly SisColumn[] = [
  column("applicationId", "integer"),
  column("login"),
  column("familyName"),
  column("givenName"),
  column("middleNames"),
  column("birthName"),
  column("birthDate", "date"),
  column("birthCountry"),
  column("birthCountryIso3"),
  column("birthCity"),
  column("nationality"),
  column("nationalityIso3"),
  column("secondNationality"),
  column("secondNationalityIso3"),
  column("email"),
  column("address"),
  column("postcode"),
  column("cityInsee"),
  column("city"),
  column("addressCountry"),
  column("addressCountryIso3"),
  column("bacYear", "integer"),
  column("bacSchoolType"),
  column("bacKind"),
  column("bacSpeciality1"),
  column("bacSpeciality2"),
  column("bacSchool"),
  column("bacTown"),
  column("accessTitle"),
  column("accessLevel"),
  column("accessGrade"),
  column("accessYear", "integer"),
  column("accessCountry"),
  column("accessCountryIso3"),
  column("programmeType"),
  column("programme"),
  column("programmeLabel"),
  column("programmeLabelFr"),
  column("sisStepCode"),
  column("sisStepVersion"),
  column("sisDiplomaCode"),
  column("sisDiplomaVersion"),
  column("academicYear"),
  column("admission"),
  column("registered", "flag"),
  column("registeredAt", "datetime"),
  column("tuitionConfirmed", "flag"),
  column("applicationFeePaid", "euros"),
  column("applicationFeeWaived", "euros"),
  column("downPaymentPaid", "euros"),
  column("downPaymentWaived", "euros"),
  column("tuitionPaid", "euros"),
  column("tuitionWaived", "euros"),
];

/** A record: each column's value (text, a whole number, euros; null when the answer holds none). */
export type SisRecord = Record<string, string | number | null>;

/** What the record needs besides the answer's values, read by the caller from its tables. */
export interface SisContext {
  answerId: number;
  login: string;
  /** ISO alpha-3 code of an alpha-2 country code (the countries table), absent when unknown. */
  iso3(code: string): string | undefined;
  /** The commune's name of an INSEE code (the communes table), absent when unknown. */
  commune(insee: string): string | undefined;
  /** The programme's names in English and French (formations or the MSc list), empty when unknown. */
  programmeLabel: { en: string; fr: string };
  codes: SisProgrammeCodes;
  payments: readonly PaymentRecord[];
  /** When the registration was confirmed (the latest change of candidat_confirmation), null if never. */
  registeredAt: Date | null;
}

/** What the office waived for one nature, in cents (a waiver's amount is what it forgave). */
export function waivedCents(nature: PaymentKind, payments: readonly PaymentRecord[]): number {
  return payments
    .filter((p) => p.nature === nature && p.method === "waiver")
    .reduce((sum, p) => sum + p.amountCents, 0);
}

/** Cents as euros with two decimals at most (1230 → 12.3). */
const euros = (cents: number) => cents / 100;

/** A text value, trimmed; null when empty. */
function value(values: AnswerValues, id: string): string | null {
  const v = text(values[id]).trim();
  return v === "" ? null : v;
}

/** A whole number the form holds as a number or text; null otherwise. */
function whole(values: AnswerValues, id: string): number | null {
  const v = Number(text(values[id]).trim());
  return text(values[id]).trim() !== "" && Number.isInteger(v) ? v : null;
}

/** The form's dd/mm/yyyy as ISO yyyy-mm-dd; null when absent or not a date. */
function isoDay(values: AnswerValues, id: string): string | null {
  const time = parseDayMonthYear(values[id]);
  return time === null ? null : new Date(time).toISOString().slice(0, 10);
}

/** The record of one admitted or registered candidate, columns in SIS_COLUMNS' order. */
export function sisRecord(values: AnswerValues, context: SisContext): SisRecord {
  const country = (id: string) => value(values, id);
  const iso3 = (id: string) => {
    const code = country(id);
    return code === null ? null : (context.iso3(code) ?? null);
  };
  const inFrance = text(values.address_country) === "FR";
  const cityInsee = inFrance ? value(values, "cityFr") : null;
  const paid = (nature: PaymentKind) => euros(netPaidCents(nature, context.payments));
  const waived = (nature: PaymentKind) => euros(waivedCents(nature, context.payments));
  const record: SisRecord = {
    applicationId: context.answerId,
    login: context.login,
    familyName: value(values, "familyName"),
    givenName: value(values, "givenName"),
    middleNames: value(values, "middleNames"),
    birthName: value(values, "maidenName"),
    birthDate: isoDay(values, "dateofbirth"),
    birthCountry: country("country"),
    birthCountryIso3: iso3("country"),
    birthCity: value(values, "city"),
    nationality: country("nationality"),
    nationalityIso3: iso3("nationality"),
    secondNationality: country("dual_nationality"),
    secondNationalityIso3: iso3("dual_nationality"),
    email: context.login,
    address: value(values, "address"),
    postcode: value(values, "zip"),
    cityInsee,
    city: cityInsee ? (context.commune(cityInsee) ?? null) : value(values, "address_city"),
    addressCountry: country("address_country"),
    addressCountryIso3: iso3("address_country"),
    bacYear: whole(values, "bacAnnee"),
    bacSchoolType: value(values, "bacTypeEtablissement"),
    bacKind: value(values, "bacIfFr"),
    bacSpeciality1: value(values, "bacSpecialite1"),
    bacSpeciality2: value(values, "bacSpecialite2"),
    bacSchool: value(values, "bacEtablissement"),
    bacTown: value(values, "bacVille"),
    accessTitle: value(values, "accesTitre"),
    accessLevel: value(values, "accesNiveau"),
    accessGrade: value(values, "accesGrade"),
    accessYear: whole(values, "accesAnnee"),
    accessCountry: country("accesPays"),
    accessCountryIso3: iso3("accesPays"),
    programmeType: value(values, "typeformation"),
    programme: applicationProgramme(values) || null,
    programmeLabel: context.programmeLabel.en || null,
    programmeLabelFr: context.programmeLabel.fr || null,
    sisStepCode: context.codes.stepCode || null,
    sisStepVersion: context.codes.stepVersion || null,
    sisDiplomaCode: context.codes.diplomaCode || null,
    sisDiplomaVersion: context.codes.diplomaVersion || null,
    academicYear: context.codes.academicYear || null,
    admission: value(values, "admis"),
    registered: isYes(values.candidat_confirmation) ? "O" : "N",
    registeredAt:
      isYes(values.candidat_confirmation) && context.registeredAt ? context.registeredAt.toISOString() : null,
    tuitionConfirmed: isYes(values.tuition_paiement_confirmation) ? "O" : "N",
    applicationFeePaid: paid("application_fee"),
    applicationFeeWaived: waived("application_fee"),
    downPaymentPaid: paid("down_payment"),
    downPaymentWaived: waived("down_payment"),
    tuitionPaid: paid("tuition"),
    tuitionWaived: waived("tuition"),
  };
  return record;
}

/** A record's cells in column order, as the CSV writes them (euros with two decimals, a dot). */
export function sisCsvRow(record: SisRecord): string[] {
  return SIS_COLUMNS.map(({ name, type }) => {
    const cell = record[name];
    if (cell === null || cell === undefined) return "";
    if (type === "euros" && typeof cell === "number") return cell.toFixed(2);
    return String(cell);
  });
}
