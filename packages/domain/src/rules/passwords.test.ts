import { describe, expect, it } from "vitest";
import { translations as translationsEn } from "@zxcvbn-ts/language-en";
import { translate, type Locale } from "../i18n/index.ts";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  loginParts,
  passwordRules,
  passwordStrength,
} from "./passwords.ts";

const LOGIN = "jean.dupont@univ-example.fr";

// Every entry of 12 characters or more of the list the server used to refuse (zxcvbn 4.4.2's most
// common passwords): the estimator must refuse each of them too.
const OLD_COMMON_LIST = [
  "123qweasdzxc",
  "1qaz2wsx3edc",
  "q1w2e3r4t5y6",
  "1q2w3e4r5t6y",
  "mailcreated5240",
  "qazwsxedcrfv",
  "123456qwerty",
  "qwerty123456",
  "polniypizdec0211",
  "sojdlg123aljg",
  "leavemealone",
  "123456654321",
  "gfhjkmgfhjkm",
  "qazwsxedc123",
  "ghjcnjgfhjkm",
  "sonyericsson",
  "zxcasdqwe123",
  "ghhh47hj7649",
  "123456789qwe",
  "1qazxsw23edc",
  "masterbating",
  "qwerasdfzxcv",
  "qweasdzxc123",
  "flvbybcnhfnjh",
  "123456789987654321",
  "112233445566",
  "finalfantasy",
  "ghbdtnrfrltkf",
  "websolutions",
  "chickenwing101",
  "1qaz2wsx3edc4rfv",
  "justinbieber",
  "contortionist",
  "masturbation",
  "pornographic",
  "newproject2004",
  "needforspeed",
  "businessbabe",
  "123456789123",
  "masterbaiting",
  "maurolarastefy",
  "domainlock2005",
  "momsanaladventure",
  "dkflbvbhjdbx",
  "hd764nw5d7e1vb1",
  "qazwsxedcrfvtgb",
  "dkflbvbhjdyf",
  "counterstrike",
  "zaq1xsw2cde3",
  "vfvfvskfhfve",
  "ghjcnjghjcnj",
  "fkmnthyfnbdf",
  "123456789abc",
  "admin18533362",
  "23176djivanfros",
  "123456789qwerty",
];

const codes = (password: string, login = LOGIN) => passwordStrength(password, login).map((m) => m.code);
const texts = (locale: Locale, password: string, login = LOGIN) =>
  passwordStrength(password, login).map((m) => translate(locale, m.key, m.params));

describe("passwordStrength", () => {
  it("refuses every entry of 12 characters or more of the old common-password list", () => {
    expect(OLD_COMMON_LIST).toHaveLength(56);
    const accepted = OLD_COMMON_LIST.filter((password) => passwordStrength(password, LOGIN).length === 0);
    expect(accepted).toEqual([]);
  }, 60_000);

  it.each(["password1234", "aaaaaaaaaaaa", "123456789012", " ".repeat(12), "Azertyuiop123", "motdepasse123"])(
    "refuses %j as too easy to guess, saying why",
    (password) => {
      expect(codes(password)[0]).toBe("PASSWORD_WEAK");
      expect(texts("en", password)[0]).toMatch(/^This password is too easy to guess\./);
      expect(texts("fr", password)[0]).toMatch(/^Ce mot de passe est trop facile à deviner\./);
    },
  );

  it("passes on zxcvbn's warning and suggestion in both languages", () => {
    expect(texts("en", "aaaaaaaaaaaa").slice(1)).toEqual([
      'Repeated characters like "aaa" are easy to guess.',
      "Avoid repeated words and characters.",
    ]);
    expect(texts("fr", "password1234").slice(1)).toEqual([
      "Ce mot de passe est similaire à un mot de passe couramment utilisé.",
      "Ajoutez des mots moins courants.",
    ]);
  });

  it.each([LOGIN, "Jean.Dupont2024", "Dupont.Jean.Univ", `${LOGIN}!!`, "JEAN-DUPONT-UNIV-EXAMPLE"])(
    "refuses %j, built on the login",
    (password) => {
      expect(codes(password)).toEqual(["PASSWORD_LOGIN"]);
      expect(texts("en", password)[0]).toMatch(/must not be built on your e-mail address/);
      expect(texts("fr", password)[0]).toMatch(/ne doit pas reprendre votre adresse e-mail/);
    },
  );

  it("accepts a strong passphrase, even one that mentions a short part of the login", () => {
    expect(passwordStrength("tomate vélo nuage quarante-deux", LOGIN)).toEqual([]);
    expect(passwordStrength("Quartz lantern 47 okapi ribbon", LOGIN)).toEqual([]);
    expect(passwordStrength("the administrator passphrase", "admin@example.org")).toEqual([]);
  });

  it("counts characters as people see them and keeps the length window of SPEC §9", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(codes("Quartz 47 ok")).not.toContain("PASSWORD_TOO_SHORT");
    expect(codes("😀".repeat(11))).toEqual(["PASSWORD_TOO_SHORT"]);
    expect(texts("en", "short")).toEqual(["The password must have at least 12 characters."]);
    expect(codes("Quartz lantern okapi ".repeat(60).slice(0, MAX_PASSWORD_LENGTH))).toEqual([]);
    expect(codes("z".repeat(MAX_PASSWORD_LENGTH + 1))).toEqual(["PASSWORD_TOO_LONG"]);
    expect(texts("fr", "z".repeat(MAX_PASSWORD_LENGTH + 1))).toEqual([
      "Le mot de passe ne doit pas dépasser 1024 caractères.",
    ]);
  });

  it("gives zxcvbn the login and its parts", () => {
    expect(loginParts(LOGIN)).toEqual([
      LOGIN,
      "jean.dupont",
      "jeandupont",
      "jean",
      "dupont",
      "univ",
      "example",
    ]);
  });
});

describe("passwordRules", () => {
  it("collects the mismatch and the verdict, the mismatch first", () => {
    expect(passwordRules("abc", "abd", LOGIN).map((m) => m.code)).toEqual([
      "PASSWORD_MISMATCH",
      "PASSWORD_TOO_SHORT",
    ]);
    expect(passwordRules("Quartz lantern 47 okapi ribbon", "Quartz lantern 47 okapi ribbon!", LOGIN)).toEqual(
      [{ code: "PASSWORD_MISMATCH", key: "rules.passwords.mismatch" }],
    );
    expect(passwordRules("Quartz lantern 47 okapi ribbon", "Quartz lantern 47 okapi ribbon", LOGIN)).toEqual(
      [],
    );
  });
});

describe("password feedback catalogue", () => {
  it("has a text in both languages for every warning and suggestion zxcvbn can give", () => {
    const keys = [
      ...Object.keys(translationsEn.warnings).map((k) => `rules.passwords.warning.${k}`),
      ...Object.keys(translationsEn.suggestions).map((k) => `rules.passwords.suggestion.${k}`),
    ];
    for (const locale of ["en", "fr"] as const) {
      expect(keys.filter((key) => translate(locale, key) === key)).toEqual([]);
    }
  });
});
