import type { Transaction } from "kysely";
import type { FormSchema } from "@portal/domain/schema/types";
import type { DB } from "../db/schema.ts";
import { longDay } from "../mail/long-day.ts";
import { queueTemplateMail } from "../mail/template-mails.ts";
import { candidateMailTargets } from "../queries/candidate-mail-values.ts";
import { fieldPathLabel } from "../presenters/document-review.ts";
import { listDocumentRequests } from "../queries/document-requests.ts";
import { reasonLabeller } from "../queries/reasons.ts";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Queues the "document_request" mail to the candidate, in their language and in the caller's
 * transaction: every open request of the application, one line each ("- field: reason — comment"),
 * and the earliest open deadline. Nothing when the account has gone.
 */
export async function mailDocumentRequests(
  trx: Transaction<DB>,
  input: {
    answer: { id: number };
    schema: FormSchema;
    publicUrl: string;
  },
): Promise<number | null> {
  const { answer, schema } = input;
  // Name, programme, address, language and link as every candidate mail has them.
  const [target] = await candidateMailTargets(trx, [answer.id], input.publicUrl);
  if (!target) return null;
  const { locale } = target;
  const open = await listDocumentRequests(trx, answer.id, { open: true });
  if (open.length === 0) return null;
  const reasonLabel = await reasonLabeller(trx, "document", locale);
  const stored = await trx
    .selectFrom("answers")
    .select("data")
    .where("id", "=", answer.id)
    .executeTakeFirst();
  const values = stored?.data ?? {};
  const documents = [...open]
    .reverse()
    .map((request) => {
      const why = [reasonLabel(request.reason_code), text(request.comment)].filter(Boolean).join(" — ");
      const field = fieldPathLabel(schema, request.field_path, locale, values);
      return why ? `- ${field}: ${why}` : `- ${field}`;
    })
    .join("\n");
  const deadline = open.map((request) => request.deadline).sort()[0]!;
  return queueTemplateMail(trx, {
    key: "document_request",
    to: target.to,
    locale,
    values: { ...target.values, documents, deadline: longDay(deadline, locale) },
  });
}
