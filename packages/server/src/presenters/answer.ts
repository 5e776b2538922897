import type { Static } from "typebox";
import { onLoad } from "@portal/domain/schema/candform";
import type { AnswerRow } from "../queries/answer-queries.ts";
import type { AnswerBody, AnswerSummaryBody } from "./answer.schema.ts";

/** What GET …/answer/{login} sends: the answer, its version for the next save, and the tabs locked for the caller. */
export type PresentedAnswer = Static<typeof AnswerBody>;

/** One line of the admin listing: the requested fields only. */
export type PresentedAnswerSummary = Static<typeof AnswerSummaryBody>;

/** ISO text of a timestamp, whatever the driver returned (Date or text). */
export function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The answer as the form screen loads it; the campaign year is fixed on load (SPEC §3). */
export function presentAnswer(row: AnswerRow, readOnlyTabs: string[]): PresentedAnswer {
  return {
    result: "OK",
    id: row.id,
    login: row.login,
    version: row.version,
    data: onLoad(row.data ?? {}, row.campaign),
    campaign: row.campaign,
    created: isoTime(row.created_at),
    updated: isoTime(row.updated_at),
    readOnlyTabs,
  };
}

/** One answer of the admin listing, with only the fields asked for (missing ones are null). */
export function presentAnswerSummary(
  row: { id: number; login: string; created_at: Date | string; updated_at: Date | string },
  fieldIds: string[],
  values: unknown[],
): PresentedAnswerSummary {
  return {
    id: row.id,
    login: row.login,
    created: isoTime(row.created_at),
    updated: isoTime(row.updated_at),
    fields: Object.fromEntries(fieldIds.map((id, i) => [id, values[i] ?? null])),
  };
}
