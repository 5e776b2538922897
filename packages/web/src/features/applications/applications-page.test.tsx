import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp } from "../../test-utils.tsx";
import type { FakeAnswer } from "../../test-utils.tsx";

const officer = {
  login: "officer@example.org",
  token: "tok-officer",
  admin: true,
  role: "administrator" as const,
};
const reviewer = {
  login: "rev@example.org",
  token: "tok-rev",
  admin: false,
  role: "reviewer" as const,
  juries: ["JURY_MSC"],
};
const candidate = { login: "ada@example.org", token: "tok-ada", admin: false, role: "candidate" as const };

const row = (id: number, familyName: string, extra: Record<string, unknown> = {}) => ({
  id,
  login: `${familyName.toLowerCase()}@example.org`,
  familyName,
  givenName: "Jo",
  typeformation: "MSC",
  fstchoice: "MAE",
  sndchoice: "",
  mscchoice: "",
  jury: "JURY_MSC",
  eu: true,
  stage: "admitted",
  documents: "complete",
  admis: "O",
  scholarshipRequested: false,
  scholarshipDecision: null,
  updated: "2026-03-04T11:30:00.000Z",
  created: "2026-01-02T10:00:00.000Z",
  programme: "MAE",
  score: null,
  reviews: 0,
  spread: null,
  rank: null,
  ...extra,
});

const counts = {
  typeformation: { MSC: 14, AM: 3 },
  jury: { JURY_MSC: 14, JURY_AM: 3 },
  stage: { admitted: 12, started: 5 },
  admis: { O: 12, "-": 5 },
  eu: { true: 10, false: 7 },
  scholarship: { true: 4, false: 13 },
  documents: { complete: 9, missing: 6, none: 2 },
};

/** The fake listing: page 1 (two rows, next "c2") unless asked for the cursor c2 (one more row). */
function listing(url: string): FakeAnswer {
  const params = new URL(url).searchParams;
  if (params.get("cursor") === "c2")
    return { body: { result: "OK", items: [row(5, "Zola")], total: 3, next: null, counts } };
  return { body: { result: "OK", items: [row(7, "Doé"), row(6, "Martin")], total: 3, next: "c2", counts } };
}

function server(
  handlers: Record<string, FakeAnswer | ((init: RequestInit, url: string) => FakeAnswer)> = {},
) {
  return fakeServer({
    "GET /ws/admin/applications": (_init, url) => listing(url),
    "GET /ws/jurys": {
      body: [
        {
          value: "JURY_MSC",
          label: { en: "MSc jury", fr: "Jury des MSc" },
          id_jury: "JURY_MSC",
          label_fr: "Jury des MSc",
          resultats_publies: true,
          resultats_brs_publies: false,
        },
        {
          value: "JURY_AM",
          label: { en: "AM jury", fr: "Jury des MS" },
          id_jury: "JURY_AM",
          label_fr: "Jury des MS",
          resultats_publies: false,
          resultats_brs_publies: false,
        },
      ],
    },
    "GET /ws/iformformations/MSC": {
      body: [
        {
          value: "MAE",
          label: { en: "MSc in Aerospace Engineering", fr: "MSc en ingénierie aérospatiale" },
          type: "MSC",
          enum: "MAE",
          description: "MSc in Aerospace Engineering",
          description_fr: "MSc en ingénierie aérospatiale",
          id_jury: "JURY_MSC",
        },
      ],
    },
    "GET /ws/iformformations/AM": { body: [] },
    "GET /ws/iformformations/PG_DIP": { body: [] },
    "GET /ws/iformformations/ING": { body: [] },
    ...handlers,
  });
}

/** The query of every listing call made so far, in order. */
function listingQueries(fetch: ReturnType<typeof server>): URLSearchParams[] {
  return fetch.mock.calls
    .map(([url]) => new URL(String(url), location.href))
    .filter((url) => url.pathname === "/ws/admin/applications")
    .map((url) => url.searchParams);
}

const firstRowLink = () => screen.findByRole("link", { name: "Doé, Jo" }, { timeout: 5000 });

