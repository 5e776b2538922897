import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "./types.ts";
import { message } from "./types.ts";
import { languageCertificateRequired } from "./language-certificate.ts";
import { isBlank, isPdfFile, isYes, listItems, parseFileValue, text } from "./values.ts";

/** One entry of the docs list. */
export interface DocEntry {
  type_doc?: unknown;
  doc_file?: unknown;
  [key: string]: unknown;
}

/** Document types always required in the docs list. */
export const ALWAYS_REQUIRED_DOCUMENTS = ["id", "cv", "cover", "degree", "transcript"] as const;

/** How a document type is named in `{{type}} document is missing or is not a pdf file`. */
export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  id: "Identity",
  cv: "CV",
  cover: "Cover letter",
  degree: "Degree",
  transcript: "Transcript",
  english: "Language certificate",
  pole_emploi: "France Travail",
  other: "Other",
};

/** The document types an answer needs: the fixed five, english when required, pole_emploi when unemployed. */
export function requiredDocumentTypes(values: AnswerValues): string[] {
  const types: string[] = [...ALWAYS_REQUIRED_DOCUMENTS];
  if (languageCertificateRequired(values)) types.push("english");
  if (isYes(values.unemployed)) types.push("pole_emploi");
  return types;
}

/** The message for a document type that is missing or not a PDF. */
export function documentMissing(type: string): Message {
  return type === "cover"
    ? message("DOCUMENTS_COVER_MISSING", "rules.documents.coverMissing")
    : message("DOCUMENTS_TYPE_MISSING", "rules.documents.typeMissing", {
        type: DOCUMENT_TYPE_LABELS[type] ?? type,
      });
}

/** The required document types without an entry holding a PDF file (the final validation's and the home's list). */
export function missingDocumentTypes(values: AnswerValues): string[] {
  const docs = listItems(values.docs);
  return requiredDocumentTypes(values).filter(
    (type) => !docs.some((d) => text(d.type_doc) === type && isPdfFile(d.doc_file)),
  );
}

/** Each required document type has at least one entry holding a PDF file. */
export function requiredDocumentsPresent(values: AnswerValues): Message[] {
  return missingDocumentTypes(values).map(documentMissing);
}

/** Every uploaded document, whatever its type, is a PDF. */
export function documentsArePdf(values: AnswerValues): Message[] {
  const types = listItems(values.docs)
    .filter((d) => !isBlank(d.type_doc) && parseFileValue(d.doc_file) !== null && !isPdfFile(d.doc_file))
    .map((d) => text(d.type_doc));
  return [...new Set(types)].map(documentMissing);
}

/** Removes entries without a type or without a file; the message is given only when something was removed. */
export function removeInvalidDocEntries(docs: unknown): { docs: DocEntry[]; messages: Message[] } {
  const items = listItems(docs);
  const kept = items.filter((d) => !isBlank(d.type_doc) && parseFileValue(d.doc_file) !== null);
  const removed = kept.length !== items.length;
  return {
    docs: kept,
    messages: removed ? [message("DOCUMENTS_INVALID_REMOVED", "rules.documents.invalidRemoved")] : [],
  };
}
