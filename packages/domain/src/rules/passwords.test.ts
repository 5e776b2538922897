import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import { MIN_PASSWORD_LENGTH, passwordRules } from "./passwords.ts";

const MISMATCH = "Les mots de passe ne sont pas identiques.";
const SHORT = "Le mot de passe doit contenir au moins 12 caractères.";

describe("passwordRules", () => {
  it.each<[string, string, string, string[]]>([
    ["12 characters, identical", "abcdefghijkl", "abcdefghijkl", []],
    ["11 characters", "abcdefghijk", "abcdefghijk", [SHORT]],
    ["12 accented characters (more than 12 bytes)", "éééééééééééé", "éééééééééééé", []],
    ["different", "abcdefghijkl", "abcdefghijkm", [MISMATCH]],
    ["short and different", "abc", "abd", [MISMATCH, SHORT]],
  ])("%s", (_, password, confirmation, expected) => {
    const messages = passwordRules(password, confirmation);
    expect(messages.map((m) => translate("en", m.key, m.params))).toEqual(expected);
    expect(messages.map((m) => translate("fr", m.key, m.params))).toEqual(expected);
  });
  it("uses the minimum of SPEC §9 and stable codes", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(passwordRules("a", "b").map((m) => m.code)).toEqual(["PASSWORD_MISMATCH", "PASSWORD_TOO_SHORT"]);
  });
});
