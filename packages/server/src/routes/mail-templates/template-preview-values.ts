import { translate, type Locale } from "@portal/domain/i18n/index";
import type { Database } from "../../db/database.ts";
import { candidateMailTargets } from "../../queries/candidate-mail-values.ts";

/**
 * The values a template draft is filled with: a real application's name, programme and link (the
 * one asked for, else the first that has an account), plus an example deadline and example document
 * lines, in the template's language. Null when there is no such application.
 */
export async function previewValues(
  db: Database,
  input: { locale: Locale; publicUrl: string; answerId?: number },
): Promise<{ answerId: number; values: Record<string, string> } | null> {
  let id = input.answerId;
  if (id === undefined) {
    const first = await db
      .selectFrom("application_facts as f")
      .innerJoin("users as u", "u.login", "f.login")
      .select("f.answer_id")
      .orderBy("f.answer_id")
      .limit(1)
      .executeTakeFirst();
    if (!first) return null;
    id = first.answer_id;
  }
  const [target] = await candidateMailTargets(db, [id], input.publicUrl);
  if (!target) return null;
  return {
    answerId: target.answerId,
    values: {
      ...target.values,
      deadline: translate(input.locale, "noticesApi.exampleDeadline"),
      documents: translate(input.locale, "noticesApi.exampleDocuments"),
    },
  };
}
