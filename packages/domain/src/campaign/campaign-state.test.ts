import { describe, expect, it } from "vitest";
import { lockedTabs } from "../workflow/locks.ts";
import { next } from "../workflow/machine.ts";
import {
  academicYear,
  currentCampaign,
  isCampaignClosed,
  nextCampaignProblem,
  sameDayNextYear,
} from "./campaign-state.ts";

describe("campaign state (issue #39)", () => {
  it("locks every tab of a closed campaign's application for its candidate, none for the office", () => {
    const values = { campaign_closed: "O", candidat_validation: "N" };
    expect(isCampaignClosed(values)).toBe(true);
    expect(lockedTabs(values, "candidate")).toEqual(
      expect.arrayContaining(["choice", "personal", "tuition"]),
    );
    expect(lockedTabs(values, "admin")).toEqual([]);
    expect(lockedTabs({ campaign_closed: "N" }, "candidate")).not.toContain("choice");
  });

  it("refuses a candidate's step on a closed campaign's application", () => {
    const refused = next({ campaign_closed: "O", campaign_year: 2025 }, {
      type: "VALIDATE_REGISTRATION",
      context: {},
    } as never);
    expect(refused).toMatchObject({
      ok: false,
      messages: [{ code: "WORKFLOW_CAMPAIGN_CLOSED", params: { year: "2025" } }],
    });
  });

  it("applies to the newest open campaign", () => {
    expect(
      currentCampaign([
        { year: 2025, state: "closed" },
        { year: 2026, state: "open" },
        { year: 2027, state: "open" },
      ]),
    ).toEqual({ year: 2027, state: "open" });
    expect(currentCampaign([{ year: 2025, state: "closed" }])).toBeNull();
  });

  it("opens only the year after the newest", () => {
    const campaigns = [{ year: 2025, state: "open" as const }];
    expect(nextCampaignProblem(campaigns, 2026)).toBeNull();
    expect(nextCampaignProblem(campaigns, 2025)).toBe("exists");
    expect(nextCampaignProblem(campaigns, 2028)).toBe("not-next");
    expect(nextCampaignProblem([], 2030)).toBeNull();
  });

  it("moves a date a year on, 29 February becoming 28", () => {
    expect(sameDayNextYear("2026-04-15")).toBe("2027-04-15");
    expect(sameDayNextYear("2028-02-29")).toBe("2029-02-28");
    expect(sameDayNextYear(null)).toBeNull();
    expect(academicYear(2026)).toBe("2026-2027");
  });
});
