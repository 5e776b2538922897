import { STAGES } from "./stage.ts";

/**
 * The office's review of uploaded documents and its requests to the candidate (issue #11): the
 * rules the server applies and the browser shows (statuses, deadlines, the lock an open request lifts).
 */

/** A document's review status: every upload starts to_check. */
export const REVIEW_STATUSES = ["to_check", "accepted", "refused"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The workspace's review filter values (OR'ed): a file to check, an open request, an overdue one. */
export const REVIEW_FILTERS = ["to_check", "requested", "overdue"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/**
 * The applications the office has documents to check in: validated (any stage past started) with
 * a file still to check; a withdrawn application's documents no longer need checking. One definition for the dashboard's card, which counts them through the
 * workspace's own filters, and its link, which opens the workspace on the same view.
 */
export const DOCUMENTS_TO_CHECK_VIEW: Readonly<Record<string, string>> = {
  stage: STAGES.filter((stage) => stage !== "started" && stage !== "withdrawn").join(","),
  review: "to_check",
};

/** Days a candidate is given when a refusal names no deadline. */
export const DEFAULT_REQUEST_DAYS = 14;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a YYYY-MM-DD day that exists (2026-02-30 does not). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/** The UTC day of an instant, YYYY-MM-DD. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The default deadline: DEFAULT_REQUEST_DAYS after today (UTC). */
export function defaultDeadline(today: Date): string {
  return dayOf(new Date(today.getTime() + DEFAULT_REQUEST_DAYS * 86_400_000));
}

/** An open request is overdue once its deadline day has passed (the deadline day itself still counts). */
export function isOverdue(deadline: string, resolved: boolean, today: Date): boolean {
  return !resolved && deadline < dayOf(today);
}

/**
 * True when an upload (or a deletion, to replace it) at this path is let through despite the tab's
 * lock: the office asked for this very document and the request is still open.
 */
export function requestOpensField(path: string, openRequestFields: readonly string[]): boolean {
  return openRequestFields.includes(path);
}
