import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "../rules/types.ts";
import { message } from "../rules/types.ts";
import { text } from "../rules/values.ts";
import { DEFAULT_MAX_FILE_SIZE, type FileLimits } from "../uploads/limits.ts";

/**
 * Reference letters (issue #37): each referee the candidate names in the choice tab is invited by
 * e-mail to a single-use page where they upload one confidential PDF letter. The candidate follows
 * the reference's state, never its letter; staff read the letter in the dossier.
 */

/** The answer's fields naming the referees, by slot (slot 1 is `reco_email_1`). */
export const REFEREE_FIELDS = ["reco_email_1", "reco_email_2"] as const;

/** The tab holding the referees' fields. */
export const REFEREES_TAB = "choice";

/** A reference's state as the candidate and the office see it. */
export type ReferenceState = "invited" | "opened" | "received" | "expired";

/** Every state, in the order of a reference's life. */
export const REFERENCE_STATES: readonly ReferenceState[] = ["invited", "opened", "received", "expired"];

/** How long a link stays valid when the application has no deadline (or it is already past). */
export const DEFAULT_REFERENCE_VALIDITY_DAYS = 60;

/** A candidate may remind one referee at most once in this period. */
export const CANDIDATE_REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 86_400_000;

/** One named referee: the slot (1 or 2) and the address as written, trimmed and lower-cased. */
export interface NamedReferee {
  slot: number;
  email: string;
}

/** The e-mail address normalised for comparison (an address read twice is the same referee). */
export const refereeAddress = (value: unknown): string => text(value).toLowerCase();

/** The referees the answer names, slot by slot (a blank field names nobody). */
export function namedReferees(values: AnswerValues): NamedReferee[] {
  return REFEREE_FIELDS.map((field, i) => ({ slot: i + 1, email: refereeAddress(values[field]) })).filter(
    (referee) => referee.email !== "",
  );
}

/** True when a save changed one of the referees' fields: only then is there bookkeeping to do. */
export const touchesReferees = (changed: readonly string[]): boolean =>
  changed.some((field) => (REFEREE_FIELDS as readonly string[]).includes(field));

/** What a reference's state is computed from (the stored row's dates). */
export interface ReferenceDates {
  opened_at: Date | null;
  received_at: Date | null;
  expires_at: Date;
}

/** The reference's state at `now`: received wins, then expired (the link's end), then opened. */
export function referenceState(dates: ReferenceDates, now: Date): ReferenceState {
  if (dates.received_at) return "received";
  if (dates.expires_at.getTime() <= now.getTime()) return "expired";
  return dates.opened_at ? "opened" : "invited";
}

/**
 * When a link sent at `now` stops working: the application's deadline (ISO 8601) while it is ahead,
 * else a fixed validity, so that a late application the office accepts can still get its letters.
 */
export function referenceExpiry(now: Date, applicationDeadline: string | undefined): Date {
  const deadline = applicationDeadline ? new Date(applicationDeadline) : undefined;
  if (deadline && !Number.isNaN(deadline.getTime()) && deadline.getTime() > now.getTime()) return deadline;
  return new Date(now.getTime() + DEFAULT_REFERENCE_VALIDITY_DAYS * DAY_MS);
}

/** When the referee may next be reminded automatically: `days` after the invitation or the last reminder. */
export function nextAutomaticReminder(
  dates: { invited_at: Date; reminded_at: Date | null },
  days: number,
): Date {
  const from = dates.reminded_at ?? dates.invited_at;
  return new Date(from.getTime() + days * DAY_MS);
}

/** Why a candidate's reminder is refused: the letter is in, the link is dead, or one went out too recently. */
export type ReminderRefusal = "received" | "expired" | "tooSoon";

/** Whether the candidate may remind this referee now (null) or why not. */
export function candidateReminderRefusal(
  dates: ReferenceDates & { reminded_at: Date | null },
  now: Date,
): ReminderRefusal | null {
  const state = referenceState(dates, now);
  if (state === "received") return "received";
  if (state === "expired") return "expired";
  if (dates.reminded_at && now.getTime() - dates.reminded_at.getTime() < CANDIDATE_REMINDER_INTERVAL_MS)
    return "tooSoon";
  return null;
}

/** A live reference as the validation sees it: its slot, its referee and its state. */
export interface ReferenceStanding {
  slot: number;
  email: string;
  state: ReferenceState;
}

/**
 * The validation's rule (issue #37): when the programme requires references, every referee field
 * must name someone whose letter has been received. Each missing letter is its own message, naming
 * the referee by e-mail, under that referee's field of the choice tab. Nothing when not required.
 */
export function missingReferences(
  values: AnswerValues,
  references: { required: boolean; standings: readonly ReferenceStanding[] },
): Message[] {
  if (!references.required) return [];
  return REFEREE_FIELDS.flatMap((field, i) => {
    const slot = i + 1;
    const email = refereeAddress(values[field]);
    const place = { tab: REFEREES_TAB, field };
    if (email === "")
      return [{ ...message("REFERENCE_NOT_NAMED", "rules.references.notNamed", { slot }), ...place }];
    const standing = references.standings.find((s) => s.slot === slot && s.email === email);
    if (standing?.state === "received") return [];
    return [
      {
        ...message("REFERENCE_MISSING", "rules.references.missing", { email, slot }),
        ...place,
      },
    ];
  });
}

/** The letter's limits: one PDF, as large as a document of the application may be (10 MB). */
export const REFERENCE_LETTER_LIMITS: FileLimits = { accept: ["pdf"], maxFileSize: DEFAULT_MAX_FILE_SIZE };

/** The referee's details the page asks for, each required, and their longest length. */
export const REFEREE_DETAILS = ["name", "position", "institution", "relationship"] as const;
export type RefereeDetail = (typeof REFEREE_DETAILS)[number];
export const REFEREE_DETAIL_MAX_LENGTH: Record<RefereeDetail, number> = {
  name: 200,
  position: 200,
  institution: 200,
  relationship: 1000,
};
