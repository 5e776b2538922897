import { describe, expect, it } from "vitest";
import type { FieldSchema, VisibleIf } from "../schema/types.ts";
import { textField } from "./fixtures.ts";
import { conditionHolds, createVisibility, isTabEnabled, isTabVisible, matches } from "./visibility.ts";

const visibleIn = (fields: Record<string, FieldSchema>, values: Record<string, unknown>, id: string) =>
  createVisibility(fields, values).isVisible(id);
const when = (visibleIf: VisibleIf) => textField({ visibleIf });

describe("visibleIf values", () => {
  it("compares values as strings", () => {
    expect(matches(2021, "2021")).toBe(true);
    expect(matches("2021", "2021")).toBe(true);
    expect(matches(true, "true")).toBe(true);
    expect(matches(2020, "2021")).toBe(false);
    expect(matches(null, "null")).toBe(false);
  });

  // Found by the server's fuzz suite: {"toString":false} as a saved value threw in String() (a 500).
  it("never matches an object, even one whose toString is not a function", () => {
    for (const v of [{ toString: false }, [{ toString: 1 }], { a: 1 }, [{}]])
      expect(matches(v, "[object Object]"), JSON.stringify(v)).toBe(false);
    expect(matches(["x", { toString: false }], "x")).toBe(true);
  });

  it("$ANY$ is non-empty for strings, arrays and objects, and any number or boolean", () => {
    for (const v of ["x", [1], { a: 1 }, 0, 5, false, true])
      expect(matches(v, "$ANY$"), JSON.stringify(v)).toBe(true);
    for (const v of ["", [], {}, null, undefined]) expect(matches(v, "$ANY$"), JSON.stringify(v)).toBe(false);
  });

  it("$EMPTY$ is empty, null or missing", () => {
    for (const v of ["", null, undefined, []]) expect(matches(v, "$EMPTY$")).toBe(true);
    for (const v of ["x", 0, false]) expect(matches(v, "$EMPTY$")).toBe(false);
  });
});

describe("field visibility", () => {
  const fields = {
    typeformation: textField(),
    mscchoice: when({ typeformation: ["MSC"] }),
    unemployed: textField(),
    either: when({ typeformation: ["AM"], unemployed: ["O"] }),
    chained: when({ mscchoice: ["$ANY$"] }),
    ghost: when({ nowhere: ["$ANY$", "$EMPTY$"] }),
    both: when({ allOf: [{ typeformation: ["MSC", "AM"] }, { unemployed: ["O"] }] }),
    any: when({ oneOf: [{ typeformation: ["ING"] }, { unemployed: ["N"] }] }),
    loopA: when({ loopB: ["$ANY$"] }),
    loopB: when({ loopA: ["$ANY$"] }),
    slash: when({ "/typeformation": ["MSC"] }),
  };

  it("shows a field when the watched field holds one of the listed values", () => {
    expect(visibleIn(fields, { typeformation: "MSC" }, "mscchoice")).toBe(true);
    expect(visibleIn(fields, { typeformation: "AM" }, "mscchoice")).toBe(false);
    expect(visibleIn(fields, {}, "typeformation")).toBe(true);
  });

  it("combines several watched fields of one condition with OR", () => {
    expect(visibleIn(fields, { typeformation: "AM", unemployed: "N" }, "either")).toBe(true);
    expect(visibleIn(fields, { typeformation: "MSC", unemployed: "O" }, "either")).toBe(true);
    expect(visibleIn(fields, { typeformation: "MSC", unemployed: "N" }, "either")).toBe(false);
  });

  it("hides a field whose watched field is itself hidden, even if it holds a value", () => {
    expect(visibleIn(fields, { typeformation: "MSC", mscchoice: "MAE" }, "chained")).toBe(true);
    expect(visibleIn(fields, { typeformation: "AM", mscchoice: "MAE" }, "chained")).toBe(false);
  });

  it("hides a field watching a path that does not exist", () => {
    expect(visibleIn(fields, { nowhere: "x" }, "ghost")).toBe(false);
  });

  it("needs every sub-condition of allOf and one of oneOf", () => {
    expect(visibleIn(fields, { typeformation: "AM", unemployed: "O" }, "both")).toBe(true);
    expect(visibleIn(fields, { typeformation: "AM", unemployed: "N" }, "both")).toBe(false);
    expect(visibleIn(fields, { typeformation: "ING", unemployed: "O" }, "any")).toBe(true);
    expect(visibleIn(fields, { typeformation: "AM", unemployed: "O" }, "any")).toBe(false);
  });

  it("hides fields whose conditions watch each other, and accepts ngx '/' paths", () => {
    expect(visibleIn(fields, { loopA: "x", loopB: "y" }, "loopA")).toBe(false);
    expect(visibleIn(fields, { typeformation: "MSC" }, "slash")).toBe(true);
  });
});

describe("tab visibility", () => {
  const { resolve } = createVisibility(
    { show_bourses: textField(), show_result: textField() },
    { show_bourses: "O" },
  );
  const tab = (extra: object) => ({ id: "t", title: { en: "T", fr: "T" }, fieldsets: [], ...extra });

  it("is visible when any of its conditions holds, always in admin mode", () => {
    expect(isTabVisible(tab({ visibleIf: { show_bourses: ["O"] } }), resolve)).toBe(true);
    expect(isTabVisible(tab({ visibleIf: { show_result: ["O"] } }), resolve)).toBe(false);
    expect(isTabVisible(tab({ visibleIf: { show_result: ["O"], show_bourses: ["O"] } }), resolve)).toBe(true);
    expect(isTabVisible(tab({ visibleIf: { show_result: ["O"] } }), resolve, true)).toBe(true);
    expect(isTabVisible(tab({ visible: false }), resolve)).toBe(false);
    expect(conditionHolds({}, resolve)).toBe(true);
  });

  it("is disabled when invisible or when enabled is false", () => {
    expect(isTabEnabled(tab({}), true, resolve)).toBe(true);
    expect(isTabEnabled(tab({}), false, resolve)).toBe(false);
    expect(isTabEnabled(tab({ enabled: false }), true, resolve)).toBe(false);
    expect(isTabEnabled(tab({ enabledIf: { show_result: ["O"] } }), true, resolve)).toBe(false);
    expect(isTabEnabled(tab({ enabledIf: { show_result: ["O"] } }), true, resolve, true)).toBe(true);
  });
});