describe("applications workspace", () => {
  it("reads its view from the URL and asks the server for it", async () => {
    const fetch = server();
    renderApp("/admin/applications?stage=admitted&q=doe&sort=name&order=asc", { session: officer });
    await firstRowLink();
    const query = listingQueries(fetch).at(-1)!;
    expect(Object.fromEntries(query)).toMatchObject({
      stage: "admitted",
      q: "doe",
      sort: "name",
      order: "asc",
    });
    expect(query.get("limit")).toBe("50");
    expect(screen.getByLabelText("Stage")).toHaveValue("admitted");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("doe");
    expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByText("3 applications")).toBeInTheDocument();
  });

  it("shows each filter value with its count, in staff wording", async () => {
    server();
    renderApp("/admin/applications", { session: officer });
    await firstRowLink();
    const decision = screen.getByLabelText("Admission decision");
    expect(within(decision).getByRole("option", { name: "Admitted (12)" })).toBeInTheDocument();
    expect(within(decision).getByRole("option", { name: "Waiting list (0)" })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText("Jury")).getByRole("option", { name: "MSc jury (14)" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByLabelText("Nationality")).getByRole("option", { name: "Non-EU (7)" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByLabelText("Documents")).getByRole("option", { name: "None uploaded (2)" }),
    ).toBeInTheDocument();
  });

  it("names and counts several values chosen at once by a link (the dashboard's awaiting review)", async () => {
    server();
    renderApp("/admin/applications?documents=missing,none", { session: officer });
    await firstRowLink();
    const documents = screen.getByLabelText("Documents");
    expect(documents).toHaveValue("missing,none");
    expect(within(documents).getByRole("option", { selected: true })).toHaveTextContent(
      "Missing, None uploaded (8)",
    );
  });

  it("puts a chosen filter in the URL and the request; Back returns to the view before", async () => {
    const fetch = server();
    const user = userEvent.setup();
    const { router } = renderApp("/admin/applications", { session: officer });
    await firstRowLink();
    await user.selectOptions(screen.getByLabelText("Jury"), "JURY_AM");
    await waitFor(() => expect(router.state.location.search).toBe("?jury=JURY_AM"));
    await waitFor(() => expect(listingQueries(fetch).at(-1)!.get("jury")).toBe("JURY_AM"));
    await user.selectOptions(screen.getByLabelText("Programme type"), "MSC");
    await waitFor(() => expect(router.state.location.search).toBe("?typeformation=MSC&jury=JURY_AM"));

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText("Programme type")).toHaveValue(""));
    expect(screen.getByLabelText("Jury")).toHaveValue("JURY_AM");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByLabelText("Jury")).toHaveValue("");
  });

  it("searches once typing pauses", async () => {
    const fetch = server();
    const user = userEvent.setup();
    const { router } = renderApp("/admin/applications", { session: officer });
    await firstRowLink();
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "doé");
    await waitFor(() => expect(router.state.location.search).toBe("?q=do%C3%A9"));
    await waitFor(() => expect(listingQueries(fetch).at(-1)!.get("q")).toBe("doé"));
    // One request for the view before and one for the search, none per keystroke.
    expect(listingQueries(fetch).filter((q) => q.has("q"))).toHaveLength(1);
  });

  it("sorts on a header click, then the other way round, and says so with aria-sort", async () => {
    const fetch = server();
    const user = userEvent.setup();
    const { router } = renderApp("/admin/applications", { session: officer });
    await firstRowLink();
    const header = () => screen.getByRole("columnheader", { name: /Stage/ });
    expect(header()).not.toHaveAttribute("aria-sort");
    expect(screen.getByRole("columnheader", { name: /Last activity/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );

    await user.click(within(header()).getByRole("button"));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=stage&order=asc"));
    expect(header()).toHaveAttribute("aria-sort", "ascending");
    await waitFor(() =>
      expect(Object.fromEntries(listingQueries(fetch).at(-1)!)).toMatchObject({
        sort: "stage",
        order: "asc",
      }),
    );

    await user.click(within(header()).getByRole("button"));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=stage&order=desc"));
    expect(header()).toHaveAttribute("aria-sort", "descending");
  });

  it("shows each application's score, reviews, spread and rank, sorting on the score highest first", async () => {
    const scored = { score: 72.5, reviews: 3, spread: 25, rank: 2 };
    const fetch = server({
      "GET /ws/admin/applications": {
        body: { result: "OK", items: [row(7, "Doé", scored)], total: 1, next: null, counts },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp("/admin/applications", { session: officer });
    const link = await firstRowLink();
    const cells = within(link.closest("tr")!);
    expect(cells.getByText("72.5")).toBeInTheDocument();
    expect(cells.getByText("25")).toBeInTheDocument();
    for (const name of ["Score", "Reviews", "Spread", "Rank"])
      expect(screen.getByRole("columnheader", { name: new RegExp(name) })).toBeInTheDocument();
    await user.click(within(screen.getByRole("columnheader", { name: /Score/ })).getByRole("button"));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=score&order=desc"));
    await waitFor(() =>
      expect(Object.fromEntries(listingQueries(fetch).at(-1)!)).toMatchObject({
        sort: "score",
        order: "desc",
      }),
    ); // Sorted on the score, the view is a ranking: its columns come beside the name.
    const headers = () => screen.getAllByRole("columnheader").map((h) => h.textContent ?? "");
    await waitFor(() => expect(headers()[2]).toMatch(/^Score/));
    expect(headers()[5]).toMatch(/^Rank/);
  });

  it("filters on the programme, a minimum score and the reviews that disagree", async () => {
    const fetch = server();
    const user = userEvent.setup();
    const { router } = renderApp("/admin/applications", { session: officer });
    await firstRowLink();
    const programme = screen.getByLabelText("Programme");
    await within(programme).findByRole("option", { name: "MSc in Aerospace Engineering" });
    await user.selectOptions(programme, "MAE");
    await user.type(screen.getByLabelText("Minimum score"), "60");
    await user.click(screen.getByRole("checkbox", { name: "Reviews disagree" }));
    await waitFor(() =>
      expect(Object.fromEntries(listingQueries(fetch).at(-1)!)).toMatchObject({
        programme: "MAE",
        minScore: "60",
        disagree: "true",
      }),
    );
    expect(router.state.location.search).toContain("disagree=true");
  });

  it("appends the next page with Load more, asked with the cursor", async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp("/admin/applications?stage=admitted", { session: officer });
    await firstRowLink();
    expect(screen.getByText(/2 shown/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Zola, Jo" })).toHaveFocus());
    expect(screen.getByRole("link", { name: "Doé, Jo" })).toBeInTheDocument();
    expect(screen.getAllByRole("row")).toHaveLength(4);
    const last = listingQueries(fetch).at(-1)!;
    expect(last.get("cursor")).toBe("c2");
    expect(last.get("stage")).toBe("admitted");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("links each name to its dossier with the view's query, and remembers the view for next/previous", async () => {
    server();
    const user = userEvent.setup();
    const { router } = renderApp("/admin/applications?stage=admitted&sort=name&order=asc", {
      session: officer,
    });
    const link = await firstRowLink();
    expect(link).toHaveAttribute("href", "/admin/applications/7?stage=admitted&sort=name&order=asc");
    // The login sits under the name, in the row header (a column of its own pushed others off screen).
    const header = screen.getByRole("rowheader", { name: "Martin, Jo martin@example.org" });
    expect(within(header).getByText("martin@example.org")).toHaveAttribute("title", "martin@example.org");
    const cell = within(header.closest("tr")!);
    expect(cell.getByText("MSc jury")).toBeInTheDocument();
    expect(cell.getByText("MSc in Aerospace Engineering")).toBeInTheDocument();
    expect(cell.getAllByText("Admitted")).toHaveLength(2); // stage and decision

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/applications/7"));
    const remembered = sessionStorage.getItem("portal.applications.view:stage=admitted&sort=name&order=asc");
    expect(JSON.parse(remembered!)).toEqual({ ids: [7, 6], next: "c2", total: 3 });
  });

  it("folds the filters behind a Filters button on a phone, the search staying in view", async () => {
    server();
    const user = userEvent.setup();
    renderApp("/admin/applications", { session: officer });
    await firstRowLink();
    const toggle = screen.getByRole("button", { name: "Filters" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toHaveClass("show");
    expect(panel).toContainElement(screen.getByLabelText("Stage"));
    expect(panel).not.toContainElement(screen.getByRole("searchbox", { name: "Search" }));
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveClass("show");
    expect(screen.getByRole("region", { name: "Applications table" })).toHaveAttribute("tabindex", "0");
  });

  it("counts the active filters on the folded Filters button, so a phone shows that some apply", async () => {
    // On a phone the folded filters gave no sign that two of them narrowed the list.
    server();
    renderApp("/admin/applications?stage=admitted&jury=JURY_MSC&q=doe", { session: officer });
    await firstRowLink();
    const toggle = screen.getByRole("button", { name: "Filters, 2 active" });
    expect(within(toggle).getByText("2")).toHaveClass("badge");
  });

  it("shows the server's refusal of a bad value in the URL", async () => {
    server({
      "GET /ws/admin/applications": {
        status: 400,
        body: { result: "error", code: "BAD_REQUEST", message: "Unknown stage: nowhere." },
      },
    });
    renderApp("/admin/applications?stage=nowhere", { session: officer });
    expect(await screen.findByText("Unknown stage: nowhere.", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeEnabled();
  });

  it("is open to reviewers", async () => {
    server();
    renderApp("/admin/applications", { session: reviewer });
    await firstRowLink();
    // Looked up again: the row found first may have been drawn anew by a later render.
    expect(screen.getByRole("link", { name: "Doé, Jo" })).toBeVisible();
  });

  it("tells a candidate the page is for staff, and asks nothing", async () => {
    const fetch = server();
    renderApp("/admin/applications", { session: candidate });
    expect(
      await screen.findByText("This page is for the admissions staff.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(listingQueries(fetch)).toHaveLength(0);
  });
});
