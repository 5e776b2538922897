import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues, Rule } from "./types.ts";
import { message } from "./types.ts";
import { text } from "./values.ts";
import { fieldsCompleted, tabsValidated } from "./tabs.ts";
import {
  dateOfBirthPresent,
  identityDocumentComplete,
  namesHaveNoSpecialCharacters,
  photoIsJpg,
  recommendersDifferFromLogin,
} from "./identity.ts";
import { choicesDiffer } from "./choices.ts";
import { accessTitleMatches } from "./access-title.ts";
import {
  academicBackgroundComplete,
  bacSpecialitiesDiffer,
  professionalExperienceDatesOrdered,
} from "./background.ts";
import { fundingPresent } from "./funding.ts";
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

/** Final validation of the application (PUT /ws/validateapplication): tabs, fields, identity, background, documents, payment, statements. */
export const applicationRules: readonly Rule[] = [
  tabsValidated(applicationTabs, "validation"),
  fieldsCompleted,
  namesHaveNoSpecialCharacters,
  choicesDiffer,
  dateOfBirthPresent,
  identityDocumentComplete,
  photoIsJpg,
  recommendersDifferFromLogin,
  bacSpecialitiesDiffer,
  accessTitleMatches,
  academicBackgroundComplete,
  professionalExperienceDatesOrdered,
  fundingPresent,
  requiredDocumentsPresent,
  documentsArePdf,
  proofOfPaymentPresent,
  acknowledgementTicked,
  testifyTicked,
];

/** Scholarship validation (PUT /ws/validatescholarship): a choice, eligibility, each chosen scholarship's PDF. */
export const scholarshipRules: readonly Rule[] = [
  tabsValidated(() => [SCHOLARSHIP_TAB], SCHOLARSHIP_TAB),
  fieldsCompleted,
  scholarshipChosen,
  chosenScholarshipsEligible,
  scholarshipDocumentsPresent,
];

/** Registration validation (PUT /ws/validateregistration): registration tabs, honour statement, down-payment proof. */
export const registrationRules: readonly Rule[] = [
  tabsValidated(() => REGISTRATION_TABS, "register"),
  fieldsCompleted,
  honourStatementTicked,
  downPaymentProofPresent,
];

/** Tuition confirmation (PUT /ws/validatetuition): registration documents validated and the amount set. */
export const tuitionRules: readonly Rule[] = [
  tabsValidated(() => [REGISTRATION_DOCS_TAB, TUITION_TAB], TUITION_TAB),
  fieldsCompleted,
  tuitionAmountSet,
];
