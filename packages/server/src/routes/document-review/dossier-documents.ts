import type { Locale } from "@portal/domain/i18n/index";
import type { FormSchema } from "@portal/domain/schema/types";
import type { Database } from "../../db/database.ts";
import { presentValuesFor } from "../../presenters/answer-display.ts";
import type { DossierDocuments } from "../../presenters/dossier.ts";
import { presentDocumentRequest } from "../../presenters/document-review.ts";
import { documentFieldsOf } from "./document-fields.ts";
import type { AnswerRow } from "../../queries/answer-queries.ts";
import { listDocumentRequests } from "../../queries/document-requests.ts";
import type { AnswerJury } from "../../queries/jury-of-answer.ts";
import { reasonLabeller } from "../../queries/reasons.ts";

/**
 * What the dossier shows of document review, labels in the asked language: each reason's label, the
 * application's requests (open and resolved, newest first) and the file fields its form shows.
 */
export async function loadDossierDocuments(
  db: Database,
  input: { schema: FormSchema; answer: AnswerRow; jury: AnswerJury | null; locale: Locale; now?: Date },
): Promise<DossierDocuments> {
  const { schema, answer, locale } = input;
  const now = input.now ?? new Date();
  const reasonLabel = await reasonLabeller(db, "document", locale);
  const rows = await listDocumentRequests(db, answer.id);
  const values = presentValuesFor({ isAdmin: true }, answer.data ?? {}, input.jury);
  return {
    reasonLabel,
    requests: rows.map((row) => presentDocumentRequest(row, { schema, locale, reasonLabel, now, values })),
    fields: documentFieldsOf(schema, values, locale),
  };
}
