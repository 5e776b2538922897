import { describe, expect, it } from "vitest";
import {
  fileHasExtension,
  isBlank,
  isEmailAddress,
  isPdfFile,
  isTicked,
  listItems,
  parseDayMonthYear,
  parseFileValue,
} from "./values.ts";
import { fileValue } from "./fixtures.ts";

describe("parseFileValue", () => {
  it.each([
    ["JSON text", fileValue("a.pdf"), { name: "a.pdf", generated_name: "g-a.pdf", upload_date: 1700000000 }],
    ["an object", { name: "b.jpg" }, { name: "b.jpg" }],
    ["an empty string", "", null],
    ["missing", undefined, null],
    ["broken JSON", "{name", null],
    ["a nameless value", JSON.stringify({ generated_name: "x" }), null],
    ["an array", "[]", null],
  ])("reads %s", (_, value, expected) => {
    expect(parseFileValue(value)).toEqual(expected);
  });
});

describe("fileHasExtension / isPdfFile", () => {
  it.each([
    [fileValue("cv.pdf"), true],
    [fileValue("CV.PDF"), true],
    [fileValue("cv.pdf.doc"), false],
    [fileValue("pdf"), false],
    [fileValue("cv.docx"), false],
    ["", false],
  ])("%s is a pdf: %s", (value, expected) => {
    expect(isPdfFile(value)).toBe(expected);
  });
  it("accepts any of several extensions, without case", () => {
    expect(fileHasExtension(fileValue("p.Jpg"), "png", "jpg")).toBe(true);
  });
});

describe("small readers", () => {
  it.each([[""], ["  "], ["-"], [null], [undefined]])("%j is blank", (v) => expect(isBlank(v)).toBe(true));
  it.each([
    [true, true],
    ["true", true],
    ["O", true],
    [1, true],
    [false, false],
    ["N", false],
    [undefined, false],
  ])("ticked(%j) is %s", (v, expected) => expect(isTicked(v)).toBe(expected));
  it("reads lists from arrays and JSON text, dropping non-objects", () => {
    expect(listItems([{ a: 1 }, null, "x"])).toEqual([{ a: 1 }]);
    expect(listItems('[{"a":2}]')).toEqual([{ a: 2 }]);
    expect(listItems("nope")).toEqual([]);
  });
});

describe("parseDayMonthYear", () => {
  it.each([
    ["01/02/2024", Date.UTC(2024, 1, 1)],
    ["29/02/2024", Date.UTC(2024, 1, 29)],
    ["29/02/2023", null],
    ["31/04/2024", null],
    ["2024-02-01", null],
    ["", null],
  ])("%s", (value, expected) => expect(parseDayMonthYear(value)).toBe(expected));
});

describe("isEmailAddress (SPEC §9 limits)", () => {
  it.each([
    ["a@b.fr", true],
    [`${"a".repeat(64)}@b.fr`, true],
    [`${"a".repeat(65)}@b.fr`, false],
    [`a@${"b".repeat(63)}.fr`, true],
    [`a@${"b".repeat(64)}.fr`, false],
    [`${"a".repeat(60)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.fr`, false],
    ["a@@b.fr", false],
    ["a@b", false],
    ["a b@c.fr", false],
    ["@b.fr", false],
  ])("%s → %s", (value, expected) => expect(isEmailAddress(value)).toBe(expected));
});
