import { Suspense, lazy } from "react";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import type { DayFigures } from "./dashboard-api.ts";
import { formatDay } from "./day-format.ts";

const PerDayChart = lazy(async () => ({ default: (await import("./dashboard-charts.tsx")).PerDayChart }));

/**
 * Applications started and validated per day: the chart in a figure whose caption gives the
 * period and its totals, and the day-by-day figures in a table one click away.
 */
export function PerDaySection({ perDay }: { perDay: DayFigures[] }) {
  const { t, i18n } = useTranslation();
  const total = (key: "started" | "validated") => perDay.reduce((sum, day) => sum + day[key], 0);
  const active = perDay.filter((day) => day.started > 0 || day.validated > 0);
  return (
    <section aria-labelledby="per-day-title" className="mb-4">
      <h2 id="per-day-title" className="h5">
        {t("dashboard.perDay")}
      </h2>
      {perDay.length === 0 ? (
        <p>{t("dashboard.noActivity")}</p>
      ) : (
        <figure className="mb-2" aria-labelledby="per-day-caption">
          <Suspense fallback={<PageSpinner label={t("dashboard.chartLoading")} />}>
            <PerDayChart perDay={perDay} />
          </Suspense>
          <figcaption id="per-day-caption" className="small text-body-secondary">
            {t("dashboard.perDayCaption", {
              from: formatDay(perDay[0].day, i18n.language, true),
              to: formatDay(perDay[perDay.length - 1].day, i18n.language, true),
              started: total("started"),
              validated: total("validated"),
            })}
          </figcaption>
        </figure>
      )}
      {active.length > 0 && (
        <details>
          <summary>{t("dashboard.perDayFigures")}</summary>
          <Table size="sm" className="w-auto mt-2">
            <caption className="visually-hidden">{t("dashboard.perDayFigures")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("dashboard.day")}</th>
                <th scope="col" className="text-end">
                  {t("dashboard.started")}
                </th>
                <th scope="col" className="text-end">
                  {t("dashboard.validated")}
                </th>
              </tr>
            </thead>
            <tbody>
              {active.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatDay(day.day, i18n.language, true)}</th>
                  <td className="text-end">{day.started}</td>
                  <td className="text-end">{day.validated}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </details>
      )}
    </section>
  );
}
