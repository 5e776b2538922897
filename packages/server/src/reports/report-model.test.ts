import { describe, expect, it } from "vitest";
import { APPLICATION_TABS, REGISTRATION_TABS, candform } from "@portal/domain/schema/candform";
import { completeApplication, fileValue } from "@portal/domain/rules/fixtures";
import { lookupCodes, reportedTabs } from "./report-entries.ts";
import {
  attachmentRefs,
  presentTabs,
  type ReportLine,
  type ReportTable,
  type ReportTab,
} from "./report-model.ts";
import type { ValueContext } from "./report-values.ts";

const en: ValueContext = {
  locale: "en",
  lookupLabel: (path, code) => (path === "pays" && code === "FR" ? "France" : undefined),
};
const present = (values: Record<string, unknown>, tabs = APPLICATION_TABS) =>
  presentTabs(reportedTabs(candform, values, tabs), en);
const lines = (tab: ReportTab) =>
  tab.sections.flatMap((s) => s.entries).filter((e): e is ReportLine => e.kind === "line");
const tables = (tab: ReportTab) =>
  tab.sections.flatMap((s) => s.entries).filter((e): e is ReportTable => e.kind === "table");
const tab = (tabs: ReportTab[], id: string) => tabs.find((t) => t.id === id)!;

describe("report tabs", () => {
  it("lists the application tabs the candidate sees, in order, with their titles", () => {
    const tabs = present(completeApplication());
    expect(tabs.map((t) => t.title)).toEqual([
      "Programme choice",
      "Personal information",
      "Background",
      "Languages",
      "Funding",
      "Documents",
      "Payment",
      "Validation",
    ]);
  });

  it("leaves out tabs hidden for these values (no payment tab for ING)", () => {
    const tabs = present(completeApplication({ typeformation: "ING" }));
    expect(tabs.map((t) => t.id)).not.toContain("payment");
    expect(present(completeApplication(), REGISTRATION_TABS)).toEqual([]);
  });

  it("shows visible fields with titles and formatted values, never help texts or hidden values", () => {
    const personal = lines(tab(present(completeApplication()), "personal"));
    expect(personal).toContainEqual({ kind: "line", title: "Date of birth", value: "02/03/2000" });
    expect(personal).toContainEqual({ kind: "line", title: "Nationality", value: "France" });
    expect(personal).toContainEqual({ kind: "line", title: "Maiden name", value: "—" });
    expect(personal.map((l) => l.title)).not.toContain("European Union national");
    const choice = lines(tab(present(completeApplication()), "choice"));
    expect(choice.map((l) => l.title)).toEqual([
      "Type of programme",
      "Master of Science programme",
      "Email of referee 1",
      "Email of referee 2",
    ]);
    const validation = lines(tab(present(completeApplication()), "validation"));
    expect(validation.every((l) => l.value === "Yes")).toBe(true);
  });

  it("turns list fields into tables: columns visible in some row, one row per item", () => {
    const values = completeApplication({
      heb_line: [
        {
          acad_year: "2021-2022",
          degree_and_date: "ot",
          degree_other: "DUT",
          field_study: "math",
          institution: "IUT",
          heb_from_tod: "01/09/2021",
          heb_from_tof: "30/06/2022",
        },
        {
          acad_year: "2022-2023",
          degree_and_date: "MASTER",
          field_study: "aero",
          institution: "Université",
          heb_from_tod: "2022-09-01",
          heb_from_tof: "30/06/2023",
        },
      ],
    });
    const [heb, prof] = tables(tab(present(values), "background"));
    expect(heb.title).toBe(""); // the fieldset's title already says "Academic background"
    expect(heb.columns).toEqual([
      "Academic year",
      "Degree",
      "Other degree",
      "Field of study",
      "Institution",
      "From",
      "To",
    ]);
    expect(heb.rows).toEqual([
      ["2021-2022", "Other", "DUT", "Mathematics", "IUT", "01/09/2021", "30/06/2022"],
      ["2022-2023", "Master", "—", "Aerospace engineering", "Université", "01/09/2022", "30/06/2023"],
    ]);
    expect(prof.columns).toEqual(["Company", "Field of activity", "Position", "From", "To"]);
    expect(prof.rows).toEqual([["ACME", "—", "—", "01/07/2022", "31/08/2022"]]);
  });

  it("keeps every column of an empty list", () => {
    const [, prof] = tables(tab(present(completeApplication({ prof_xp: [] })), "background"));
    expect(prof.columns).toHaveLength(5);
    expect(prof.rows).toEqual([]);
  });

  it("collects the lookup codes shown, one query's worth per path", () => {
    const codes = lookupCodes(
      reportedTabs(candform, completeApplication({ country: "DE" }), APPLICATION_TABS),
    );
    expect(codes).toContainEqual({ path: "pays", code: "FR" });
    expect(codes).toContainEqual({ path: "pays", code: "DE" });
  });
});

describe("attachmentRefs", () => {
  it("lists the visible PDF fields of the reported tabs in order, docs lines labelled by their type", () => {
    const raw = reportedTabs(candform, completeApplication(), APPLICATION_TABS);
    const refs = attachmentRefs(raw, en);
    expect(refs.map((r) => r.label)).toEqual([
      "Identity card or passport",
      "Curriculum vitae",
      "Cover letter",
      "Degree",
      "Transcript of records",
      "Language certificate",
      "Proof of payment",
    ]);
    expect(refs[1]).toEqual({ generatedName: "g-cv.pdf", name: "cv.pdf", label: "Curriculum vitae" });
    expect(refs.map((r) => r.name)).not.toContain("me.JPG"); // the photo is not a PDF field
  });

  it("skips file fields that are hidden (payment tab of ING) and names each object once", () => {
    const values = completeApplication({
      typeformation: "ING",
      docs: [
        { type_doc: "cv", doc_file: fileValue("a.pdf") },
        { type_doc: "other", doc_file: fileValue("a.pdf") },
      ],
    });
    const refs = attachmentRefs(reportedTabs(candform, values, APPLICATION_TABS), en);
    expect(refs).toEqual([{ generatedName: "g-a.pdf", name: "a.pdf", label: "Curriculum vitae" }]);
  });
});
