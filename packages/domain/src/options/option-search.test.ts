import { describe, expect, it } from "vitest";
import { COUNTRY_ALIASES } from "./country-aliases.ts";
import { optionRank, searchOptions, searchable } from "./option-search.ts";

/** A slice of GET /ws/pays in English, in its alphabetical order. */
const en = [
  ["AU", "Australia"],
  ["AT", "Austria"],
  ["IO", "British Indian Ocean Territory"],
  ["CI", "Cote d'Ivoire"],
  ["CZ", "Czech Republic"],
  ["FR", "France"],
  ["IN", "India"],
  ["ID", "Indonesia"],
  ["NL", "Netherlands"],
  ["RU", "Russian Federation"],
  ["UA", "Ukraine"],
  ["AE", "United Arab Emirates"],
  ["GB", "United Kingdom"],
  ["US", "United States of America"],
].map(([value, label]) => ({ value, label }));

/** The same in French. */
const fr = [
  ["CI", "Côte-d'Ivoire"],
  ["US", "États-Unis d'Amérique"],
  ["FR", "France"],
  ["IN", "Inde"],
  ["IO", "Océan Indien Britannique"],
  ["NL", "Pays-Bas"],
  ["CZ", "République Tchèque"],
  ["GB", "Royaume-Uni"],
  ["RU", "Russie"],
].map(([value, label]) => ({ value, label }));

const labels = (typed: string, options = en) =>
  searchOptions(options, typed, COUNTRY_ALIASES).map((option) => option.label);

describe("searchable", () => {
  it("drops accents, case and punctuation", () => {
    expect(searchable("Côte-d'Ivoire")).toBe("cote d ivoire");
    expect(searchable("  ÉTATS-Unis ")).toBe("etats unis");
  });
});

describe("searchOptions", () => {
  // Regression: "Indi" + Enter picked "British Indian Ocean Territory", listed before India.
  it("puts the option whose name starts with the text first, then a word's start, then inside", () => {
    expect(labels("Indi")).toEqual(["India", "British Indian Ocean Territory"]);
    expect(labels("ind")).toEqual(["India", "Indonesia", "British Indian Ocean Territory"]);
    expect(labels("king")).toEqual(["United Kingdom"]);
    expect(labels("stri")).toEqual(["Austria"]);
  });

  it("knows the common abbreviations and names", () => {
    expect(labels("UK")[0]).toBe("United Kingdom");
    expect(labels("uk")).toEqual(["United Kingdom", "Ukraine"]);
    expect(labels("USA")).toEqual(["United States of America"]);
    expect(labels("US")[0]).toBe("United States of America");
    expect(labels("Holland")).toEqual(["Netherlands"]);
    expect(labels("Czechia")).toEqual(["Czech Republic"]);
    expect(labels("Ivory Coast")).toEqual(["Cote d'Ivoire"]);
    expect(labels("Côte d'Ivoire")).toEqual(["Cote d'Ivoire"]);
  });

  it("ignores accents both ways", () => {
    expect(labels("cote", fr)).toEqual(["Côte-d'Ivoire"]);
    expect(labels("etats", fr)).toEqual(["États-Unis d'Amérique"]);
    expect(labels("côte")).toEqual(["Cote d'Ivoire"]);
  });

  it("knows the French abbreviations and names, in either interface language", () => {
    expect(labels("RU", fr)[0]).toBe("Royaume-Uni");
    expect(labels("Royaume-Uni")).toEqual(["United Kingdom"]);
    expect(labels("États-Unis")).toEqual(["United States of America"]);
    expect(labels("Holland", fr)).toEqual(["Pays-Bas"]);
    expect(labels("Tchéquie", fr)).toEqual(["République Tchèque"]);
  });

  it("keeps every option in order for an empty text, and none for a text nothing fits", () => {
    expect(searchOptions(en, " ")).toEqual(en);
    expect(labels("zzz")).toEqual([]);
  });

  // Regression: "MS SAS" + Enter found nothing, its label being "MS Space Systems".
  it("finds an option by its code too, though its label does not carry it", () => {
    const programmes = [
      { value: "MS IEM", label: "MS IEM – Innovation and Entrepreneurship Management" },
      { value: "MS SAS", label: "MS Space Systems" },
      { value: "MS SPA", label: "MS SPA – Space Applications and Services" },
    ];
    const found = (typed: string) => searchOptions(programmes, typed).map((option) => option.value);
    expect(found("MS SAS")).toEqual(["MS SAS"]);
    expect(found("ms-sas")).toEqual(["MS SAS"]);
    expect(found("SAS")).toEqual(["MS SAS"]);
    expect(found("MS S")).toEqual(["MS SAS", "MS SPA"]);
    // A code is typed from its start or a word's: a text inside it does not find the option.
    expect(found("AS")).toEqual([]);
    // Its code equal to the text puts MS SPA before "MS Space Systems", whose label starts with it.
    expect(found("MS SPA")).toEqual(["MS SPA", "MS SAS"]);
  });

  it("ranks a code equal to the text as a label equal to it, a code's start after a label's start", () => {
    expect(optionRank({ value: "GB", label: "United Kingdom" }, "gb")).toBe(0);
    expect(optionRank({ value: "PGD SPACE", label: "Diploma in Space Systems" }, "PGD")).toBe(2);
    expect(optionRank({ value: "PGD SPACE", label: "Postgraduate diploma" }, "GD")).toBeNull();
    const spain = { value: "ES", label: "Spain" };
    const other = { value: "SPA", label: "Space Applications" };
    expect(searchOptions([spain, other], "spai")).toEqual([spain]);
    expect(searchOptions([spain, other], "spa")).toEqual([other, spain]);
    expect(searchOptions([{ value: "SPAIN", label: "Elsewhere" }, spain], "spa")).toEqual([
      spain,
      { value: "SPAIN", label: "Elsewhere" },
    ]);
  });

  it("does not take a one-letter code (a yes/no or sex flag) for a typed text", () => {
    const yesNo = [
      { value: "N", label: "No" },
      { value: "O", label: "Yes" },
    ];
    expect(searchOptions(yesNo, "o")).toEqual([{ value: "N", label: "No" }]);
    expect(searchOptions(yesNo, "y")).toEqual([{ value: "O", label: "Yes" }]);
  });

  it("works without aliases", () => {
    expect(searchOptions(en, "UK").map((option) => option.label)).toEqual(["Ukraine"]);
    expect(optionRank({ value: "x", label: "Master of Science" }, "science")).toBe(2);
    expect(optionRank({ value: "x", label: "Master of Science" }, "cien")).toBe(3);
    expect(optionRank({ value: "x", label: "Master of Science" }, "maths")).toBeNull();
  });
});
