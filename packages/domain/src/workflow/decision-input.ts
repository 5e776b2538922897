import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "../rules/types.ts";
import { message } from "../rules/types.ts";
import { isYes, text } from "../rules/values.ts";
import { tuitionAmount } from "./amounts.ts";
import { publishResult, setTuitionAmount } from "./decisions.ts";
import { sameScholarshipValue, scholarshipDecisionApplies, tuitionApplies } from "./decision-scope.ts";
import { ADMISSION_DECISIONS, SCHOLARSHIP_DECISION_VALUES, isAdmissionDecision } from "./results.ts";
import { chosenScholarships } from "./scholarships.ts";

/**
 * The jury's decision on one application as the office enters it (decision panel, bulk change,
 * import): the same rule on the server, which is the authority, and in the browser.
 */
export interface DecisionInput {
  admis: string;
  /** A code of the reasons catalogue, kind "motivation"; null or absent: none. */
  motivation?: string | null;
  /** Whether the candidate sees the motivation with the published result. */
  motivationVisible?: boolean;
  /** Place on the waiting list: required for L, refused otherwise. */
  rank?: number | null;
  decisionbourse?: string;
  /** Tuition fees due, in euros (at most two decimals). */
  montant_ins?: number | null;
}

/** The answer data fields a decision writes (also server-only fields of the form, so history and export name them). */
export const DECISION_FIELDS = [
  "admis",
  "decision_motivation",
  "decision_motivation_visible",
  "waiting_rank",
  "decisionbourse",
  "montant_ins",
] as const;

/** The staff label key of each admission decision (Admitted, Not admitted, …). */
export const DECISION_LABEL_KEYS: Record<(typeof ADMISSION_DECISIONS)[number], string> = {
  O: "decisions.admis.O",
  N: "decisions.admis.N",
  L: "decisions.admis.L",
  R: "decisions.admis.R",
  C: "decisions.admis.C",
  "-": "decisions.admis.none",
};

/** The scholarship decisions every application may receive, before the programmes applied for. */
export const BASE_SCHOLARSHIP_DECISIONS = ["NA", "WL", "--", "TFW", "ISAE-F"] as const;

const BASE_LABEL_KEYS: Record<string, string> = {
  NA: "decisions.scholarship.NA",
  WL: "decisions.scholarship.WL",
  "--": "decisions.scholarship.none",
  TFW: "decisions.scholarship.TFW",
  "ISAE-F": "decisions.scholarship.foundation",
};

/** One choice of scholarship decision: its stored value and its staff label (key and parameters). */
export interface ScholarshipOption {
  value: string;
  key: string;
  params?: Record<string, string>;
}

/**
 * The scholarship decisions open to this application: NA, WL, --, TFW, ISAE-F, plus the award of
 * each programme the candidate applied for (their bourses_* flags).
 */
export function scholarshipDecisionOptions(values: AnswerValues): ScholarshipOption[] {
  const base: ScholarshipOption[] = BASE_SCHOLARSHIP_DECISIONS.map(scholarshipDecisionLabel);
  const applied = chosenScholarships(values)
    .map((id) => SCHOLARSHIP_DECISION_VALUES[id])
    .filter((value) => !base.some((o) => o.value === value))
    .map(scholarshipDecisionLabel);
  return [...base, ...applied];
}

/**
 * The staff label of any stored scholarship decision: a base decision's own ("No scholarship
 * decision" for "--"), any other value read as the award of the scholarship it names.
 */
export function scholarshipDecisionLabel(value: string): ScholarshipOption {
  return Object.hasOwn(BASE_LABEL_KEYS, value)
    ? { value, key: BASE_LABEL_KEYS[value]! }
    : { value, key: "decisions.scholarship.named", params: { name: value } };
}

