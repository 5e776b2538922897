import { describe, expect, it } from "vitest";
import { activationLink, linkBase } from "./account-links.ts";

describe("links in account e-mails", () => {
  const PUBLIC = "https://apply.example.org";

  it("uses the web app's address when it has PUBLIC_URL's origin, without query, fragment or trailing slash", () => {
    expect(linkBase(PUBLIC, "https://apply.example.org/portal/?x=1#top")).toBe(
      "https://apply.example.org/portal",
    );
    expect(linkBase(PUBLIC, "https://apply.example.org/")).toBe("https://apply.example.org");
  });

  it.each([
    "https://evil.example.com/",
    "http://apply.example.org/",
    "https://apply.example.org:8443/",
    "javascript:alert(1)",
    "not a url",
    "",
  ])("falls back to PUBLIC_URL for %j", (appurl) => {
    expect(linkBase(PUBLIC, appurl)).toBe(PUBLIC);
  });

  it("builds the /activation link of SPEC §2 with id, user, activationToken and reset", () => {
    expect(activationLink(PUBLIC, "candform", "jane+x@example.org", "TOKEN_-1", false)).toBe(
      "https://apply.example.org/activation?id=candform&user=jane%2Bx@example.org&activationToken=TOKEN_-1&reset=0",
    );
    const link = new URL(activationLink(PUBLIC, "candform", "jane+x@example.org", "TOKEN_-1", true));
    expect(link.searchParams.get("user")).toBe("jane+x@example.org");
    expect(link.searchParams.get("reset")).toBe("1");
  });
});
