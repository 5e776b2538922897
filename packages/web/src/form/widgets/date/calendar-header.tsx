import Button from "react-bootstrap/Button";

/** Props of the header above each view: previous, title (goes up a view) and next. */
export interface CalendarHeaderProps {
  title: string;
  /** Accessible name of the title button; absent when there is no view above. */
  upLabel?: string;
  previousLabel: string;
  nextLabel: string;
  onUp(): void;
  onPrevious(): void;
  onNext(): void;
}

/** Header of the picker: the title button goes up a view (days → months → years). */
export function CalendarHeader(props: CalendarHeaderProps) {
  const { title, upLabel, previousLabel, nextLabel, onUp, onPrevious, onNext } = props;
  return (
    <div className="dw-header d-flex align-items-center justify-content-between mb-1">
      <Button variant="link" size="sm" className="dw-nav" aria-label={previousLabel} onClick={onPrevious}>
        <span aria-hidden="true">‹</span>
      </Button>
      {upLabel ? (
        <Button variant="link" size="sm" className="dw-title" aria-label={upLabel} onClick={onUp}>
          {title}
        </Button>
      ) : (
        <span className="dw-title fw-semibold">{title}</span>
      )}
      <Button variant="link" size="sm" className="dw-nav" aria-label={nextLabel} onClick={onNext}>
        <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}
