import { monthView } from "@portal/domain/dates/month-year-views";
import type { DateLabels } from "./date-labels.ts";

/** Props of the month view. */
export interface MonthGridProps {
  year: number;
  current: number;
  labels: DateLabels;
  isSelectable(month: number): boolean;
  onPick(month: number): void;
}

/** The month view: 12 months, 4 rows of 3; picking one shows its days. */
export function MonthGrid({ year, current, labels, isSelectable, onPick }: MonthGridProps) {
  return (
    <table className="dw-grid dw-months" aria-label={String(year)}>
      <tbody>
        {monthView().map((row) => (
          <tr key={row[0]}>
            {row.map((month) => (
              <td key={month}>
                <button
                  type="button"
                  className={month === current ? "dw-cell dw-selected" : "dw-cell"}
                  aria-label={labels.monthTitle(year, month)}
                  aria-pressed={month === current}
                  data-focus={month === current || undefined}
                  disabled={!isSelectable(month)}
                  onClick={() => onPick(month)}
                >
                  {labels.monthShort(month)}
                </button>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
