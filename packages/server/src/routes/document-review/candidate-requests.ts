import type { AnswerValues } from "@portal/domain/rules/types";
import type { Locale } from "@portal/domain/i18n/index";
import type { FormSchema } from "@portal/domain/schema/types";
import type { Database } from "../../db/database.ts";
import { presentCandidateRequest, type PresentedCandidateRequest } from "../../presenters/document-review.ts";
import { listDocumentRequests } from "../../queries/document-requests.ts";
import { reasonLabeller } from "../../queries/reasons.ts";

/** The open requests of an answer as its candidate reads them (the form's banner), in their language. */
export async function candidateDocumentRequests(
  db: Database,
  schema: FormSchema,
  answerId: number,
  locale: Locale,
  values: AnswerValues = {},
  now: Date = new Date(),
): Promise<PresentedCandidateRequest[]> {
  const rows = await listDocumentRequests(db, answerId, { open: true });
  if (rows.length === 0) return [];
  const reasonLabel = await reasonLabeller(db, "document", locale);
  return rows.map((row) => presentCandidateRequest(row, { schema, locale, reasonLabel, now, values }));
}
