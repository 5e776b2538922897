import { text } from "../rules/values.ts";
import { ADMISSION_DECISIONS, type AdmissionDecision } from "./results.ts";

/**
 * What belongs to which admission decision (issue "day one", item 7): the waiting-list rank to the
 * waiting list, the tuition fees to an admitted candidate, a scholarship award to an admitted one,
 * and the motivation to the decision it was given with. The dossier's decision form clears (and
 * asks for) these as the decision changes; the server's decision command is the authority.
 */

/** The parts of a decision that hang on the admission decision. */
export interface DecisionParts {
  motivation?: string | null;
  motivationVisible?: boolean;
  rank?: number | null;
  decisionbourse?: string;
  montant_ins?: number | null;
}

/** The decisions a candidate can read as a result (every one but "-", no decision yet). */
export const RESULT_DECISIONS: readonly AdmissionDecision[] = ADMISSION_DECISIONS.filter((d) => d !== "-");

/** True when the admission decision is one the candidate reads as a result (O, N, L, R, C). */
export function isResultDecision(admis: unknown): boolean {
  return (RESULT_DECISIONS as readonly unknown[]).includes(text(admis));
}

/** A waiting-list rank goes with the waiting list (L) only. */
export function rankApplies(admis: string): boolean {
  return admis === "L";
}

/** Tuition fees are set for an admitted candidate (O, or C: admitted on a language condition). */
export function tuitionApplies(admis: string): boolean {
  return admis === "O" || admis === "C";
}

/** The scholarship decisions that go with any admission decision: none awarded, no decision yet. */
const ANY_DECISION = ["NA", "--"];

/**
 * Whether a scholarship decision goes with an admission decision: "no scholarship" and "no
 * scholarship decision" with any; the scholarship waiting list or an award (TFW, ISAE-F, a named
 * scholarship) with an admitted candidate or one on the waiting list (the award stands if a place
 * comes), never with a refusal, a postponement or no decision.
 */
export function scholarshipDecisionApplies(admis: string, decisionbourse: string | undefined): boolean {
  if (ANY_DECISION.includes(sameScholarshipValue(decisionbourse))) return true;
  return tuitionApplies(admis) || admis === "L";
}

/** A stored or typed scholarship decision with blank read as "--" (no scholarship decision), as the dossier shows it. */
export function sameScholarshipValue(decisionbourse: unknown): string {
  const value = text(decisionbourse);
  return value === "" || value === "-" ? "--" : value;
}

/**
 * What changing the admission decision from `before.admis` to `admis` clears: the motivation (it
 * was the reason for the old decision) and its visibility, the rank off the waiting list, the
 * tuition fees when the candidate is no longer admitted, a scholarship decision that no longer
 * applies ("--"). Only the parts that are set and must go are returned; nothing when the decision
 * stays the same.
 */
export function partsClearedBy(before: { admis: string } & DecisionParts, admis: string): DecisionParts {
  if (before.admis === admis) return {};
  const cleared: DecisionParts = {};
  if ((before.motivation ?? "") !== "") {
    cleared.motivation = null;
    cleared.motivationVisible = false;
  }
  if ((before.rank ?? null) !== null && !rankApplies(admis)) cleared.rank = null;
  if ((before.montant_ins ?? null) !== null && !tuitionApplies(admis)) cleared.montant_ins = null;
  if (before.decisionbourse !== undefined && !scholarshipDecisionApplies(admis, before.decisionbourse))
    cleared.decisionbourse = "--";
  return cleared;
}

/**
 * Whether a recorded change is one the candidate must be told of once the jury has published:
 * their admission decision changed, and to a result (a first decision, or another one).
 */
export function resultNoticeDue(before: unknown, after: unknown): boolean {
  return isResultDecision(after) && text(after) !== text(before);
}

/** One application a bulk "waiting list" places, in the selection's order. */
export interface WaitingListEntry {
  /** Its jury (the waiting list is the jury's); null when it has none. */
  jury: string | null;
  /** Its stored rank when already on the waiting list, else null. */
  rank: number | null;
}

/**
 * The ranks a bulk "waiting list" gives, in the selection's order, one list per jury: from `first`
 * when the office gives it (first, first + 1, …), else after the last rank the jury has used
 * (`lastRanks`), an application already on the list keeping its own. Never the same rank to all.
 */
export function waitingListRanks(
  entries: readonly WaitingListEntry[],
  lastRanks: ReadonlyMap<string | null, number>,
  first?: number,
): number[] {
  const next = new Map<string | null, number>();
  return entries.map((entry) => {
    if (first === undefined && entry.rank !== null) return entry.rank;
    const rank = next.get(entry.jury) ?? first ?? (lastRanks.get(entry.jury) ?? 0) + 1;
    next.set(entry.jury, rank + 1);
    return rank;
  });
}
