import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "./types.ts";
import { accessTitleMatches, applyAccessTitle } from "./access-title.ts";

const MISMATCH = "Level and grade do not match the access title";

describe("accessTitleMatches", () => {
  it.each<[AnswerValues, string[]]>([
    [{ accesTitre: "DU", accesNiveau: "3", accesGrade: "BACHELOR" }, []],
    [{ accesTitre: "DU", accesNiveau: "3", accesGrade: "DOCTORATE" }, []],
    [{ accesTitre: "DU", accesNiveau: "3", accesGrade: "MASTER" }, [MISMATCH]],
    [{ accesTitre: "ING", accesNiveau: "2", accesGrade: "MASTER" }, []],
    [{ accesTitre: "ING", accesNiveau: "1", accesGrade: "MASTER" }, [MISMATCH]],
    [{ accesTitre: "L", accesNiveau: 3, accesGrade: "Licence" }, []],
    [{ accesTitre: "L", accesNiveau: "3", accesGrade: "MASTER" }, [MISMATCH]],
    [{ accesTitre: "M", accesNiveau: "1", accesGrade: "MASTER" }, []],
    [{ accesTitre: "M", accesNiveau: "3", accesGrade: "MASTER" }, [MISMATCH]],
    [{ accesTitre: "CPGE", accesNiveau: "", accesGrade: "" }, []],
    [{}, []],
  ])("%j", (values, expected) => {
    expect(accessTitleMatches(values).map((m) => translate("en", m.key))).toEqual(expected);
  });
});

describe("applyAccessTitle", () => {
  it.each<[AnswerValues, { accesNiveau: unknown; accesGrade: unknown }]>([
    [
      { accesTitre: "DU", accesGrade: "DOCTORATE" },
      { accesNiveau: "3", accesGrade: "DOCTORATE" },
    ],
    [
      { accesTitre: "DU", accesGrade: "MASTER" },
      { accesNiveau: "3", accesGrade: "" },
    ],
    [
      { accesTitre: "ING", accesNiveau: "3" },
      { accesNiveau: "2", accesGrade: "MASTER" },
    ],
    [{ accesTitre: "L" }, { accesNiveau: "3", accesGrade: "LICENCE" }],
    [
      { accesTitre: "M", accesGrade: "LICENCE" },
      { accesNiveau: "1", accesGrade: "MASTER" },
    ],
    [
      { accesTitre: "CPGE", accesNiveau: "2", accesGrade: "X" },
      { accesNiveau: "2", accesGrade: "X" },
    ],
  ])("%j", (values, expected) => {
    const derived = applyAccessTitle(values);
    expect({ accesNiveau: derived.accesNiveau, accesGrade: derived.accesGrade }).toEqual(expected);
    expect(accessTitleMatches(derived).length === 0 || values.accesTitre === "DU").toBe(true);
  });
  it("returns a new record and leaves the input alone", () => {
    const values = { accesTitre: "L", other: 1 };
    expect(applyAccessTitle(values)).toEqual({
      accesTitre: "L",
      other: 1,
      accesNiveau: "3",
      accesGrade: "LICENCE",
    });
    expect(values).toEqual({ accesTitre: "L", other: 1 });
  });
});
