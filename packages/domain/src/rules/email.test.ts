import { describe, expect, it } from "vitest";
import { checkEmailAddress } from "./email.ts";

describe("checkEmailAddress (SPEC §9): accounts, form fields and rules", () => {
  it.each([
    ["jane@example.org", "jane@example.org"],
    ["  Jane.Doe+apply@Sub.Example.ORG ", "jane.doe+apply@sub.example.org"],
    ["o'brien@example.ie", "o'brien@example.ie"],
    ["user@xn--bcher-kva.example", "user@xn--bcher-kva.example"],
    ["user@bücher.example", "user@bücher.example"],
    [`${"a".repeat(64)}@example.org`, `${"a".repeat(64)}@example.org`],
    [`a@${"b".repeat(63)}.org`, `a@${"b".repeat(63)}.org`],
  ])("accepts %s as login %s", (raw, login) => {
    expect(checkEmailAddress(raw)).toEqual({ ok: true, login });
  });

  it("checks an internationalised domain in its ASCII form and keeps the address as typed", () => {
    expect(checkEmailAddress("user@BÜCHER.example")).toEqual({ ok: true, login: "user@bücher.example" });
    expect(checkEmailAddress("user@bü cher.example").ok).toBe(false);
  });

  it("accepts 254 characters and refuses 255", () => {
    const domain = ["b", "c", "d"].map((c) => c.repeat(63)).join(".");
    const at254 = `${"a".repeat(254 - domain.length - 5)}@${domain}.org`;
    expect(at254).toHaveLength(254);
    expect(checkEmailAddress(at254).ok).toBe(true);
    expect(checkEmailAddress(`a${at254}`)).toEqual({ ok: false, code: "EMAIL_TOO_LONG" });
  });

  it.each([
    ["", "EMAIL_INVALID"],
    ["plainaddress", "EMAIL_INVALID"],
    ["@example.org", "EMAIL_INVALID"],
    ["jane@", "EMAIL_INVALID"],
    ["jane@localhost", "EMAIL_INVALID"],
    ["jane@@example.org", "EMAIL_INVALID"],
    ["jane doe@example.org", "EMAIL_INVALID"],
    [".jane@example.org", "EMAIL_INVALID"],
    ["jane..doe@example.org", "EMAIL_INVALID"],
    ["jane@-example.org", "EMAIL_INVALID"],
    ["jane@example..org", "EMAIL_INVALID"],
    ["jane@192.168.0.1", "EMAIL_INVALID"],
    ["<script>@example.org", "EMAIL_INVALID"],
    ["jane@example.org:25", "EMAIL_INVALID"],
    ["jane@example.org/x", "EMAIL_INVALID"],
    ["jane@[::1]", "EMAIL_INVALID"],
    ["jane@exa%41mple.org", "EMAIL_INVALID"],
    [`${"a".repeat(65)}@example.org`, "EMAIL_LOCAL_TOO_LONG"],
    [`a@${"b".repeat(64)}.org`, "EMAIL_LABEL_TOO_LONG"],
  ])("refuses %j with %s", (raw, code) => {
    expect(checkEmailAddress(raw)).toEqual({ ok: false, code });
  });
});
