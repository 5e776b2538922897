import { describe, expect, it } from "vitest";
import { checkEmailAddress } from "./email.ts";

// ASCII domains stand for themselves; the server passes node:url's domainToASCII.
const asciiOnly = (domain: string) => (/^[\x21-\x7e]*$/.test(domain) ? domain.toLowerCase() : "");

describe("checkEmailAddress (SPEC §9)", () => {
  it.each([
    ["jane@example.org", "jane@example.org"],
    ["  Jane.Doe+apply@Sub.Example.ORG ", "jane.doe+apply@sub.example.org"],
    ["o'brien@example.ie", "o'brien@example.ie"],
    [`${"a".repeat(64)}@example.org`, `${"a".repeat(64)}@example.org`],
    [`a@${"b".repeat(63)}.org`, `a@${"b".repeat(63)}.org`],
  ])("accepts %s as login %s", (raw, login) => {
    expect(checkEmailAddress(raw, asciiOnly)).toEqual({ ok: true, login });
  });

  it("checks an internationalised domain in the ASCII form it is given, and keeps the address as typed", () => {
    expect(checkEmailAddress("user@bücher.example", () => "xn--bcher-kva.example")).toEqual({
      ok: true,
      login: "user@bücher.example",
    });
    expect(checkEmailAddress("user@bücher.example", () => "").ok).toBe(false);
  });

  it.each([
    ["plainaddress", "EMAIL_INVALID"],
    ["jane@localhost", "EMAIL_INVALID"],
    ["jane..doe@example.org", "EMAIL_INVALID"],
    ["jane@-example.org", "EMAIL_INVALID"],
    ["jane@192.168.0.1", "EMAIL_INVALID"],
    ["<script>@example.org", "EMAIL_INVALID"],
    [`${"a".repeat(65)}@example.org`, "EMAIL_LOCAL_TOO_LONG"],
    [`a@${"b".repeat(64)}.org`, "EMAIL_LABEL_TOO_LONG"],
    [`${"a".repeat(250)}@b.org`, "EMAIL_TOO_LONG"],
  ])("refuses %j with %s", (raw, code) => {
    expect(checkEmailAddress(raw, asciiOnly)).toEqual({ ok: false, code });
  });
});
