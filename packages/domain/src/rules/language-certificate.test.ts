import { describe, expect, it } from "vitest";
import type { AnswerValues } from "./types.ts";
import {
  ENGLISH_SPEAKING_COUNTRIES,
  isEnglishSpeakingNational,
  languageCertificateRequired,
} from "./language-certificate.ts";

describe("languageCertificateRequired", () => {
  it.each<[string, AnswerValues, boolean]>([
    ["French national, MSC", { nationality: "FR", typeformation: "MSC" }, true],
    ["French national, AM", { nationality: "FR", typeformation: "AM", fstchoice: "MS IEM" }, true],
    ["French national, PG_DIP", { nationality: "FR", typeformation: "PG_DIP" }, true],
    ["French national, ING", { nationality: "FR", typeformation: "ING" }, false],
    ["British national, ING", { nationality: "GB", typeformation: "ING" }, false],
    ["British national, MSC", { nationality: "GB", typeformation: "MSC" }, false],
    [
      "US national, AM with MS IEM only",
      { nationality: "US", typeformation: "AM", fstchoice: "MS IEM" },
      false,
    ],
    [
      "US national, AM with MS SAS second",
      { nationality: "us", typeformation: "AM", sndchoice: "MS SAS" },
      true,
    ],
    [
      "Irish national, AM with MS SPA third",
      { nationality: "IE", typeformation: "AM", trdchoice: "ms  spa" },
      true,
    ],
    [
      "Canadian national, PG_DIP with MS SAS",
      { nationality: "CA", typeformation: "PG_DIP", fstchoice: "MS SAS" },
      false,
    ],
    ["no nationality yet", { typeformation: "MSC" }, true],
  ])("%s → %s", (_, values, expected) => expect(languageCertificateRequired(values)).toBe(expected));
});

describe("isEnglishSpeakingNational", () => {
  it.each(ENGLISH_SPEAKING_COUNTRIES.map((c) => [c]))("%s is English-speaking", (code) => {
    expect(isEnglishSpeakingNational({ nationality: code })).toBe(true);
  });
  it.each([["GBR"], ["AUS"]])("alpha-3 %s is accepted", (code) => {
    expect(isEnglishSpeakingNational({ nationality: code })).toBe(true);
  });
  it.each([["FR"], ["IN"], ["NG"], [""]])("%s is not in the SPEC §9 list", (code) => {
    expect(isEnglishSpeakingNational({ nationality: code })).toBe(false);
  });
});
