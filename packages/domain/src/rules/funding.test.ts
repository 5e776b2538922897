import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "./types.ts";
import { FUNDING_FIELDS, fundingPresent } from "./funding.ts";

const MISSING = "Funding details information is missing";

describe("fundingPresent", () => {
  it.each(FUNDING_FIELDS.map((f) => [f]))("%s alone is enough", (field) => {
    expect(fundingPresent({ [field]: "5000" })).toEqual([]);
  });
  it.each<[string, AnswerValues, string[]]>([
    ["a ticked box", { mindef: true }, []],
    ["an amount", { personal: 1200 }, []],
    ["nothing", {}, [MISSING]],
    [
      "zeros, dashes, unticked boxes",
      { personal: 0, fongecif: "-", assedic: false, fasia: "0", otherFunding: "N" },
      [MISSING],
    ],
  ])("%s", (_, values, expected) => {
    expect(fundingPresent(values).map((m) => translate("en", m.key))).toEqual(expected);
  });
});
