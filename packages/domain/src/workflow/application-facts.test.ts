import { describe, expect, it } from "vitest";
import {
  applicationFacts,
  documentStatus,
  foldForSearch,
  isEuropean,
  scholarshipRequested,
} from "./application-facts.ts";

const pdf = (name: string) => JSON.stringify({ name, generated_name: `g-${name}` });
const doc = (type: string) => ({ type_doc: type, doc_file: pdf(`${type}.pdf`) });
const fiveDocs = ["id", "cv", "cover", "degree", "transcript"].map(doc);

describe("foldForSearch", () => {
  it("drops accents and case so that doe finds Doé", () => {
    expect(foldForSearch("Doé")).toBe("doe");
    expect(foldForSearch("  ÉLODIE  Müller-Çelik ")).toBe("elodie muller-celik");
  });
});

describe("documentStatus", () => {
  it("reads no uploaded document as none", () => {
    expect(documentStatus({})).toBe("none");
    expect(documentStatus({ docs: [{ type_doc: "cv", doc_file: "" }] })).toBe("none");
  });

  it("reads a required type without a PDF as missing", () => {
    expect(documentStatus({ nationality: "GB", docs: fiveDocs.slice(1) })).toBe("missing");
  });

  it("reads every required type with a PDF as complete, the language certificate included when required", () => {
    expect(documentStatus({ nationality: "GB", docs: fiveDocs })).toBe("complete");
    expect(documentStatus({ nationality: "FR", typeformation: "MSC", docs: fiveDocs })).toBe("missing");
    expect(
      documentStatus({ nationality: "FR", typeformation: "MSC", docs: [...fiveDocs, doc("english")] }),
    ).toBe("complete");
  });
});

describe("isEuropean and scholarshipRequested", () => {
  it("reads is_european O, N or not said yet", () => {
    expect(isEuropean({ is_european: "O" })).toBe(true);
    expect(isEuropean({ is_european: "n" })).toBe(false);
    expect(isEuropean({})).toBeNull();
  });

  it("otherwise reads the nationalities against the EU member states", () => {
    const eu = new Set(["FR", "DE"]);
    expect(isEuropean({ nationality: "FR" }, eu)).toBe(true);
    expect(isEuropean({ nationality: "IN" }, eu)).toBe(false);
    expect(isEuropean({ nationality: "IN", dual_nationality: "DE" }, eu)).toBe(true);
    expect(isEuropean({ is_european: "N", nationality: "FR" }, eu)).toBe(false);
    expect(isEuropean({ nationality: "" }, eu)).toBeNull();
  });

  it("counts a ticked scholarship or a validated scholarship tab as requested", () => {
    expect(scholarshipRequested({})).toBe(false);
    expect(scholarshipRequested({ bourses_cedar: true })).toBe(true);
    expect(scholarshipRequested({ bourse_validation: "O" })).toBe(true);
  });
});

describe("applicationFacts", () => {
  const values = {
    familyName: " Doé ",
    givenName: "Zoë",
    typeformation: "MSC",
    mscchoice: "MAE",
    fstchoice: "-",
    candidat_validation: "O",
    admis: "L",
    decisionbourse: "WL",
    is_european: "N",
  };

  it("derives the stage with the jury's flags, and the decisions", () => {
    const facts = applicationFacts("zoe@example.org", values, { resultats_publies: true });
    expect(facts).toMatchObject({
      familyName: "Doé",
      givenName: "Zoë",
      typeformation: "MSC",
      mscchoice: "MAE",
      fstchoice: "",
      eu: false,
      stage: "waiting_list",
      admis: "L",
      scholarshipDecision: "WL",
      scholarshipRequested: false,
      documents: "none",
    });
    expect(applicationFacts("z", values, null).stage).toBe("application_validated");
  });

  it("reads a blank or unknown admission decision as none yet", () => {
    expect(applicationFacts("z", { admis: "" }, null).admis).toBe("-");
    expect(applicationFacts("z", { admis: "?" }, null).admis).toBe("-");
  });

  it("folds login, names, programme codes and the labels given into the search key", () => {
    const key = applicationFacts("Zoe@Example.org", values, null, ["Aerospace Engineering"]).searchKey;
    expect(key).toBe("zoe@example.org doe zoe msc mae aerospace engineering");
  });
});
