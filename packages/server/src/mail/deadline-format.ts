import { deadlineText, isTimeZone } from "@portal/domain/campaign/deadline-format";
import { translate } from "@portal/domain/i18n/index";
import type { Config } from "../config.ts";
import { mailLocale } from "./template-mails.ts";

/** What formatDeadlineFor reads of a person's account: their language and the zone their browser reported. */
export interface DeadlineReader {
  locale: string | null;
  time_zone: string | null;
}

/**
 * A deadline as one person reads it, for an e-mail or a message to them: in their account's language
 * and the time zone their browser last reported (users.time_zone), else the institution's
 * (TIME_ZONE): "31 March 2027, 23:59 (Paris time)", "1 avril 2027 à 05:59 (heure de Shanghai)".
 */
export function formatDeadlineFor(
  user: DeadlineReader,
  instant: string | Date,
  config: Pick<Config, "timeZone">,
): string {
  const locale = mailLocale(user.locale);
  const zone = user.time_zone && isTimeZone(user.time_zone) ? user.time_zone : config.timeZone;
  const { key, params } = deadlineText(instant, locale, zone);
  return translate(locale, key, { ...params });
}
