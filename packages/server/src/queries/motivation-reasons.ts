import type { Locale } from "@portal/domain/i18n/index";
import type { AnswerValues } from "@portal/domain/rules/types";
import { text } from "@portal/domain/rules/values";
import type { Database } from "../db/database.ts";
import { liveReasonCodes, reasonLabel } from "./reasons.ts";

/** The motivation codes a decision may name now: those of the catalogue (kind "motivation") not archived. */
export const listMotivationCodes = (db: Database): Promise<string[]> => liveReasonCodes(db, "motivation");

/** A motivation's label in the reader's language (archived ones too: a past decision keeps its wording). */
export async function motivationLabel(db: Database, code: string, locale: Locale): Promise<string | null> {
  const row = await db
    .selectFrom("reasons")
    .select(["label_en", "label_fr"])
    .where("kind", "=", "motivation")
    .where("code", "=", code)
    .executeTakeFirst();
  return row ? reasonLabel(row, locale) : null;
}

/**
 * The candidate's values with `decision_motivation_label`, the motivation in their language, when
 * their view still holds a motivation (candidateView keeps it only once published and made visible).
 */
export async function withMotivationLabel(
  db: Database,
  values: AnswerValues,
  locale: Locale,
): Promise<AnswerValues> {
  const code = text(values.decision_motivation);
  if (code === "") return values;
  return { ...values, decision_motivation_label: await motivationLabel(db, code, locale) };
}
