import { interpolate } from "@portal/domain/i18n/catalogue";
import { dates } from "@portal/domain/i18n/dates";
import type { Locale } from "@portal/domain/i18n/locales";
import type { SimpleDate } from "@portal/domain/dates/simple-date";
import { weekdayOf } from "@portal/domain/dates/simple-date";

/** Texts of the date picker in one locale, read from the domain catalogues. */
export interface DateLabels {
  t(key: string, params?: Record<string, string | number>): string;
  monthName(month: number): string;
  monthShort(month: number): string;
  weekdayName(weekday: number): string;
  weekdayShort(weekday: number): string;
  /** Accessible name of a day, e.g. "Friday 15 March 2024". */
  dayLabel(date: SimpleDate): string;
  /** Visible title of a month, e.g. "March 2024". */
  monthTitle(year: number, month: number): string;
}

/**
 * Builds the picker's labels for a locale from the catalogue's `dates` area alone (every key the
 * picker and its messages use): the form's chunk does not carry the whole catalogue of both languages.
 */
export function dateLabels(locale: Locale = "en"): DateLabels {
  const t = (key: string, params?: Record<string, string | number>) =>
    interpolate(dates[locale][key] ?? dates.en[key] ?? key, params);
  const monthName = (month: number) => t(`dates.month.${month}`);
  const weekdayName = (weekday: number) => t(`dates.weekday.${weekday}`);
  return {
    t,
    monthName,
    monthShort: (month) => t(`dates.monthShort.${month}`),
    weekdayName,
    weekdayShort: (weekday) => t(`dates.weekdayShort.${weekday}`),
    dayLabel: (date) =>
      t("dates.dayLabel", {
        weekday: weekdayName(weekdayOf(date)),
        day: date.day,
        month: monthName(date.month),
        year: date.year,
      }),
    monthTitle: (year, month) => `${monthName(month)} ${year}`,
  };
}
