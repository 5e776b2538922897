import { describe, expect, it } from "vitest";
import { translate, type Locale } from "../i18n/index.ts";
import type { AnswerValues } from "./types.ts";
import { englishScoreValid } from "./languages.ts";

const texts = (messages: { key: string; params?: Record<string, string | number> }[], lang: Locale = "en") =>
  messages.map((m) => translate(lang, m.key, m.params));

describe("englishScoreValid", () => {
  it.each<[string, AnswerValues, string[]]>([
    ["a TOEFL score", { english_test: "TOEFL", english_score: "95" }, []],
    ["an IELTS band with a decimal point", { english_test: "IELTS", english_score: "6.5" }, []],
    ["an IELTS band with a decimal comma", { english_test: "IELTS", english_score: "6,5" }, []],
    ["a TOEIC score with spaces", { english_test: "TOEIC", english_score: " 905 " }, []],
    ["another test's number", { english_test: "OTHER", english_score: "128" }, []],
    ["no score yet (the schema's required does that)", { english_test: "TOEFL", english_score: "" }, []],
    ["no test", { english_test: "NONE", english_score: "abc" }, []],
    [
      "letters",
      { english_test: "TOEFL", english_score: "abc" },
      ["The TOEFL iBT score must be a number from 0 to 120"],
    ],
    [
      "out of the test's range",
      { english_test: "IELTS", english_score: "75" },
      ["The IELTS score must be a number from 0 to 9"],
    ],
    [
      "letters for another test",
      { english_test: "OTHER", english_score: "abc" },
      ["The score must be a number"],
    ],
    ["a negative number", { english_test: "OTHER", english_score: "-3" }, ["The score must be a number"]],
  ])("%s", (_, values, expected) => expect(texts(englishScoreValid(values))).toEqual(expected));

  it("has a stable code and says it in French", () => {
    const messages = englishScoreValid({ english_test: "TOEIC", english_score: "abc" });
    expect(messages.map((m) => m.code)).toEqual(["LANGUAGES_ENGLISH_SCORE"]);
    expect(texts(messages, "fr")).toEqual(["Le score TOEIC doit être un nombre de 10 à 990"]);
  });
});
