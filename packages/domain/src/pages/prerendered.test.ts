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
    expect(prerenderedPage("/activation", "?reset=1&user=a%40b.c")).toBe("activation-reset");
    // The server passes the query without its "?".
    expect(prerenderedPage("/activation", "reset=1&user=a%40b.c")).toBe("activation-reset");
    expect(prerenderedPage("/activation", "?user=a%40b.c&reset=10")).toBe("activation");
    expect(prerenderedPage("/activation", "?user=a%40b.c&reset=0")).toBe("activation");
    expect(prerenderedPage("/form/candform/personal", "")).toBeUndefined();
    expect(prerenderedPage("/admin", "")).toBeUndefined();
    expect(prerenderedPage("/login/extra", "")).toBeUndefined();
  });

  it("renders each page at an address that names it again", () => {
    for (const [page, address] of Object.entries(PRERENDERED_PAGES)) {
      const [pathname, query] = address.split("?");
      expect(prerenderedPage(pathname, query ? `?${query}` : "")).toBe(page);
    }
  });
});
