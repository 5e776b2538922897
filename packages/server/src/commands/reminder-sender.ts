import type { DeadlineStep } from "@portal/domain/campaign/deadlines";
import { translate } from "@portal/domain/i18n/index";
import type { Stage } from "@portal/domain/workflow/stage";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { formatDeadlineFor } from "../mail/deadline-format.ts";
import { longDay } from "../mail/long-day.ts";
import { programmeSettings } from "../queries/programme-settings.ts";
import { queueTemplateMail } from "../mail/template-mails.ts";
import { recordAnswerEvent } from "../queries/answer-changes.ts";
import { candidateMailTargets } from "../queries/candidate-mail-values.ts";

/** The reminder templates, and the stages of the applications each one concerns. */
export const REMINDER_STAGES = {
  // Not validated yet.
  reminder_application: ["started"],
  // Admitted (result published) but not registered yet.
  reminder_registration: ["admitted"],
} as const satisfies Record<string, readonly Stage[]>;
export type ReminderTemplate = keyof typeof REMINDER_STAGES;

/** The step whose date a reminder names when the office gives none: its candidate's programme's. */
const REMINDER_STEPS: Record<ReminderTemplate, DeadlineStep> = {
  reminder_application: "application",
  reminder_registration: "registration",
};

/** True when the value names a reminder template. */
export const isReminderTemplate = (value: string): value is ReminderTemplate =>
  Object.hasOwn(REMINDER_STAGES, value);

/**
 * Reminds the candidates of these applications that the reminder concerns (the others are left
 * out): one mail per candidate in their language, the deadline written in it (the office's day, else
 * the date of the candidate's programme in their language and zone), and one history line (kind
 * "reminder") per application. With dryRun nothing is written; the count is the same.
 */
export async function sendReminders(
  trx: Database,
  input: {
    template: ReminderTemplate;
    answerIds: readonly number[];
    deadline?: string;
    /** The campaign's dates and the institution's zone, for a reminder the office gives no day. */
    campaign: Pick<Config, "deadlines" | "timeZone">;
    by: string;
    publicUrl: string;
    dryRun: boolean;
  },
): Promise<{ recipients: number; sent: number }> {
  if (input.answerIds.length === 0) return { recipients: 0, sent: 0 };
  const concerned = await trx
    .selectFrom("application_facts")
    .select("answer_id")
    .where("answer_id", "in", input.answerIds)
    .where("stage", "in", REMINDER_STAGES[input.template])
    .execute();
  const targets = await candidateMailTargets(
    trx,
    concerned.map((row) => row.answer_id),
    input.publicUrl,
  );
  // A candidate has one account and may have several applications: one mail each.
  const byAddress = new Map<string, (typeof targets)[number][]>();
  for (const target of targets) {
    const key = target.to.toLowerCase();
    byAddress.set(key, [...(byAddress.get(key) ?? []), target]);
  }
  if (input.dryRun) return { recipients: byAddress.size, sent: 0 };
  let sent = 0;
  const step = REMINDER_STEPS[input.template];
  const programmeDates = new Map<string, string | undefined>();
  const programmeDate = async (code: string) => {
    if (!programmeDates.has(code))
      programmeDates.set(code, (await programmeSettings(trx, input.campaign, code)).deadlines[step]);
    return programmeDates.get(code);
  };
  for (const group of byAddress.values()) {
    const [first] = group;
    const { locale } = first!;
    const own = input.deadline ? undefined : await programmeDate(first!.programmeCode);
    const deadline = input.deadline
      ? longDay(input.deadline, locale)
      : own
        ? formatDeadlineFor({ locale, time_zone: first!.timeZone }, own, input.campaign)
        : translate(locale, "noticesApi.noDeadline");
    await queueTemplateMail(trx, {
      key: input.template,
      to: first!.to,
      locale,
      values: { ...first!.values, deadline },
    });
    sent++;
    for (const target of group) {
      await recordAnswerEvent(trx, {
        answerId: target.answerId,
        actorLogin: input.by,
        kind: "reminder",
        fields: [],
      });
    }
  }
  return { recipients: byAddress.size, sent };
}
