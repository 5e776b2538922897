import { describe, expect, it } from "vitest";
import { ICON_LINK, inlineIcon } from "./inline-favicon.ts";

describe("the page's icon, written into the page", () => {
  it("replaces the link to /favicon.png by the PNG's bytes as a data: address", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const page = inlineIcon(`<link rel="icon" type="image/png" sizes="48x48" ${ICON_LINK} />`, png);
    expect(page).toBe(
      `<link rel="icon" type="image/png" sizes="48x48" href="data:image/png;base64,${png.toString("base64")}" />`,
    );
  });

  it("fails the build when the page no longer links to the icon", () => {
    expect(() => inlineIcon('<link rel="icon" href="/icon.svg" />', Buffer.alloc(1))).toThrow(/favicon\.png/);
  });
});
