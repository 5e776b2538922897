import axe from "axe-core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeServer, renderApp, sentBody } from "../../test-utils.tsx";
import type { FakeAnswer } from "../../test-utils.tsx";

const boss = { login: "boss@example.org", token: "tok-boss", admin: true, role: "administrator" as const };
const reviewer = { login: "rev@example.org", token: "tok-rev", admin: false, role: "reviewer" as const };

const member = (id: number, login: string, more: Record<string, unknown> = {}) => ({
  id,
  login,
  role: "reviewer",
  juries: ["MAE"],
  activated: true,
  disabled: false,
  lastSeen: null,
  ...more,
});
const juries = [
  {
    id_jury: "MAE",
    label: "MSc jury",
    resultats_publies: false,
    resultats_brs_publies: false,
    formations: [],
    counts: { O: 0, N: 0, L: 0, R: 0, C: 0, "-": 0, undecided: 0, total: 0 },
    lastPublication: null,
  },
  {
    id_jury: "SAS",
    label: "MS SAS jury",
    resultats_publies: false,
    resultats_brs_publies: false,
    formations: [],
    counts: { O: 0, N: 0, L: 0, R: 0, C: 0, "-": 0, undecided: 0, total: 0 },
    lastPublication: null,
  },
];

function server(handlers: Record<string, FakeAnswer | (() => FakeAnswer)> = {}) {
  return fakeServer({
    "GET /ws/admin/staff": {
      body: {
        result: "OK",
        items: [
          member(1, "boss@example.org", {
            role: "administrator",
            juries: [],
            lastSeen: "2026-11-20T10:00:00.000Z",
          }),
          member(2, "rev@example.org"),
          member(3, "new@example.org", { activated: false }),
          member(4, "old@example.org", { disabled: true, juries: ["SAS"] }),
        ],
      },
    },
    "GET /ws/admin/juries": { body: { result: "OK", juries } },
    ...handlers,
  });
}

const rowOf = async (login: string) =>
  (await screen.findByRole("rowheader", { name: new RegExp(`^${login}`) }, { timeout: 5000 })).closest("tr")!;

/** The serious and critical issues axe finds in the page (contrast needs a browser: the e2e suite checks it). */
async function seriousAxeIssues(): Promise<string[]> {
  // axe probes a canvas for icon fonts; jsdom has none, and says so loudly unless told null.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
}

