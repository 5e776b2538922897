import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues, Rule } from "./types.ts";
import { message } from "./types.ts";
import { text } from "./values.ts";
import { fieldsCompleted, tabsValidated } from "./tabs.ts";
import {
  dateOfBirthPresent,
  identityCardDatesOrdered,
  identityDocumentComplete,
  namesHaveNoSpecialCharacters,
  passportDatesOrdered,
  photoIsJpg,
  refereesDifferFromLogin,
} from "./identity.ts";
import { choicesDiffer } from "./choices.ts";
import { accessTitleMatches } from "./access-title.ts";
import {
  academicBackgroundComplete,
  academicDatesOrdered,
  bacSpecialitiesDiffer,
  professionalExperienceDatesOrdered,
} from "./background.ts";
import { fundingPresent } from "./funding.ts";
import { referencesReceived } from "./references.ts";
import { englishScoreValid } from "./languages.ts";
import { FIELD_RULES, placed } from "./field-rules.ts";
import { documentsArePdf, requiredDocumentsPresent } from "./documents.ts";
import { downPaymentProofPresent, proofOfPaymentPresent } from "./payments.ts";
import { acknowledgementTicked, honourStatementTicked, testifyTicked } from "./acknowledgements.ts";
import {
  chosenScholarshipsEligible,
  scholarshipChosen,
  scholarshipDocumentsPresent,
} from "./scholarship-documents.ts";
import {
  APPLICATION_TABS,
  REGISTRATION_DOCS_TAB,
  REGISTRATION_TABS,
  SCHOLARSHIP_TAB,
  TUITION_TAB,
} from "../workflow/tabs.ts";

/** Application tabs to check: all of them, but ING pays no application fee so its payment tab is left out. */
function applicationTabs(values: AnswerValues): string[] {
  return text(values.typeformation) === "ING"
    ? APPLICATION_TABS.filter((t) => t !== "payment")
    : APPLICATION_TABS;
}

/** The tuition amount has been set by an administrator (0 included). */
export function tuitionAmountSet(values: AnswerValues): Message[] {
  const raw = values.montant_ins;
  const amount = typeof raw === "number" ? raw : text(raw) === "" ? NaN : Number(text(raw));
  return Number.isFinite(amount) && amount >= 0
    ? []
    : [message("TUITION_AMOUNT_MISSING", "rules.tuition.amountMissing")];
}

/** A rule checked only at a validation, its messages placed on a tab (and a field) for the list of what is left. */
function at(tab: string, rule: Rule, field?: string): Rule {
  return (values, context) => rule(values, context).map((m) => ({ ...m, tab, ...(field ? { field } : {}) }));
}

/** A rule of the field-rules table gives its messages with their tab and field; any other, as it is. */
function inPlace(rule: Rule): Rule {
  const entry = FIELD_RULES.find((e) => e.rule === rule);
  return entry ? placed(entry) : rule;
}

/** Final validation of the application (PUT /ws/validateapplication): tabs, fields, identity, background, documents, payment, statements. */
export const applicationRules: readonly Rule[] = [
  tabsValidated(applicationTabs, "validation"),
  fieldsCompleted,
  namesHaveNoSpecialCharacters,
  choicesDiffer,
  at("personal", dateOfBirthPresent, "dateofbirth"),
  identityDocumentComplete,
  identityCardDatesOrdered,
  passportDatesOrdered,
  photoIsJpg,
  refereesDifferFromLogin,
  referencesReceived,
  bacSpecialitiesDiffer,
  at("background", accessTitleMatches, "accesTitre"),
  academicBackgroundComplete,
  academicDatesOrdered,
  professionalExperienceDatesOrdered,
  englishScoreValid,
  fundingPresent,
  at("docs", requiredDocumentsPresent, "docs"),
  at("docs", documentsArePdf, "docs"),
  at("payment", proofOfPaymentPresent, "proof_of_payment"),
  acknowledgementTicked,
  testifyTicked,
].map(inPlace);

/** Scholarship validation (PUT /ws/validatescholarship): a choice, eligibility, each chosen scholarship's PDF. */
export const scholarshipRules: readonly Rule[] = [
  tabsValidated(() => [SCHOLARSHIP_TAB], SCHOLARSHIP_TAB),
  fieldsCompleted,
  at(SCHOLARSHIP_TAB, scholarshipChosen),
  at(SCHOLARSHIP_TAB, chosenScholarshipsEligible),
  at(SCHOLARSHIP_TAB, scholarshipDocumentsPresent),
];

/** Registration validation (PUT /ws/validateregistration): registration tabs, honour statement, down-payment proof. */
export const registrationRules: readonly Rule[] = [
  tabsValidated(() => REGISTRATION_TABS, "register"),
  fieldsCompleted,
  at("register", honourStatementTicked, "acknowledgementReg"),
  at("registration", downPaymentProofPresent, "reg_proof_of_payment"),
];

/** Tuition confirmation (PUT /ws/validatetuition): registration documents validated and the amount set. */
export const tuitionRules: readonly Rule[] = [
  tabsValidated(() => [REGISTRATION_DOCS_TAB, TUITION_TAB], TUITION_TAB),
  fieldsCompleted,
  at(TUITION_TAB, tuitionAmountSet),
];
