import type { AnswerValues, FieldSchema, FormSchema } from "./types.ts";
import { background } from "./candform/background.ts";
import { boursesResult } from "./candform/bourses-result.ts";
import type { TabGroup } from "./candform/builders.ts";
import { CAMPAIGN_YEAR, CAMPAIGN_YEAR_FIELD, onLoad } from "./candform/campaign.ts";
import { docsPaymentValidation } from "./candform/docs-payment-validation.ts";
import { serverFields, validatedFlags } from "./candform/flags.ts";
import { homeChoice } from "./candform/home-choice.ts";
import { langsFund } from "./candform/langs-fund.ts";
import { personal } from "./candform/personal.ts";
import { registrationDocs } from "./candform/registration-docs.ts";
import { registration } from "./candform/registration.ts";

export { CAMPAIGN_YEAR, CAMPAIGN_YEAR_FIELD, onLoad };

/** Application form tabs (SPEC §2). */
export const APPLICATION_TABS = [
  "choice",
  "personal",
  "background",
  "langs",
  "fund",
  "docs",
  "payment",
  "validation",
];

/** Registration form tabs (SPEC §2). */
export const REGISTRATION_TABS = [
  "registration",
  "funding2",
  "parents",
  "siblings",
  "address",
  "documents2",
  "register",
];

/** Tabs whose fields lock together when tuition payment is confirmed (SPEC §4). */
export const TUITION_TABS = ["registration_docs", "tuition"];

const groups: TabGroup[] = [
  homeChoice,
  personal,
  background,
  langsFund,
  docsPaymentValidation,
  boursesResult,
  registration,
  registrationDocs,
];

/** Merges field maps, refusing a field id defined twice (ids are unique across the form). */
function mergeFields(maps: Record<string, FieldSchema>[]): Record<string, FieldSchema> {
  const fields: Record<string, FieldSchema> = {};
  for (const map of maps) {
    for (const [id, field] of Object.entries(map)) {
      if (id in fields) throw new Error(`candform: field ${id} defined twice`);
      fields[id] = field;
    }
  }
  return fields;
}

const tabs = groups.flatMap((g) => g.tabs);

/** The candform form: every tab of SPEC §2 in order, every field of SPEC §3. */
export const candform: FormSchema = {
  id: "candform",
  version: "2025.1",
  tabs,
  fields: mergeFields([
    ...groups.map((g) => g.fields),
    serverFields,
    validatedFlags(tabs.map((tab) => tab.id)),
  ]),
};

/** A new, empty answer of a campaign: every field default, then the load hook (the campaign's year). */
export function emptyAnswer(schema: FormSchema = candform, year?: number): AnswerValues {
  const values: AnswerValues = {};
  for (const [id, field] of Object.entries(schema.fields)) {
    if (field.default !== undefined) values[id] = field.default;
  }
  return onLoad(values, year);
}