/** The decision stored in an answer, in the shape the office enters it. */
export function currentDecision(values: AnswerValues): DecisionInput {
  const rank = Number(text(values.waiting_rank));
  const motivation = text(values.decision_motivation);
  const bourse = text(values.decisionbourse);
  return {
    admis: isAdmissionDecision(text(values.admis)) ? text(values.admis) : "-",
    motivation: motivation === "" ? null : motivation,
    motivationVisible: isYes(values.decision_motivation_visible),
    rank: text(values.waiting_rank) !== "" && Number.isInteger(rank) ? rank : null,
    ...(bourse === "" ? {} : { decisionbourse: bourse }),
    montant_ins: tuitionAmount(values),
  };
}

/**
 * A partial change (bulk, import) laid over the stored decision. Leaving the waiting list without
 * naming a rank clears the rank, so "set admis O" does not trip over the old place.
 */
export function mergeDecision(current: DecisionInput, set: Partial<DecisionInput>): DecisionInput {
  const merged: DecisionInput = { ...current };
  for (const [key, value] of Object.entries(set)) {
    if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
  }
  if (merged.admis !== "L" && set.rank === undefined) merged.rank = null;
  return merged;
}

const isMoney = (n: unknown): n is number =>
  typeof n === "number" && Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** The largest tuition amount accepted, in euros (the form's own bound). */
export const MAX_TUITION = 100000;

/**
 * Every problem of a decision, by input field (admis, rank, motivation, decisionbourse,
 * montant_ins): message keys of the `decisions` area with their parameters. Empty when valid.
 */
export function validateDecision(
  input: DecisionInput,
  values: AnswerValues,
  motivationCodes: readonly string[],
): Record<string, Message[]> {
  const errors: Record<string, Message[]> = {};
  const add = (field: string, m: Message) => (errors[field] ??= []).push(m);
  if (!isAdmissionDecision(input.admis)) {
    add(
      "admis",
      message("DECISION_ADMIS", "decisions.error.admis", {
        value: String(input.admis ?? ""),
        allowed: ADMISSION_DECISIONS.join(", "),
      }),
    );
  }
  const rank = input.rank ?? null;
  if (input.admis === "L") {
    if (rank === null) add("rank", message("DECISION_RANK_REQUIRED", "decisions.error.rankRequired"));
    else if (!Number.isInteger(rank) || rank < 1)
      add("rank", message("DECISION_RANK", "decisions.error.rank", { value: String(rank) }));
  } else if (rank !== null) {
    add("rank", message("DECISION_RANK_NOT_WAITING", "decisions.error.rankNotWaiting"));
  }
  const motivation = input.motivation ?? null;
  if (motivation !== null && motivation !== "" && !motivationCodes.includes(motivation)) {
    add(
      "motivation",
      message("DECISION_MOTIVATION", "decisions.error.motivation", {
        value: motivation,
        allowed: motivationCodes.join(", "),
      }),
    );
  }
  if (input.decisionbourse !== undefined) {
    const allowed = scholarshipDecisionOptions(values).map((o) => o.value);
    if (!allowed.includes(input.decisionbourse)) {
      add(
        "decisionbourse",
        message("DECISION_SCHOLARSHIP", "decisions.error.scholarship", {
          value: String(input.decisionbourse),
          allowed: allowed.join(", "),
        }),
      );
    } else if (
      isAdmissionDecision(input.admis) &&
      !scholarshipDecisionApplies(input.admis, input.decisionbourse)
    ) {
      add(
        "decisionbourse",
        message("DECISION_SCHOLARSHIP_NOT_ADMITTED", "decisions.error.scholarshipNotAdmitted", {
          value: String(input.decisionbourse),
        }),
      );
    }
  }
  const amount = input.montant_ins ?? null;
  if (amount !== null && (!isMoney(amount) || amount < 0 || amount > MAX_TUITION)) {
    add(
      "montant_ins",
      message("DECISION_AMOUNT", "decisions.error.amount", { value: String(amount), max: MAX_TUITION }),
    );
  } else if (amount !== null && isAdmissionDecision(input.admis) && !tuitionApplies(input.admis)) {
    add("montant_ins", message("DECISION_AMOUNT_NOT_ADMITTED", "decisions.error.amountNotAdmitted"));
  }
  return errors;
}

/** The answer data a (valid) decision writes. */
export function decisionValues(input: DecisionInput): AnswerValues {
  return {
    admis: input.admis,
    decision_motivation: input.motivation || null,
    decision_motivation_visible: input.motivation && input.motivationVisible ? "O" : "N",
    waiting_rank: input.admis === "L" ? (input.rank ?? null) : null,
    ...(input.decisionbourse !== undefined ? { decisionbourse: input.decisionbourse } : {}),
    montant_ins: input.montant_ins ?? null,
  };
}

/** The stored values a decision writes, but the tuition amount: what the jury decides. */
const juryPart = (values: AnswerValues) => {
  const { montant_ins: _amount, ...rest } = values;
  return rest;
};

/** What recording a decision gives: the new answer data and the values it writes, or refusals by field. */
export type DecisionOutcome =
  { ok: true; state: AnswerValues; changes: AnswerValues } | { ok: false; errors: Record<string, Message[]> };

/**
 * The workflow's refusals (worded for the candidate, who meets them on their own steps) as the
 * office reads them, each under the field of the decision it concerns.
 */
const STAFF_REFUSALS: Record<string, { field: string; key: string }> = {
  WORKFLOW_APPLICATION_NOT_VALIDATED: { field: "admis", key: "decisions.refused.notValidated" },
  WORKFLOW_REGISTRATION_ALREADY_VALIDATED: { field: "admis", key: "decisions.refused.registered" },
  WORKFLOW_INVALID_DECISION: { field: "admis", key: "decisions.refused.invalidDecision" },
  WORKFLOW_NOT_ADMITTED: { field: "montant_ins", key: "decisions.error.amountNotAdmitted" },
  WORKFLOW_TUITION_ALREADY_CONFIRMED: { field: "montant_ins", key: "decisions.refused.tuitionConfirmed" },
  WORKFLOW_INVALID_AMOUNT: { field: "montant_ins", key: "decisions.refused.invalidAmount" },
};

function staffRefusal(messages: readonly Message[]): Record<string, Message[]> {
  const errors: Record<string, Message[]> = {};
  for (const m of messages) {
    const staff = STAFF_REFUSALS[m.code] ?? { field: "admis", key: m.key };
    (errors[staff.field] ??= []).push(message(m.code, staff.key, m.params));
  }
  return errors;
}

/**
 * Records a (valid) decision on the answer with the workflow's own rules: when the jury's part
 * changes (admission, motivation, rank, scholarship), publishResult (validated application,
 * registration not yet confirmed); when the amount changes, setTuitionAmount (admitted, tuition not
 * yet confirmed) — so the fees of a registered candidate can still be set with her decision as it is.
 * A scholarship decision given as "--" where none is stored is the same decision (the dossier shows
 * a blank one as "--"), and is not written. Refusals come in staff wording, by field.
 */
export function applyDecision(state: AnswerValues, input: DecisionInput): DecisionOutcome {
  const stored = currentDecision(state);
  const sameScholarship =
    input.decisionbourse === undefined ||
    sameScholarshipValue(input.decisionbourse) === sameScholarshipValue(stored.decisionbourse);
  const decided: DecisionInput = sameScholarship ? { ...input, decisionbourse: undefined } : input;
  const before = juryPart(decisionValues({ ...stored, decisionbourse: undefined }));
  const after = juryPart(decisionValues(decided));
  const juryChanged = (Object.keys(after) as (keyof typeof after)[]).some(
    (key) => (before[key] ?? null) !== (after[key] ?? null),
  );
  if (juryChanged) {
    const published = publishResult(state, decided.admis, decided.decisionbourse);
    if (!published.ok) return { ok: false, errors: staffRefusal(published.messages) };
  }
  const changes = decisionValues(decided);
  const next = { ...state, ...changes };
  const amount = decided.montant_ins ?? null;
  if (amount !== null && amount !== tuitionAmount(state)) {
    const priced = setTuitionAmount(next, amount);
    if (!priced.ok) return { ok: false, errors: staffRefusal(priced.messages) };
  }
  return { ok: true, state: next, changes };
}
