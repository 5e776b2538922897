import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues, Rule, RuleContext } from "./types.ts";
import {
  academicBackgroundComplete,
  academicDatesOrdered,
  academicDatesWrong,
  academicLineGap,
  bacSpecialitiesDiffer,
  experienceDatesWrong,
  professionalExperienceDatesOrdered,
} from "./background.ts";
import { acknowledgementTicked, testifyTicked } from "./acknowledgements.ts";
import { choicesDiffer, clashingChoices } from "./choices.ts";
import { FUNDING_FIELDS, fundingPresent } from "./funding.ts";
import {
  badNameFields,
  badRefereeFields,
  identityDocumentComplete,
  identityCardDatesOrdered,
  namesHaveNoSpecialCharacters,
  passportDatesOrdered,
  photoIsJpg,
  refereesDifferFromLogin,
} from "./identity.ts";
import { englishScoreValid } from "./languages.ts";
import { listItems } from "./values.ts";

/**
 * A §5 rule that belongs to a tab: the rule, and where its message goes — the field ids it is shown
 * under (a list row's field reads `<list>.<row index>.<field>`, as the renderer names it).
 */
export interface FieldRule {
  tab: string;
  rule: Rule;
  fields(values: AnswerValues, context: RuleContext): string[];
  /** A rule about a fieldset as a whole: its id, carried by the messages (shown once for the group). */
  group?: string;
}

/** The rows of a list whose field `place(row)` names, as `<list>.<index>.<field>`. */
const rowFields =
  (list: string, place: (row: Record<string, unknown>) => string | undefined) => (values: AnswerValues) =>
    listItems(values[list]).flatMap((row, index) => {
      const field = place(row);
      return field === undefined ? [] : [`${list}.${index}.${field}`];
    });

/**
 * The one table of the rules checked while the candidate fills a tab (the form engine, in the
 * browser and on the server's tab save) and again at final validation, each message under its field.
 */
export const FIELD_RULES: readonly FieldRule[] = [
  { tab: "choice", rule: choicesDiffer, fields: clashingChoices },
  { tab: "choice", rule: refereesDifferFromLogin, fields: badRefereeFields },
  { tab: "personal", rule: namesHaveNoSpecialCharacters, fields: (v) => badNameFields(v).slice(0, 1) },
  { tab: "personal", rule: identityDocumentComplete, fields: () => ["idcardno"] },
  { tab: "personal", rule: identityCardDatesOrdered, fields: () => ["idexpirydate"] },
  { tab: "personal", rule: passportDatesOrdered, fields: () => ["passportexpirydate"] },
  { tab: "personal", rule: photoIsJpg, fields: () => ["uploadPhoto"] },
  { tab: "background", rule: bacSpecialitiesDiffer, fields: () => ["bacSpecialite2"] },
  { tab: "background", rule: academicBackgroundComplete, fields: rowFields("heb_line", academicLineGap) },
  {
    tab: "background",
    rule: academicDatesOrdered,
    fields: rowFields("heb_line", (row) => (academicDatesWrong(row) ? "heb_from_tof" : undefined)),
  },
  {
    tab: "background",
    rule: professionalExperienceDatesOrdered,
    fields: rowFields("prof_xp", (row) => (experienceDatesWrong(row) ? "from_tof" : undefined)),
  },
  { tab: "langs", rule: englishScoreValid, fields: () => ["english_score"] },
  { tab: "fund", rule: fundingPresent, fields: () => [FUNDING_FIELDS[0]], group: "fund_sources" },
  { tab: "validation", rule: acknowledgementTicked, fields: () => ["acknowledgement"] },
  { tab: "validation", rule: testifyTicked, fields: () => ["val_testify2"] },
];

/** A field rule as a rule whose messages carry their tab and field (one message per field). */
export function placed({ tab, rule, fields, group }: FieldRule): Rule {
  return (values, context) => {
    const messages = rule(values, context);
    if (messages.length === 0) return [];
    const where = fields(values, context);
    const about = group ? { tab, group } : { tab };
    return messages.flatMap((m) =>
      where.length === 0 ? [{ ...m, ...about }] : where.map((field): Message => ({ ...m, ...about, field })),
    );
  };
}

/** Every failing field rule's messages, keyed by the field (or list row field) they go under. */
export function fieldRuleMessages(values: AnswerValues, context: RuleContext = {}): Map<string, Message[]> {
  const out = new Map<string, Message[]>();
  for (const entry of FIELD_RULES) {
    for (const m of placed(entry)(values, context)) {
      if (m.field !== undefined) out.set(m.field, [...(out.get(m.field) ?? []), m]);
    }
  }
  return out;
}
