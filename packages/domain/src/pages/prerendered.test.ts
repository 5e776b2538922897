import { describe, expect, it } from "vitest";
import { PRERENDERED_PAGES, prerenderedPage } from "./prerendered.ts";

describe("prerendered pages", () => {
  it("names the page of each public address, and none of the others", () => {
    expect(prerenderedPage("/", "")).toBe("home");
    expect(prerenderedPage("/login", "?id=candform&next=%2Fadmin")).toBe("login");
    expect(prerenderedPage("/activation", "?user=a%40b.c&activationToken=t")).toBe("activation");
    expect(prerenderedPage("/activation", "?user=a%40b.c&activationToken=t&reset=1")).toBe(
      "activation-reset",
    );
    expect(prerenderedPage("/form/candform/personal", "")).toBeUndefined();
    expect(prerenderedPage("/admin", "")).toBeUndefined();
    expect(prerenderedPage("/login/extra", "")).toBeUndefined();
  });

  it("renders each page at an address that names it again", () => {
    for (const [page, address] of Object.entries(PRERENDERED_PAGES)) {
      const url = new URL(address, "http://portal");
      expect(prerenderedPage(url.pathname, url.search)).toBe(page);
    }
  });
});
