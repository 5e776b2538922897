import { createRequire } from "node:module";
import type * as Ics from "ics";
import type { MailAttachment } from "./outbox.ts";

const require = createRequire(import.meta.url);
/** The `ics` package, loaded at the first calendar file instead of at start-up. */
const ics = () => require("ics") as typeof Ics;

/** One booked interview as its calendar entry shows it. */
export interface InterviewEvent {
  /** The invitation's id: one calendar entry per invitation, whatever slot it holds. */
  invitationId: number;
  /** Raised at every booking: a calendar that has the entry replaces it with a higher one. */
  sequence: number;
  startsAt: Date;
  minutes: number;
  title: string;
  description: string;
  place: string | null;
  videoLink: string | null;
}

/** The entry's UID: stable for an invitation, so that a move updates the same calendar entry. */
export function interviewUid(invitationId: number, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || "admissions-portal";
  return `interview-${invitationId}@${host}`;
}

/**
 * The `.ics` file of a booked interview (RFC 5545, made by the `ics` package): METHOD:PUBLISH, an
 * event for the calendar to add, not a meeting request to answer (there is no organiser's mailbox
 * to answer to); the same UID for every booking of an invitation and a higher SEQUENCE each time,
 * which is how a calendar knows a moved interview replaces the entry it holds. Times in UTC.
 */
export function interviewCalendarFile(event: InterviewEvent, publicUrl: string): MailAttachment {
  const location = [event.place, event.videoLink].filter(Boolean).join(" · ");
  const { error, value } = ics().createEvent({
    productId: "admissions-portal/interviews",
    method: "PUBLISH",
    uid: interviewUid(event.invitationId, publicUrl),
    sequence: event.sequence,
    start: event.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: event.minutes },
    title: event.title,
    description: event.description,
    ...(location ? { location } : {}),
    ...(event.videoLink ? { url: event.videoLink } : {}),
    status: "CONFIRMED",
    busyStatus: "BUSY",
  });
  if (error || !value) throw error ?? new Error("the calendar file could not be made");
  return {
    filename: "interview.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: Buffer.from(value, "utf8").toString("base64"),
  };
}
