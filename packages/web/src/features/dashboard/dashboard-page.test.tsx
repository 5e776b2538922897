import axe from "axe-core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeServer, renderApp } from "../../test-utils.tsx";

// Recharts measures its container, which jsdom does not lay out: the charts are stood in for by
// markers that show what they were given. The tables and captions are what these tests read.
vi.mock("./dashboard-charts.tsx", () => ({
  PerDayChart: ({ perDay }: { perDay: unknown[] }) => (
    <div data-testid="per-day-chart">{perDay.length} days</div>
  ),
  FunnelChart: ({ funnel }: { funnel: unknown[] }) => (
    <div data-testid="funnel-chart">{funnel.length} programmes</div>
  ),
}));

const admin = { login: "boss@example.org", token: "tok-boss", admin: true, role: "administrator" as const };
const reviewer = {
  login: "rev@example.org",
  token: "tok-rev",
  admin: false,
  role: "reviewer" as const,
  juries: ["MAE"],
};
const candidate = { login: "ada@example.org", token: "tok-ada", admin: false, role: "candidate" as const };

const dashboard = {
  result: "OK",
  accounts: { candidates: 1234, staff: 5 },
  applications: { started: 320, validated: 140 },
  perDay: [
    { day: "2026-11-22", started: 4, validated: 0 },
    { day: "2026-11-23", started: 0, validated: 0 },
    { day: "2026-11-24", started: 6, validated: 3 },
  ],
  funnel: [
    {
      typeformation: "MSC",
      label: "Master of Science",
      started: 200,
      validated: 90,
      admitted: 40,
      registered: 30,
      tuitionConfirmed: 12,
    },
    {
      typeformation: "",
      label: "",
      started: 7,
      validated: 0,
      admitted: 0,
      registered: 0,
      tuitionConfirmed: 0,
    },
  ],
  documentsAwaitingReview: 17,
  juries: [
    {
      id: "MAE",
      label: "MSc jury",
      applications: 90,
      resultsPublished: true,
      scholarshipResultsPublished: false,
    },
  ],
  withdrawals: [
    { reason: "other_offer", label: "I accepted another offer", count: 5 },
    { reason: "deadline", label: "Registration not confirmed by the deadline", count: 2 },
  ],
  offers: { made: 3, confirmed: 1, pending: 1, lapsed: 1, freed: 4 },
};

/** The serious and critical issues axe finds in the page (contrast needs a browser: the e2e suite checks it). */
async function seriousAxeIssues(): Promise<string[]> {
  // axe probes a canvas for icon fonts; jsdom has none, and says so loudly unless told null.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
}

describe("dashboard", () => {
  it("shows the key figures, the funnel as a table and the juries, each leading to the workspace", async () => {
    const fetch = fakeServer({ "GET /ws/admin/dashboard": { body: dashboard } });
    renderApp("/admin", { session: admin });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Dashboard" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const figures = within(await screen.findByRole("region", { name: "Key figures" }));
    expect(figures.getByText("1,234").nextSibling).toHaveTextContent("Candidate accounts");
    expect(figures.getByText("140").nextSibling).toHaveTextContent("Applications validated");

    const funnel = screen.getByRole("table", { name: /Applications per programme at each step/ });
    const msc = within(funnel).getByRole("rowheader", { name: "Master of Science" }).closest("tr")!;
    expect(
      within(msc)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["200", "90", "40", "30", "12"]);
    expect(within(msc).getByRole("link", { name: "Master of Science" })).toHaveAttribute(
      "href",
      "/admin/applications?typeformation=MSC",
    );
    expect(within(funnel).getByRole("rowheader", { name: "No programme chosen yet" })).toBeInTheDocument();
    expect(await screen.findByTestId("funnel-chart")).toHaveTextContent("2 programmes");

    expect(screen.getByText("17 validated applications have documents to check.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open these applications" })).toHaveAttribute(
      "href",
      "/admin/applications?stage=application_validated%2Cscholarship_applied%2Cadmitted%2Cwaiting_list%2Crefused%2Cregistration_validated%2Ctuition_confirmed&review=to_check",
    );
    const juries = screen.getByRole("table", { name: /Juries, their applications/ });
    const mae = within(juries).getByRole("link", { name: "Applications of MSc jury" }).closest("tr")!;
    expect(within(mae).getByRole("link")).toHaveAttribute("href", "/admin/applications?jury=MAE");
    expect(
      within(mae)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["90", "Published", "Not published"]);
    expect(fetch.mock.calls.some(([url]) => url === "/ws/admin/dashboard")).toBe(true);
  });

  it("counts the withdrawals by reason and the automatic offers", async () => {
    fakeServer({ "GET /ws/admin/dashboard": { body: dashboard } });
    renderApp("/admin", { session: admin });
    const withdrawals = within(await screen.findByRole("region", { name: "Withdrawals" }, { timeout: 5000 }));
    const deadline = withdrawals.getByRole("cell", { name: "Registration not confirmed by the deadline" });
    expect(deadline.closest("tr")).toHaveTextContent("2");
    expect(
      withdrawals.getByRole("rowheader", { name: "Withdrawals in all" }).closest("tr"),
    ).toHaveTextContent("7");
    expect(withdrawals.getByRole("link", { name: "Withdrawn" })).toHaveAttribute(
      "href",
      "/admin/applications?stage=withdrawn",
    );
    const offers = within(screen.getByRole("region", { name: "Automatic offers from the waiting list" }));
    expect(offers.getByRole("rowheader", { name: "Offers made" }).closest("tr")).toHaveTextContent("3");
    expect(offers.getByRole("rowheader", { name: "Awaiting confirmation" }).closest("tr")).toHaveTextContent(
      "1",
    );
    expect(
      offers.getByRole("rowheader", { name: "Freed places not offered yet" }).closest("tr"),
    ).toHaveTextContent("4");
  });

  it("gives the per-day chart a caption with the period and totals, and the days with activity in a table", async () => {
    fakeServer({ "GET /ws/admin/dashboard": { body: dashboard } });
    renderApp("/admin", { session: reviewer });
    expect(await screen.findByTestId("per-day-chart", {}, { timeout: 5000 })).toHaveTextContent("3 days");
    const figure = screen.getByRole("figure");
    expect(figure).toHaveAccessibleName(
      "Applications started and validated per day from November 22, 2026 to November 24, 2026: 10 started, 3 validated.",
    );
    const days = screen.getByRole("table", { name: "Figures per day" });
    expect(
      within(days)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(["November 22, 2026", "November 24, 2026"]);
  });

  it("has no serious accessibility issue axe can see in a DOM without layout", async () => {
    fakeServer({ "GET /ws/admin/dashboard": { body: dashboard } });
    renderApp("/admin", { session: admin });
    await screen.findByTestId("per-day-chart", {}, { timeout: 5000 });
    await screen.findByTestId("funnel-chart");
    expect(await seriousAxeIssues()).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    fakeServer({
      "GET /ws/admin/dashboard": {
        status: 403,
        body: { result: "error", code: "FORBIDDEN", message: "Forbidden." },
      },
    });
    renderApp("/admin", { session: reviewer });
    expect(await screen.findByText("Forbidden.", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("is for staff: a candidate gets a notice and no call is made", async () => {
    const fetch = fakeServer();
    renderApp("/admin", { session: candidate });
    expect(await screen.findByText("This page is for staff.", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/admin/dashboard"))).toBe(false);
  });

  it("sends an anonymous visitor to login, to come back here", async () => {
    fakeServer();
    const { router } = renderApp("/admin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe("?next=%2Fadmin");
  });
});