describe("staff page", () => {
  it("lists the staff with role, juries by label, status and last seen", async () => {
    server();
    renderApp("/admin/staff", { session: boss });
    const table = await screen.findByRole(
      "table",
      { name: "Staff members, their role, juries and status" },
      { timeout: 5000 },
    );
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["E-mail", "Role", "Juries", "Status", "Last seen", "Actions"]);
    const rev = await rowOf("rev@example.org");
    expect(within(rev).getByText("Reviewer")).toBeInTheDocument();
    expect(within(rev).getByText("MSc jury")).toBeInTheDocument();
    expect(within(rev).getByText("Active")).toBeInTheDocument();
    expect(within(rev).getByText("Never")).toBeInTheDocument();
    expect(within(await rowOf("new@example.org")).getByText("Invited")).toBeInTheDocument();
    const old = await rowOf("old@example.org");
    expect(within(old).getByText("Deactivated")).toBeInTheDocument();
    expect(within(old).getByRole("button", { name: "Reactivate old@example.org" })).toBeInTheDocument();
    const me = await rowOf("boss@example.org");
    expect(within(me).getByText("All juries")).toBeInTheDocument();
    expect(within(me).getByText(/Nov 20, 2026/)).toBeInTheDocument();
  });

  it("invites a reviewer with the chosen juries and language, then reads the list again", async () => {
    const fetch = server({
      "POST /ws/admin/staff": {
        status: 201,
        body: { result: "OK", staff: member(5, "jane@example.org", { activated: false }) },
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/staff", { session: boss });
    const form = within(
      await screen.findByRole("region", { name: "Invite a staff member" }, { timeout: 5000 }),
    );
    await user.type(form.getByLabelText("E-mail"), "Jane@Example.org");
    expect(form.getByRole("radio", { name: "Reviewer" })).toBeChecked();
    await user.click(form.getByRole("button", { name: "Send the invitation" }));
    // A reviewer without a jury is refused before any call.
    expect(form.getByText("Choose at least one jury for a reviewer.")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /ws/admin/staff")).toBeUndefined();
    await user.click(form.getByRole("checkbox", { name: "MSc jury (MAE)" }));
    await user.selectOptions(form.getByLabelText("Language of the invitation"), "fr");
    await user.click(form.getByRole("button", { name: "Send the invitation" }));
    expect(await screen.findByText("Invitation sent to jane@example.org.")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /ws/admin/staff")).toEqual({
      login: "jane@example.org",
      role: "reviewer",
      juries: ["MAE"],
      locale: "fr",
    });
    expect(form.getByLabelText("E-mail")).toHaveValue("");
    const listings = () =>
      fetch.mock.calls.filter(([url, init]) => url === "/ws/admin/staff" && init.method === "GET");
    await waitFor(() => expect(listings()).toHaveLength(2));
  });

  it("invites an administrator without juries (the jury choice is for reviewers)", async () => {
    const fetch = server({
      "POST /ws/admin/staff": {
        status: 201,
        body: { result: "OK", staff: member(6, "chief@example.org", { role: "administrator", juries: [] }) },
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/staff", { session: boss });
    const form = within(
      await screen.findByRole("region", { name: "Invite a staff member" }, { timeout: 5000 }),
    );
    await user.type(form.getByLabelText("E-mail"), "chief@example.org");
    await user.click(form.getByRole("radio", { name: "Administrator" }));
    expect(form.queryByRole("group", { name: "Juries" })).toBeNull();
    await user.click(form.getByRole("button", { name: "Send the invitation" }));
    await screen.findByText("Invitation sent to chief@example.org.");
    expect(sentBody(fetch, "POST /ws/admin/staff")).toMatchObject({ role: "administrator", juries: [] });
  });

  it("shows the server's refusal of an invitation", async () => {
    server({
      "POST /ws/admin/staff": {
        status: 409,
        body: { result: "error", code: "CONFLICT", message: "This account has an application." },
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/staff", { session: boss });
    const form = within(
      await screen.findByRole("region", { name: "Invite a staff member" }, { timeout: 5000 }),
    );
    await user.type(form.getByLabelText("E-mail"), "ada@example.org");
    await user.click(form.getByRole("checkbox", { name: "MS SAS jury (SAS)" }));
    await user.click(form.getByRole("button", { name: "Send the invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This account has an application.");
  });

  it("deactivates a member after confirmation", async () => {
    const fetch = server({
      "PATCH /ws/admin/staff/2": {
        body: { result: "OK", staff: member(2, "rev@example.org", { disabled: true }) },
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/staff", { session: boss });
    await user.click(
      within(await rowOf("rev@example.org")).getByRole("button", { name: "Deactivate rev@example.org" }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Deactivate rev@example.org?" }));
    expect(sentBody(fetch, "PATCH /ws/admin/staff/2")).toBeUndefined();
    await user.click(dialog.getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("rev@example.org deactivated.")).toBeInTheDocument();
    expect(sentBody(fetch, "PATCH /ws/admin/staff/2")).toEqual({ disabled: true });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the dialog open with the server's words when it refuses (last administrator)", async () => {
    server({
      "PATCH /ws/admin/staff/1": {
        status: 409,
        body: { result: "error", code: "CONFLICT", message: "You cannot deactivate yourself." },
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/staff", { session: boss });
    await user.click(
      within(await rowOf("boss@example.org")).getByRole("button", { name: "Deactivate boss@example.org" }),
    );
    const dialog = within(await screen.findByRole("dialog"));
    await user.click(dialog.getByRole("button", { name: "Deactivate" }));
    expect(await dialog.findByText("You cannot deactivate yourself.")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("changes a reviewer's juries", async () => {
    const fetch = server({
      "PATCH /ws/admin/staff/2": {
        body: { result: "OK", staff: member(2, "rev@example.org", { juries: ["MAE", "SAS"] }) },
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/staff", { session: boss });
    await user.click(
      within(await rowOf("rev@example.org")).getByRole("button", { name: "Edit rev@example.org" }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Role and juries of rev@example.org" }));
    expect(dialog.getByRole("checkbox", { name: "MSc jury (MAE)" })).toBeChecked();
    await user.click(dialog.getByRole("checkbox", { name: "MS SAS jury (SAS)" }));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("rev@example.org updated.")).toBeInTheDocument();
    expect(sentBody(fetch, "PATCH /ws/admin/staff/2")).toEqual({ role: "reviewer", juries: ["MAE", "SAS"] });
  });

  it("has no serious accessibility issue axe can see, with the table, the form and a dialog open", async () => {
    server();
    const user = userEvent.setup();
    renderApp("/admin/staff", { session: boss });
    await user.click(
      within(await rowOf("rev@example.org")).getByRole("button", { name: "Edit rev@example.org" }),
    );
    await screen.findByRole("dialog");
    expect(await seriousAxeIssues()).toEqual([]);
  });

  it("is for administrators: a reviewer gets a notice and no call is made", async () => {
    const fetch = server();
    renderApp("/admin/staff", { session: reviewer });
    expect(
      await screen.findByText("This page is for administrators.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/admin/staff"))).toBe(false);
  });
});
