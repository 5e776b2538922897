import type { TemplateKey } from "@portal/domain/mail/templates";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { deadlineText, readerTimeZone } from "../mail/deadline-text.ts";
import { queueTemplateMail } from "../mail/template-mails.ts";
import { candidateMailTargets } from "../queries/candidate-mail-values.ts";

/** One e-mail to an application's candidate that names a deadline. */
export interface CandidateDeadlineMail {
  answerId: number;
  template: TemplateKey;
  deadline: Date;
  /** The outbox's exactly-once key: the same key never queues a second mail. */
  dedupeKey: string;
}

/**
 * Queues template e-mails to candidates in the caller's transaction, each in the candidate's
 * language with the deadline written in their own time zone (users.time_zone, else the
 * institution's). True when a mail was queued (false: no account, or the key was used already).
 */
export function candidateMailQueuer(
  trx: Database,
  config: Pick<Config, "publicUrl" | "timeZone">,
): (mail: CandidateDeadlineMail) => Promise<boolean> {
  return async (mail) => {
    const [target] = await candidateMailTargets(trx, [mail.answerId], config.publicUrl);
    if (!target) return false;
    const user = await trx
      .selectFrom("users")
      .select("time_zone")
      .where("login", "=", target.login)
      .executeTakeFirst();
    const zone = readerTimeZone(user?.time_zone, config.timeZone);
    const queued = await queueTemplateMail(trx, {
      key: mail.template,
      to: target.to,
      locale: target.locale,
      values: { ...target.values, deadline: deadlineText(mail.deadline, target.locale, zone) },
      dedupeKey: mail.dedupeKey,
    });
    return queued !== null;
  };
}
