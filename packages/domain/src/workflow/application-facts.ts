import { CHOICE_FIELDS } from "../rules/choices.ts";
import { requiredDocumentsPresent } from "../rules/documents.ts";
import type { AnswerValues } from "../rules/types.ts";
import { isBlank, isYes, listItems, parseFileValue, text } from "../rules/values.ts";
import { isAdmissionDecision, type AdmissionDecision, type JuryFlags } from "./results.ts";
import { chosenScholarships } from "./scholarships.ts";
import { stageOf, type Stage } from "./stage.ts";

/**
 * Bumped whenever a fact below is computed differently: the server then recomputes the stored facts
 * of every answer at startup (a row with an older version is stale).
 */
export const FACTS_VERSION = 5;

/** Where an application's documents stand: all required ones present, some missing, or none uploaded. */
export const DOCUMENT_STATUSES = ["complete", "missing", "none"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What the back office lists, filters and sorts on, derived from an answer's values once. */
export interface ApplicationFacts {
  familyName: string;
  givenName: string;
  typeformation: string;
  fstchoice: string;
  sndchoice: string;
  trdchoice: string;
  mscchoice: string;
  /** From is_european, else the nationalities; null while neither says. */
  eu: boolean | null;
  stage: Stage;
  /** The admission decision; "-" (none yet) when blank. */
  admis: AdmissionDecision;
  scholarshipRequested: boolean;
  /** The scholarship decision code (NA, WL, TFW…), null when blank. */
  scholarshipDecision: string | null;
  documents: DocumentStatus;
  /** Folded text the search matches against (see foldForSearch). */
  searchKey: string;
}

/**
 * Folds text for accent- and case-insensitive search: "Doé" and "DOE" both give "doe". NFD splits a
 * letter from its accents, which are then dropped; the server folds the query the same way.
 */
export function foldForSearch(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** True when the candidate ticked a scholarship or validated the scholarship tab. */
export function scholarshipRequested(values: AnswerValues): boolean {
  return isYes(values.bourse_validation) || chosenScholarships(values).length > 0;
}

/** Whether the application's documents are complete (every required type has a PDF), missing some, or absent. */
export function documentStatus(values: AnswerValues): DocumentStatus {
  const uploaded = listItems(values.docs).some((d) => parseFileValue(d.doc_file) !== null);
  if (!uploaded) return "none";
  return requiredDocumentsPresent(values).length === 0 ? "complete" : "missing";
}

/**
 * Whether the candidate is an EU national: is_european when set (O or N); otherwise from the
 * nationality and second nationality, given the EU member states' country codes (the countries
 * lookup's pays_ue, which the caller loads); null while no nationality is known.
 */
export function isEuropean(
  values: AnswerValues,
  euCountries: ReadonlySet<string> = new Set(),
): boolean | null {
  const flag = text(values.is_european).toUpperCase();
  if (flag === "O") return true;
  if (flag === "N") return false;
  const nationalities = [values.nationality, values.dual_nationality].filter((v) => !isBlank(v)).map(text);
  if (nationalities.length === 0) return null;
  return nationalities.some((code) => euCountries.has(code));
}

/**
 * Every fact of an application. `labels` are extra searchable words the caller knows (the programme
 * labels of its lookup tables), so searching "aerospace" finds a programme coded MAE.
 */
export function applicationFacts(
  login: string,
  values: AnswerValues,
  jury: JuryFlags | null | undefined,
  labels: readonly string[] = [],
  euCountries: ReadonlySet<string> = new Set(),
): ApplicationFacts {
  const admis = text(values.admis);
  const choices = Object.fromEntries(
    [...CHOICE_FIELDS, "mscchoice"].map((field) => [
      field,
      isBlank(values[field]) ? "" : text(values[field]),
    ]),
  ) as Record<(typeof CHOICE_FIELDS)[number] | "mscchoice", string>;
  const facts = {
    familyName: text(values.familyName),
    givenName: text(values.givenName),
    typeformation: isBlank(values.typeformation) ? "" : text(values.typeformation),
    ...choices,
    eu: isEuropean(values, euCountries),
    stage: stageOf(values, jury),
    admis: isAdmissionDecision(admis) ? admis : "-",
    scholarshipRequested: scholarshipRequested(values),
    scholarshipDecision: isBlank(values.decisionbourse) ? null : text(values.decisionbourse),
    documents: documentStatus(values),
  } satisfies Omit<ApplicationFacts, "searchKey">;
  const words = [
    login,
    facts.familyName,
    facts.givenName,
    facts.typeformation,
    ...Object.values(choices),
    ...labels,
  ];
  return { ...facts, searchKey: foldForSearch(words.filter((w) => w !== "").join(" ")) };
}
