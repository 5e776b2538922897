import type { DeadlineContext } from "@portal/domain/campaign/deadline-rules";
import { DEADLINE_STEPS, type DeadlineInstants } from "@portal/domain/campaign/deadlines";
import { applicationProgramme } from "@portal/domain/campaign/programme";
import type { Locale } from "@portal/domain/i18n/index";
import type { AnswerValues } from "@portal/domain/rules/types";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { formatDeadlineFor } from "../mail/deadline-format.ts";
import { programmeSettings } from "./programme-settings.ts";
import { campaignOfValues } from "./campaigns.ts";
import { findOffer } from "./withdrawals.ts";

/**
 * The closing instants that bind one application: its programme's (applicationProgramme of its
 * values), else the campaign's; before a programme is chosen, the campaign's. The application's
 * own dates come before its programme's: an automatic offer from the waiting list gives its
 * candidate a confirmation date of their own (`registration`), read here from the offer of
 * `answerId`, so the home, the validation tab and the refusal agree.
 */
export async function applicationDeadlines(
  db: Database,
  config: Pick<Config, "deadlines" | "timeZone">,
  values: AnswerValues,
  answerId?: number,
): Promise<{ programme: string; deadlines: DeadlineInstants }> {
  const programme = applicationProgramme(values);
  const [settings, offer] = await Promise.all([
    programmeSettings(db, config, programme, campaignOfValues(values)),
    answerId === undefined ? undefined : findOffer(db, answerId),
  ]);
  const own: DeadlineInstants = offer ? { registration: offer.deadline.toISOString() } : {};
  return { programme, deadlines: { ...settings.deadlines, ...own } };
}

/**
 * The dates a candidate's own action on this application is judged against at `now`, each named as
 * they read it: `locale` (the request's) and the zone their browser reported, else the institution's.
 * The application's own dates (an offer's) come first, as for applicationDeadlines.
 */
export async function candidateDeadlineContext(
  db: Database,
  config: Pick<Config, "deadlines" | "timeZone">,
  answer: { id: number; login: string; data: AnswerValues },
  locale: Locale,
  now: Date,
): Promise<DeadlineContext> {
  const { deadlines: instants } = await applicationDeadlines(db, config, answer.data, answer.id);
  const user = await db
    .selectFrom("users")
    .select("time_zone")
    .where("login", "=", answer.login)
    .executeTakeFirst();
  const reader = { locale, time_zone: user?.time_zone ?? null };
  const texts = Object.fromEntries(
    DEADLINE_STEPS.flatMap((step) => {
      const at = instants[step];
      return at ? [[step, formatDeadlineFor(reader, at, config)]] : [];
    }),
  );
  return { instants, now, texts };
}
