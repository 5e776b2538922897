import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";

/** The spreadsheet files an import takes: CSV or XLSX. */
const SPREADSHEETS = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The first half of an import's dialog (decisions, scores): a CSV or XLSX file to choose and the
 * button that checks it (a dry run) before anything is applied.
 */
export function CheckFileForm({
  id,
  label,
  checking,
  busy,
  onFile,
  onCheck,
}: {
  id: string;
  label: string;
  /** The button's text, and its text while the check runs. */
  checking: { idle: string; busy: string };
  /** What the dialog is doing: checking this file, applying it, or nothing (undefined). */
  busy: "check" | "apply" | undefined;
  onFile(file: File | undefined): void;
  onCheck(): void;
}) {
  return (
    <Form onSubmit={(event) => (event.preventDefault(), onCheck())}>
      <Form.Group controlId={`${id}-file`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type="file"
          accept={SPREADSHEETS}
          onChange={(event) => onFile((event.target as HTMLInputElement).files?.[0])}
        />
      </Form.Group>
      <Button type="submit" variant="outline-primary" className="mt-3" disabled={busy !== undefined}>
        {busy === "check" && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
        {busy === "check" ? checking.busy : checking.idle}
      </Button>
    </Form>
  );
}
