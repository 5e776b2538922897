import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

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

const lineBreaks = /\r\n|\r|\n/g;
const countLineBreaks = (text: string) => text.match(lineBreaks)?.length ?? 0;

/**
 * Parses CSV text as RFC 4180 says: fields separated by the delimiter, records by CRLF, LF or CR,
 * quoted fields may hold delimiters, line breaks and doubled quotes. A leading byte-order mark is
 * dropped; blank lines are skipped. Throws CsvSyntaxError on an unclosed quote or a quote inside
 * an unquoted field.
 */
export function parseCsv(input: string, delimiter: string = detectDelimiter(input)): CsvRecord[] {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let bytesRead = 0; // up to the end of the last record, where an unclosed quote's record starts
  try {
    parse(text, {
      delimiter,
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
      skip_empty_lines: true,
      // A record spanning lines ends on context.lines; it starts as many lines earlier as its values break.
      on_record: (values: string[], context) => {
        const line = context.lines - values.reduce((breaks, value) => breaks + countLineBreaks(value), 0);
        if (values.length > 1 || values[0] !== "") records.push({ line, values });
        bytesRead = context.bytes;
        return null;
      },
    });
  } catch (error) {
    throw toSyntaxError(error, text, bytesRead);
  }
  return records;
}

function toSyntaxError(error: unknown, text: string, bytesRead: number): unknown {
  if (!(error instanceof CsvError)) return error;
  const { code, lines } = error as CsvError & { lines: number }; // csv-parse's info: the line reached
  if (code === "INVALID_OPENING_QUOTE" || code === "CSV_INVALID_CLOSING_QUOTE") {
    return new CsvSyntaxError(lines, "lookups.csv.strayQuote");
  }
  if (code === "CSV_QUOTE_NOT_CLOSED") {
    // csv-parse reports the end of the text; the message names the line the open quote's record starts on.
    const before = Buffer.from(text).subarray(0, bytesRead).toString();
    const blankLines = countLineBreaks(/^(?:\r\n|\r|\n)*/.exec(text.slice(before.length))![0]);
    return new CsvSyntaxError(countLineBreaks(before) + blankLines + 1, "lookups.csv.unterminatedQuote");
  }
  return error;
}

/** CSV text (comma-separated, CRLF line ends as RFC 4180 says) from a header and rows; a value is
 * quoted when it holds a comma, a quote or a line break, or starts or ends with a space. */
export function formatCsv(header: string[], rows: string[][]): string {
  return stringify([header, ...rows], { record_delimiter: "\r\n", quoted_match: /^\s|\s$/ });
}
