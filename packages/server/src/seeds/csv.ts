/** A CSV record with the physical line (1-based) it starts on, for error messages. */
export interface CsvRecord {
  line: number;
  values: string[];
}

/** A syntax error: where it is and which catalogue message describes it. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly key: "lookups.csv.unterminatedQuote" | "lookups.csv.strayQuote",
  ) {
    super(`${key} at line ${line}`);
  }
}

/**
 * The separator of a file: a semicolon when the header line has semicolons and no commas (what a
 * French spreadsheet writes as "CSV"), else a comma.
 */
export function detectDelimiter(text: string): "," | ";" {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(";") && !header.includes(",") ? ";" : ",";
}

/**
 * Parses CSV text as RFC 4180 says: fields separated by the delimiter, records by CRLF or LF,
 * quoted fields may hold delimiters, line breaks and doubled quotes. A leading byte-order mark is
 * dropped; blank lines are skipped. Throws CsvSyntaxError on an unclosed quote or a quote inside
 * an unquoted field.
 */
export function parseCsv(input: string, delimiter: string = detectDelimiter(input)): CsvRecord[] {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let values: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false; // inside a quoted field
  let wasQuoted = false; // the current field was quoted (only a delimiter or end of line may follow)
  const endField = () => {
    values.push(field);
    field = "";
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (values.length > 1 || values[0] !== "") records.push({ line: recordLine, values });
    values = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        if (c === "\n") line++;
        field += c;
      }
    } else if (c === delimiter) {
      endField();
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (c === '"') {
      if (field !== "" || wasQuoted) throw new CsvSyntaxError(line, "lookups.csv.strayQuote");
      quoted = true;
      wasQuoted = true;
    } else {
      if (wasQuoted) throw new CsvSyntaxError(line, "lookups.csv.strayQuote");
      field += c;
    }
  }
  if (quoted) throw new CsvSyntaxError(recordLine, "lookups.csv.unterminatedQuote");
  endRecord();
  return records;
}

/** One CSV value: quoted when it holds a comma, a quote or a line break, or starts/ends with a space. */
function formatValue(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV text (comma-separated, CRLF line ends as RFC 4180 says) from a header and rows. */
export function formatCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((row) => row.map(formatValue).join(",") + "\r\n").join("");
}
