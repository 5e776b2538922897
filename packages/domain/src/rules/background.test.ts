import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "./types.ts";
import { fieldRuleMessages } from "./field-rules.ts";
import {
  academicBackgroundComplete,
  academicDatesOrdered,
  bacSpecialitiesDiffer,
  bacSpecialitiesShown,
  professionalExperienceDatesOrdered,
  resetBacOnSchoolTypeChange,
} from "./background.ts";

const en = (messages: { key: string }[]) => messages.map((m) => translate("en", m.key));
const BAC = "Bac specialities should be different";
const ACADEMIC =
  "Academic background: institution information, date from/to or 'other field' of study is missing";
const XP = "Professional experience date error: the begin date must be before the end date";

describe("bacSpecialitiesDiffer", () => {
  const same = { bacSpecialite1: "MATHS", bacSpecialite2: "MATHS" };
  it.each<[string, AnswerValues, string[]]>([
    ["same, 2021, French school", { ...same, bacAnnee: "2021", bacTypeEtablissement: "FRANCAIS" }, [BAC]],
    [
      "same, 2025, French school abroad",
      { ...same, bacAnnee: 2025, bacTypeEtablissement: "FRANCAIS_ETRANGER" },
      [BAC],
    ],
    ["same, 2020", { ...same, bacAnnee: "2020", bacTypeEtablissement: "FRANCAIS" }, []],
    ["same, foreign school", { ...same, bacAnnee: "2023", bacTypeEtablissement: "ETRANGER" }, []],
    ["different", { bacSpecialite1: "MATHS", bacSpecialite2: "PC", bacAnnee: "2023" }, []],
    ["both empty", { bacAnnee: "2023", bacTypeEtablissement: "FRANCAIS" }, []],
  ])("%s", (_, values, expected) => expect(en(bacSpecialitiesDiffer(values))).toEqual(expected));
});

describe("bacSpecialitiesShown", () => {
  it.each<[AnswerValues, boolean]>([
    [{ bacAnnee: "2021", bacTypeEtablissement: "FRANCAIS" }, true],
    [{ bacAnnee: "2025", bacTypeEtablissement: "FRANCAIS_ETRANGER" }, true],
    [{ bacAnnee: "2026", bacTypeEtablissement: "FRANCAIS" }, false],
    [{ bacAnnee: "2020", bacTypeEtablissement: "FRANCAIS" }, false],
    [{ bacAnnee: "2022", bacTypeEtablissement: "ETRANGER" }, false],
  ])("%j → %s", (values, expected) => expect(bacSpecialitiesShown(values)).toBe(expected));
});

describe("resetBacOnSchoolTypeChange", () => {
  const prev = {
    bacTypeEtablissement: "FRANCAIS",
    bacAnnee: "2022",
    bacSpecialite1: "MATHS",
    bacSpecialite2: "PC",
    bacIfFr: "O",
    bacEtablissement: "0310001A",
    bacVille: "Toulouse",
  };
  it("empties the school-dependent bac fields when the type changes, keeping the year", () => {
    expect(resetBacOnSchoolTypeChange(prev, { ...prev, bacTypeEtablissement: "ETRANGER" })).toEqual({
      bacTypeEtablissement: "ETRANGER",
      bacAnnee: "2022",
      bacSpecialite1: "",
      bacSpecialite2: "",
      bacIfFr: "",
      bacEtablissement: "",
      bacVille: "",
    });
  });
  it("changes nothing when the type is the same", () => {
    const next = { ...prev, bacVille: "Albi" };
    expect(resetBacOnSchoolTypeChange(prev, next)).toBe(next);
  });
});

describe("academicBackgroundComplete", () => {
  const line = {
    institution: "U",
    heb_from_tod: "01/09/2019",
    heb_from_tof: "30/06/2022",
    field_study: "math",
  };
  it.each<[string, unknown, string[]]>([
    ["a complete line", [line], []],
    ["no lines", undefined, []],
    ["field other given", [{ ...line, field_study: "ot", field_other: "Botany" }], []],
    ["no institution", [line, { ...line, institution: "" }], [ACADEMIC]],
    ["no from date", [{ ...line, heb_from_tod: "" }], [ACADEMIC]],
    ["no to date", [{ ...line, heb_from_tof: undefined }], [ACADEMIC]],
    ["field ot without other", [{ ...line, field_study: "ot" }], [ACADEMIC]],
  ])("%s", (_, lines, expected) =>
    expect(en(academicBackgroundComplete({ heb_line: lines }))).toEqual(expected),
  );
});

describe("professionalExperienceDatesOrdered", () => {
  it.each<[string, unknown[], string[]]>([
    ["begin before end", [{ from_tod: "01/01/2020", from_tof: "31/12/2020" }], []],
    ["across months, dd/mm not mm/dd", [{ from_tod: "12/01/2020", from_tof: "01/02/2020" }], []],
    ["ongoing (no end)", [{ from_tod: "01/01/2020", from_tof: "" }], []],
    ["end before begin", [{ from_tod: "01/02/2020", from_tof: "12/01/2020" }], [XP]],
    ["same day", [{ from_tod: "01/02/2020", from_tof: "01/02/2020" }], [XP]],
    ["not a date", [{ from_tod: "31/02/2020", from_tof: "01/03/2020" }], [XP]],
  ])("%s", (_, lines, expected) =>
    expect(en(professionalExperienceDatesOrdered({ prof_xp: lines }))).toEqual(expected),
  );
});

describe("academicDatesOrdered", () => {
  const STUDY = "Academic background: a study period must end after it begins";
  const line = (from: string, to: string) => ({ institution: "X", heb_from_tod: from, heb_from_tof: to });
  it.each<[string, AnswerValues, string[]]>([
    ["in order", { heb_line: [line("01/09/2022", "30/06/2023")] }, []],
    ["ending before it starts", { heb_line: [line("01/09/2023", "30/06/2022")] }, [STUDY]],
    ["ending the day it starts", { heb_line: [line("01/09/2023", "01/09/2023")] }, [STUDY]],
    ["one date missing (the schema's required does that)", { heb_line: [line("01/09/2023", "")] }, []],
    [
      "a date that is no date (the date check does that)",
      { heb_line: [line("31/02/2023", "01/01/2020")] },
      [],
    ],
  ])("%s", (_, values, expected) => expect(en(academicDatesOrdered(values))).toEqual(expected));

  it("is placed under the wrong line's end date", () => {
    const values = { heb_line: [line("01/09/2022", "30/06/2023"), line("01/09/2023", "30/06/2022")] };
    expect(
      fieldRuleMessages(values)
        .get("heb_line.1.heb_from_tof")
        ?.map((m) => m.code),
    ).toEqual(["BACKGROUND_ACADEMIC_DATES"]);
    expect(fieldRuleMessages(values).has("heb_line.0.heb_from_tof")).toBe(false);
  });
});
