import { translate, type Locale } from "@portal/domain/i18n/index";
import { dayOf, defaultDeadline, isDay } from "@portal/domain/workflow/document-requests";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import { liveReasonCodes } from "../../queries/reasons.ts";

const refuse = (locale: Locale, key: string, params: Record<string, string> = {}) =>
  new AppError("VALIDATION", { detail: translate(locale, `documentReview.${key}`, params) });

/** The deadline asked for (default: 14 days from today); 400 for a day that is none or is past. */
export function checkDeadline(value: string | undefined, locale: Locale, now: Date): string {
  if (value === undefined || value.trim() === "") return defaultDeadline(now);
  const deadline = value.trim();
  if (!isDay(deadline)) throw refuse(locale, "badDeadline", { deadline });
  if (deadline < dayOf(now)) throw refuse(locale, "pastDeadline", { deadline });
  return deadline;
}

/** The reason's code when it is a document reason of the catalogue still offered; 400 naming those that are. */
export async function checkReason(db: Database, code: string | undefined, locale: Locale): Promise<string> {
  const offered = await liveReasonCodes(db, "document");
  const allowed = offered.join(", ");
  if (code === undefined || code.trim() === "") throw refuse(locale, "reasonNeeded", { allowed });
  if (!offered.includes(code.trim())) throw refuse(locale, "unknownReason", { reason: code, allowed });
  return code.trim();
}

/** A comment trimmed, null when empty. */
export const commentOf = (value: string | undefined): string | null => value?.trim() || null;
