import { useTranslation } from "react-i18next";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { DayFigures, FunnelLine } from "./dashboard-api.ts";
import { FUNNEL_STEPS } from "./dashboard-api.ts";
import { formatDay } from "./day-format.ts";

// This module is the only one that imports Recharts; the dashboard loads it with React.lazy, so the
// library sits in its own chunk that candidates never download. The charts are hidden from
// assistive technologies (and their keyboard layer is off): the figure captions and the tables
// beside them say the same with exact figures.

/** Bootstrap's colours, contrasted enough against white for the lines and bars. */
const COLOURS = ["#0d6efd", "#198754", "#6f42c1", "#b35900", "#d63384"];

/** Applications started and validated per day, as two lines. */
export function PerDayChart({ perDay }: { perDay: DayFigures[] }) {
  const { t, i18n } = useTranslation();
  const data = perDay.map((d) => ({ ...d, label: formatDay(d.day, i18n.language) }));
  return (
    <div aria-hidden="true" style={{ width: "100%", height: 280 }}>
      <ResponsiveContainer>
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" minTickGap={24} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Legend />
          <Line
            type="monotone"
            dataKey="started"
            name={t("dashboard.started")}
            stroke={COLOURS[0]}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="validated"
            name={t("dashboard.validated")}
            stroke={COLOURS[1]}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The funnel per programme: one group of bars per programme, one bar per step. */
export function FunnelChart({ funnel }: { funnel: FunnelLine[] }) {
  const { t } = useTranslation();
  const data = funnel.map((line) => ({
    ...line,
    name: line.label || line.typeformation || t("dashboard.noProgrammeChosen"),
  }));
  return (
    <div aria-hidden="true" style={{ width: "100%", height: 300 }}>
      <ResponsiveContainer>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Legend />
          {FUNNEL_STEPS.map(({ id, label }, index) => (
            <Bar key={id} dataKey={id} name={t(label)} fill={COLOURS[index]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
