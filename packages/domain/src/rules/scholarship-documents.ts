import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues, Rule } from "./types.ts";
import { message } from "./types.ts";
import { isPdfFile } from "./values.ts";
import type { Scholarship } from "../workflow/scholarships.ts";
import { SCHOLARSHIP_NAMES, chosenScholarships, isEligibleFor } from "../workflow/scholarships.ts";

/** A scholarship's required document: the answer field holding it (a PDF file value) and its name. */
export interface ScholarshipDocument {
  field: string;
  label: string;
}

/**
 * The document each chosen scholarship requires, keyed by scholarship. The candform schema has one:
 * the tuition waiver's motivation letter (`bourses_tuition_letter`), which has its own message. A
 * scholarship given an entry here (and a file field in the schema) is checked with
 * `{{file}} document is missing or is not a pdf file`.
 */
export const SCHOLARSHIP_DOCUMENTS: Partial<Record<Scholarship, ScholarshipDocument>> = {
  tuition: { field: "bourses_tuition_letter", label: "Motivation letter" },
};

/** At least one scholarship is chosen. */
export function scholarshipChosen(values: AnswerValues): Message[] {
  return chosenScholarships(values).length > 0
    ? []
    : [message("SCHOLARSHIP_NONE_CHOSEN", "rules.scholarships.noneChosen")];
}

/** Each chosen scholarship is one the answer is eligible for (SPEC §9). */
export function chosenScholarshipsEligible(values: AnswerValues): Message[] {
  return chosenScholarships(values)
    .filter((id) => !isEligibleFor(values, id))
    .map((id) =>
      message("SCHOLARSHIP_NOT_ELIGIBLE_FOR", "rules.scholarships.notEligible", {
        scholarship: SCHOLARSHIP_NAMES[id],
      }),
    );
}

/** Builds the rule "each chosen scholarship's document is a PDF" for a table of documents. */
export function scholarshipDocumentsRule(documents: Partial<Record<Scholarship, ScholarshipDocument>>): Rule {
  return (values) =>
    chosenScholarships(values).flatMap((id) => {
      const doc = documents[id];
      if (!doc || isPdfFile(values[doc.field])) return [];
      return id === "tuition"
        ? [message("SCHOLARSHIP_MOTIVATION_LETTER_MISSING", "rules.scholarships.motivationLetterMissing")]
        : [
            message("SCHOLARSHIP_DOCUMENT_MISSING", "rules.scholarships.documentMissing", {
              file: doc.label,
            }),
          ];
    });
}

/** Each chosen scholarship's document (SCHOLARSHIP_DOCUMENTS) is uploaded as a PDF. */
export const scholarshipDocumentsPresent: Rule = scholarshipDocumentsRule(SCHOLARSHIP_DOCUMENTS);
