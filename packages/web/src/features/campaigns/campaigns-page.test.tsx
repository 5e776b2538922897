import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp, sentBody } from "../../test-utils.tsx";

const boss = { login: "boss@example.org", token: "tok-boss", admin: true, role: "administrator" as const };

const campaign = (year: number, fields: Record<string, unknown> = {}) => ({
  year,
  academicYear: `${year}-${year + 1}`,
  state: "open",
  current: false,
  applicationCloses: `${year}-04-15`,
  scholarshipCloses: null,
  confirmationCloses: null,
  tuitionCloses: null,
  applicationFee: 100,
  downPaymentMsc: 1200,
  downPaymentOther: 1500,
  applications: 0,
  openedAt: "2025-01-01T00:00:00.000Z",
  openedBy: "portal",
  closedAt: null,
  closedBy: null,
  ...fields,
});

const list = {
  result: "OK",
  current: 2026,
  campaigns: [
    campaign(2026, { current: true, applications: 120 }),
    campaign(2025, {
      state: "closed",
      applications: 340,
      closedAt: "2026-01-01T00:00:00.000Z",
      closedBy: "boss@example.org",
    }),
  ],
};

describe("the campaigns page (issue #39)", () => {
  it("lists the campaigns and opens the next one from the newest's dates a year later", async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      "GET /ws/admin/campaigns": { body: list },
      "POST /ws/admin/campaigns": {
        status: 201,
        body: {
          result: "OK",
          campaign: campaign(2027, { current: true }),
          copied: { from: 2026, programmeSettings: 2, scoresheets: 1, juriesFrozen: 3 },
        },
      },
    });
    renderApp("/admin/campaigns", { session: boss });
    expect(await screen.findByRole("heading", { name: "Campaigns" })).toBeInTheDocument();
    const closed = (await screen.findByRole("rowheader", { name: /2025/ })).closest("tr")!;
    expect(within(closed).getByText("Closed")).toBeInTheDocument();
    expect(within(closed).getByText("340")).toBeInTheDocument();
    expect(within(closed).getByRole("button", { name: "Reopen 2025" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open the 2027 campaign…" }));
    const dialog = await screen.findByRole("dialog", { name: "Open the 2027 campaign" });
    expect(within(dialog).getByLabelText("Applications close")).toHaveValue("2027-04-15");
    const fee = within(dialog).getByLabelText("Application fee (euros)");
    await user.clear(fee);
    await user.type(fee, "120");
    await user.click(within(dialog).getByRole("button", { name: "Open 2027" }));
    expect(await screen.findByText("The 2027 campaign is open.")).toBeInTheDocument();
    expect(sentBody(server, "POST /ws/admin/campaigns")).toMatchObject({
      year: 2027,
      applicationCloses: "2027-04-15",
      scholarshipCloses: null,
      applicationFee: 120,
      downPaymentMsc: 1200,
    });
  });

  it("asks before closing a campaign, naming how many applications become read-only", async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      "GET /ws/admin/campaigns": { body: list },
      "POST /ws/admin/campaigns/2026/close": {
        body: { result: "OK", campaign: campaign(2026, { state: "closed" }), applications: 120 },
      },
    });
    renderApp("/admin/campaigns", { session: boss });
    await user.click(await screen.findByRole("button", { name: "Close 2026" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText(
        "Close the 2026 campaign? Its 120 applications become read-only for their candidates.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close 2026" }));
    expect(await screen.findByText("The 2026 campaign is closed.")).toBeInTheDocument();
    expect(server.mock.calls.some(([url]) => String(url).endsWith("/ws/admin/campaigns/2026/close"))).toBe(
      true,
    );
  });
});
