import { describe, expect, it } from "vitest";
import { CsvSyntaxError, detectDelimiter, formatCsv, parseCsv } from "./csv.ts";

describe("parseCsv", () => {
  it("splits records and fields, with the line each record starts on", () => {
    expect(parseCsv("a,b\r\n1,2\n3,\n")).toEqual([
      { line: 1, values: ["a", "b"] },
      { line: 2, values: ["1", "2"] },
      { line: 3, values: ["3", ""] },
    ]);
  });

  it("reads quoted fields with delimiters, doubled quotes and line breaks (RFC 4180)", () => {
    const records = parseCsv('code,name\nFR,"France, République ""française"""\nXX,"two\nlines"\nYY,z');
    expect(records).toEqual([
      { line: 1, values: ["code", "name"] },
      { line: 2, values: ["FR", 'France, République "française"'] },
      { line: 3, values: ["XX", "two\nlines"] },
      { line: 5, values: ["YY", "z"] },
    ]);
  });

  it("drops a byte-order mark and skips blank lines", () => {
    expect(parseCsv("\uFEFFa\n\n\r\nb\n")).toEqual([
      { line: 1, values: ["a"] },
      { line: 4, values: ["b"] },
    ]);
  });

  it("keeps an empty quoted field and a quoted empty last field", () => {
    expect(parseCsv('a,"",c\n"",""')).toEqual([
      { line: 1, values: ["a", "", "c"] },
      { line: 2, values: ["", ""] },
    ]);
  });

  it("refuses a quote that is never closed, naming the line where it opened", () => {
    const error = (() => {
      try {
        parseCsv('a,b\n1,"open\n2,3\n');
      } catch (e) {
        return e;
      }
    })() as CsvSyntaxError;
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect(error).toMatchObject({ line: 2, key: "lookups.csv.unterminatedQuote" });
  });

  it("refuses a quote inside an unquoted field, or text after a closing quote", () => {
    expect(() => parseCsv('a\nab"c\n')).toThrow(
      expect.objectContaining({ line: 2, key: "lookups.csv.strayQuote" }),
    );
    expect(() => parseCsv('a\n"ab"c\n')).toThrow(
      expect.objectContaining({ line: 2, key: "lookups.csv.strayQuote" }),
    );
  });

  it("reads semicolon-separated files, as French spreadsheets save them", () => {
    const text = "code;name\nFR;France\n";
    expect(detectDelimiter(text)).toBe(";");
    expect(parseCsv(text)[1].values).toEqual(["FR", "France"]);
    expect(detectDelimiter("code,name;x\n")).toBe(",");
  });
});

describe("formatCsv", () => {
  it("quotes only what needs it and round-trips through parseCsv", () => {
    const rows = [
      ["FR", 'Say "hi", then\nleave', " padded"],
      ["DE", "plain", ""],
    ];
    const text = formatCsv(["code", "text", "other"], rows);
    expect(text).toBe('code,text,other\r\nFR,"Say ""hi"", then\nleave"," padded"\r\nDE,plain,\r\n');
    expect(parseCsv(text).map((r) => r.values)).toEqual([["code", "text", "other"], ...rows]);
  });
});
