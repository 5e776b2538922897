import type { ReferenceStanding } from "../workflow/references.ts";
import type { DeadlineContext } from "../campaign/deadline-rules.ts";
import type { Message } from "../i18n/catalogue.ts";

/** An answer's values: a flat record keyed by the field ids of SPEC §3. */
export type AnswerValues = Record<string, unknown>;

/** A field the form engine found invalid, reported as `{{title}} is not completed properly`. */
export interface InvalidField {
  id: string;
  title: string;
  /** The tab holding the field. */
  tab?: string;
}

/** What a rule may need besides the values: who acts, and the form engine's verdicts. */
export interface RuleContext {
  /** The candidate's login (lower-cased e-mail). */
  login?: string;
  /** Tab validity computed by the form engine, keyed by tab id (a missing tab is not judged). */
  tabsValid?: Record<string, boolean>;
  /** Titles to show for tabs in messages, keyed by tab id (default: the tab id). */
  tabTitles?: Record<string, string>;
  /** Fields the form engine found invalid. */
  invalidFields?: InvalidField[];
  /**
   * The payments recorded as settled (paid in full or waived), by nature ("application_fee"…), as
   * the server's payments say: a fee paid online needs no proof of payment.
   */
  settledPayments?: readonly string[];
  /**
   * The application's reference letters (issue #37): whether its programme requires them and the
   * state of each live reference. Absent: not judged.
   */
  references?: { required: boolean; standings: readonly ReferenceStanding[] };
  /**
   * The dates the candidate's validation must come before (their programme's, else the campaign's)
   * and the time it is judged at; absent when staff act, whom dates never hold.
   */
  deadlines?: DeadlineContext;
}

/** A business rule: a small named function returning zero or more messages, never throwing. */
export type Rule = (values: AnswerValues, context: RuleContext) => Message[];

/** Builds a message with a stable code, a catalogue key and optional parameters. */
export function message(code: string, key: string, params?: Record<string, string | number>): Message {
  return params ? { code, key, params } : { code, key };
}

/** Runs every rule (rules collect, they do not stop) and returns all failures, duplicates (same text at the same place) removed. */
export function runRules(rules: readonly Rule[], values: AnswerValues, context: RuleContext = {}): Message[] {
  const seen = new Set<string>();
  const out: Message[] = [];
  for (const rule of rules) {
    for (const m of rule(values, context)) {
      const id = `${m.key}|${JSON.stringify(m.params ?? {})}|${m.tab ?? ""}|${m.field ?? ""}`;
      if (!seen.has(id)) {
        seen.add(id);
        out.push(m);
      }
    }
  }
  return out;
}
