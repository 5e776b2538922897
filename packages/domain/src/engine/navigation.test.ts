import { describe, expect, it } from "vitest";
import { candform } from "../schema/candform.ts";
import { tab, testForm, textField } from "./fixtures.ts";
import { blockingTab, canMoveTo, nextTab, selectTab } from "./navigation.ts";

const form = testForm(
  [
    tab("one", ["a"]),
    tab("two", ["b"]),
    tab("hidden", ["c"], { visibleIf: { a: ["never"] } }),
    tab("three", ["d"]),
    tab("off", [], { enabled: false }),
  ],
  {
    a: textField({ required: true }),
    b: textField({ required: true }),
    c: textField({ required: true }),
    d: textField({ required: true }),
  },
);

describe("canMoveTo", () => {
  it("needs every earlier tab valid, so one cannot jump ahead past an invalid tab", () => {
    expect(canMoveTo(form, {}, "one")).toBe(true);
    expect(canMoveTo(form, {}, "two")).toBe(false);
    expect(blockingTab(form, {}, "three")).toBe("one");
    expect(canMoveTo(form, { a: "x" }, "two")).toBe(true);
    expect(canMoveTo(form, { a: "x" }, "three")).toBe(false);
    expect(blockingTab(form, { a: "x" }, "three")).toBe("two");
  });

  it("skips hidden earlier tabs and refuses hidden or disabled targets", () => {
    expect(canMoveTo(form, { a: "x", b: "y" }, "three")).toBe(true);
    expect(canMoveTo(form, { a: "x", b: "y" }, "hidden")).toBe(false);
    expect(canMoveTo(form, { a: "x", b: "y", d: "z" }, "off")).toBe(false);
  });

  it("lets an administrator open any tab", () => {
    expect(canMoveTo(form, {}, "three", { admin: true })).toBe(true);
    expect(canMoveTo(form, {}, "hidden", { admin: true })).toBe(true);
  });

  it("moves a new candform candidate from home to choice but not beyond", () => {
    expect(canMoveTo(candform, {}, "choice")).toBe(true);
    expect(blockingTab(candform, {}, "personal")).toBe("choice");
  });
});

describe("selectTab and nextTab", () => {
  it("makes the selected tab the only active one", () => {
    const tabs = selectTab(selectTab(form.tabs, "two"), "three");
    expect(tabs.filter((t) => t.active).map((t) => t.id)).toEqual(["three"]);
    expect(form.tabs.some((t) => t.active)).toBe(false);
  });

  it("gives the next visible, enabled tab", () => {
    expect(nextTab(form, {}, "two")).toBe("three");
    expect(nextTab(form, {}, "three")).toBeUndefined();
    expect(nextTab(candform, { typeformation: "ING" }, "docs")).toBe("validation");
  });
});
