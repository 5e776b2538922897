import { yearView } from "@portal/domain/dates/month-year-views";

/** Props of the year view. */
export interface YearGridProps {
  /** Any year of the page to show. */
  page: number;
  current: number;
  count: number;
  columns: number;
  isSelectable(year: number): boolean;
  onPick(year: number): void;
}

/** The year view: a page of years (20 in 5 columns, or 16 in 4 in the range picker); picking one shows its months. */
export function YearGrid({ page, current, count, columns, isSelectable, onPick }: YearGridProps) {
  const rows = yearView(page, count, columns);
  const years = rows.flat();
  const focusYear = years.includes(current) ? current : years[0];
  return (
    <table className="dw-grid dw-years" aria-label={`${years[0]} – ${years[years.length - 1]}`}>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((year) => (
              <td key={year}>
                <button
                  type="button"
                  className={year === current ? "dw-cell dw-selected" : "dw-cell"}
                  aria-pressed={year === current}
                  data-focus={year === focusYear || undefined}
                  disabled={!isSelectable(year)}
                  onClick={() => onPick(year)}
                >
                  {year}
                </button>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
