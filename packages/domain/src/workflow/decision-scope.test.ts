import { describe, expect, it } from "vitest";
import {
  isResultDecision,
  partsClearedBy,
  resultNoticeDue,
  scholarshipDecisionApplies,
  tuitionApplies,
  waitingListRanks,
} from "./decision-scope.ts";

describe("partsClearedBy", () => {
  const refused = {
    admis: "N",
    motivation: "places_filled",
    motivationVisible: true,
    rank: null,
    decisionbourse: "--",
    montant_ins: null,
  };

  it("clears the motivation of the old decision when the decision changes, and nothing when it stays", () => {
    expect(partsClearedBy(refused, "O")).toEqual({ motivation: null, motivationVisible: false });
    expect(partsClearedBy(refused, "N")).toEqual({});
  });

  it("clears the rank off the waiting list and the tuition of a candidate no longer admitted", () => {
    const admitted = { admis: "O", montant_ins: 9500, decisionbourse: "CEDAR" };
    expect(partsClearedBy(admitted, "L")).toEqual({ montant_ins: null });
    expect(partsClearedBy(admitted, "C")).toEqual({});
    expect(partsClearedBy(admitted, "N")).toEqual({ montant_ins: null, decisionbourse: "--" });
    expect(partsClearedBy({ admis: "L", rank: 3 }, "O")).toEqual({ rank: null });
  });
});

describe("what goes with which decision", () => {
  it("sets tuition for admitted candidates only, and awards for admitted or waiting-listed ones", () => {
    expect(["O", "C"].every(tuitionApplies)).toBe(true);
    expect(["N", "L", "R", "-"].some(tuitionApplies)).toBe(false);
    expect(scholarshipDecisionApplies("L", "CEDAR")).toBe(true);
    expect(scholarshipDecisionApplies("N", "TFW")).toBe(false);
    expect(scholarshipDecisionApplies("R", "WL")).toBe(false);
    expect(scholarshipDecisionApplies("N", "NA")).toBe(true);
    expect(scholarshipDecisionApplies("-", "")).toBe(true);
  });

  it("tells the candidate of a first or changed result, never of a withdrawn one", () => {
    expect(isResultDecision("-")).toBe(false);
    expect(resultNoticeDue("-", "O")).toBe(true);
    expect(resultNoticeDue("O", "L")).toBe(true);
    expect(resultNoticeDue("O", "O")).toBe(false);
    expect(resultNoticeDue("O", "-")).toBe(false);
  });
});

describe("waitingListRanks", () => {
  it("ranks the selection in its order after each jury's last rank, keeping the ranks already given", () => {
    const last = new Map<string | null, number>([["MSC", 4]]);
    const entries = [
      { jury: "MSC", rank: null },
      { jury: "AM", rank: null },
      { jury: "MSC", rank: 2 },
      { jury: "MSC", rank: null },
      { jury: "AM", rank: null },
    ];
    expect(waitingListRanks(entries, last)).toEqual([5, 1, 2, 6, 2]);
  });

  it("starts from the rank the office gives, one after the other", () => {
    expect(
      waitingListRanks(
        [
          { jury: "MSC", rank: 7 },
          { jury: "MSC", rank: null },
        ],
        new Map(),
        1,
      ),
    ).toEqual([1, 2]);
  });
});
