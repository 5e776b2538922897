import { Suspense, lazy } from "react";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import type { FunnelLine } from "./dashboard-api.ts";
import { FunnelTable } from "./funnel-table.tsx";

const FunnelChart = lazy(async () => ({ default: (await import("./dashboard-charts.tsx")).FunnelChart }));

/** The funnel per programme: a bar chart for the eye, the table for screen readers and precision. */
export function FunnelSection({ funnel }: { funnel: FunnelLine[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="funnel-title" className="mb-4">
      <h2 id="funnel-title" className="h5">
        {t("dashboard.funnel")}
      </h2>
      {funnel.length === 0 ? (
        <p>{t("dashboard.noProgramme")}</p>
      ) : (
        <>
          <Suspense fallback={<PageSpinner label={t("dashboard.chartLoading")} />}>
            <FunnelChart funnel={funnel} />
          </Suspense>
          <FunnelTable funnel={funnel} />
        </>
      )}
    </section>
  );
}
