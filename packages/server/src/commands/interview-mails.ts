import { translate, type Locale } from "@portal/domain/i18n/index";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { deadlineText, readerTimeZone } from "../mail/deadline-text.ts";
import { interviewCalendarFile } from "../mail/interview-calendar.ts";
import { queueMail } from "../mail/outbox.ts";
import { loadTemplate, renderTemplateMail } from "../mail/template-mails.ts";
import { candidateMailTargets } from "../queries/candidate-mail-values.ts";
import type { InterviewSlotRow } from "../queries/interviews.ts";

/** What the interview e-mails need of the configuration: the portal's address and the institution's zone. */
export type InterviewMailConfig = Pick<Config, "publicUrl" | "timeZone">;

/** The candidate's home, where they book, move or decline. */
const homeLink = (publicUrl: string) => `${publicUrl.replace(/\/+$/, "")}/`;

/** Where an interview takes place, as the e-mail writes it: the place, the video link, or both. */
function whereText(slot: Pick<InterviewSlotRow, "place" | "video_link">, locale: Locale): string {
  return [
    slot.place,
    slot.video_link && translate(locale, "interview.where.video", { link: slot.video_link }),
  ]
    .filter(Boolean)
    .join("\n");
}

/** Queues the invitation e-mail of an application, in its candidate's language. False without an account. */
export async function queueInvitationMail(
  trx: Database,
  answerId: number,
  config: InterviewMailConfig,
): Promise<boolean> {
  const [target] = await candidateMailTargets(trx, [answerId], config.publicUrl);
  if (!target) return false;
  const text = await loadTemplate(trx, "interview_invitation", target.locale);
  await queueMail(
    trx,
    renderTemplateMail(text, {
      to: target.to,
      locale: target.locale,
      values: { ...target.values, link: homeLink(config.publicUrl) },
    }),
  );
  return true;
}

/**
 * Queues the e-mail of a booked interview (booked or moved: "interview_booked", with the calendar
 * file; the day before: "interview_reminder"), in the candidate's language with the time in their
 * zone (else the institution's). The calendar file carries the invitation's UID and `sequence`.
 * False when the application has no account to write to.
 */
export async function queueBookingMail(
  trx: Database,
  input: {
    template: "interview_booked" | "interview_reminder";
    answerId: number;
    invitation: { id: number; sequence: number };
    slot: Pick<InterviewSlotRow, "starts_at" | "minutes" | "place" | "video_link">;
    config: InterviewMailConfig;
  },
): Promise<boolean> {
  const { slot, config } = input;
  const [target] = await candidateMailTargets(trx, [input.answerId], config.publicUrl);
  if (!target) return false;
  const { locale } = target;
  const zone = readerTimeZone(target.timeZone, config.timeZone);
  const text = await loadTemplate(trx, input.template, locale);
  const message = renderTemplateMail(text, {
    to: target.to,
    locale,
    values: {
      ...target.values,
      link: homeLink(config.publicUrl),
      date: deadlineText(slot.starts_at, locale, zone),
      where: whereText(slot, locale),
    },
  });
  const programme = target.values.programme;
  const calendar = interviewCalendarFile(
    {
      invitationId: input.invitation.id,
      sequence: input.invitation.sequence,
      startsAt: slot.starts_at,
      minutes: slot.minutes,
      title: translate(locale, "interview.calendar.title", { programme }),
      description: translate(locale, "interview.calendar.description", { programme }),
      place: slot.place,
      videoLink: slot.video_link,
    },
    config.publicUrl,
  );
  await queueMail(trx, { ...message, attachments: [calendar] });
  return true;
}
