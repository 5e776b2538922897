import type { TFunction } from "i18next";

/**
 * A job's cron in staff wording, for the schedules the portal uses: every minute, every N minutes,
 * every hour at a minute; any other cron is shown as written.
 */
export function scheduleText(cron: string, t: TFunction): string {
  const [minute = "", ...rest] = cron.trim().split(/\s+/);
  if (rest.length !== 4 || rest.some((field) => field !== "*")) return cron;
  if (minute === "*") return t("jobsPage.every.minute");
  const step = /^\*\/(\d+)$/.exec(minute);
  if (step) return t("jobsPage.every.minutes", { count: Number(step[1]) });
  if (/^\d+$/.test(minute)) return t("jobsPage.every.hour", { minute: minute.padStart(2, "0") });
  return cron;
}
