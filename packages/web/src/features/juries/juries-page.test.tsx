import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp, reportsTimeZone, sentBody } from "../../test-utils.tsx";
import type { FakeAnswer } from "../../test-utils.tsx";

const boss = { login: "boss@example.org", token: "tok-boss", admin: true };
const ada = { login: "ada@example.org", token: "tok-ada", admin: false };
const counts = { O: 5, N: 2, L: 1, R: 0, C: 1, "-": 2, undecided: 3, total: 12 };
const jury = (
  id: string,
  label: string,
  published = false,
  brs = false,
  more: Record<string, unknown> = {},
) => ({
  id_jury: id,
  label,
  resultats_publies: published,
  resultats_brs_publies: brs,
  formations: [{ type: "MSC", enum: "MAE", description: "MSc in Aerospace Engineering" }],
  counts,
  lastPublication: null,
  ...more,
});

function server(put?: FakeAnswer) {
  let published = false;
  return fakeServer({
    "GET /ws/admin/juries": () => ({
      body: {
        result: "OK",
        juries: [
          jury("MAE", "MSc jury", published),
          jury("SAS", "MS SAS jury", true, true, {
            counts: { ...counts, "-": 0, undecided: 0, total: 9 },
            lastPublication: { at: "2026-11-20T10:00:00.000Z", by: "boss@example.org", recipients: 9 },
          }),
        ],
      },
    }),
    "GET /ws/admin/juries/MAE/publication-preview": () => ({
      body: { result: "OK", recipients: 9, undecided: 3 },
    }),
    "PUT /ws/admin/juries/MAE": () => {
      published = true;
      return (
        put ?? {
          body: { result: "OK", jury: jury("MAE", "MSc jury", true), publication: { id: 7, recipients: 12 } },
        }
      );
    },
  });
}

const cardOf = async (name: string) =>
  (await screen.findByRole("heading", { name }, { timeout: 5000 })).closest("article")!;
const puts = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.filter(([url, init]) => init?.method === "PUT" && !reportsTimeZone(url)).length;

describe("jury page", () => {
  it("counts each jury's decisions, highlights the undecided and shows the last publication", async () => {
    server();
    renderApp("/admin/juries", { session: boss });
    const mae = await cardOf("MSc jury (MAE)");
    const table = within(mae).getByRole("table", {
      name: "Decisions on the validated applications of MSc jury (MAE)",
    });
    expect(within(table).getByRole("rowheader", { name: "Admitted" }).nextSibling).toHaveTextContent("5");
    expect(
      within(table).getByRole("rowheader", { name: "Conditionally admitted" }).nextSibling,
    ).toHaveTextContent("1");
    expect(within(table).getByRole("rowheader", { name: "No decision" }).nextSibling).toHaveTextContent("3");
    expect(within(table).getByRole("rowheader", { name: "Total" }).nextSibling).toHaveTextContent("12");
    expect(within(mae).getByText("3 applications still without a decision")).toHaveClass("bg-warning-subtle");
    expect(within(mae).getByText("Results never published.")).toBeInTheDocument();
    const sas = await cardOf("MS SAS jury (SAS)");
    expect(within(sas).queryByText("Results never published.")).toBeNull();
    expect(
      within(sas).getByText(/Last published .* by boss@example\.org, 9 candidates e-mailed\./),
    ).toBeInTheDocument();
    expect(
      within(sas).getByRole("button", { name: "Withdraw results… (MS SAS jury (SAS))" }),
    ).toBeInTheDocument();
  });

  it("never says a published jury was never published, when its flag was set outside the page", async () => {
    // The demo set-up and the juries' import set the flag without a publication record.
    fakeServer({
      "GET /ws/admin/juries": () => ({ body: { result: "OK", juries: [jury("AM", "AM jury", true)] } }),
    });
    renderApp("/admin/juries", { session: boss });
    const am = await cardOf("AM jury (AM)");
    expect(within(am).getByText("Results: published")).toBeInTheDocument();
    expect(within(am).queryByText("Results never published.")).toBeNull();
    expect(within(am).getByText(/Results published outside this page/)).toBeInTheDocument();
  });

  it("asks confirmation before publishing, says who will be e-mailed, and sends the PUT only once confirmed", async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp("/admin/juries", { session: boss });
    await cardOf("MSc jury (MAE)");
    await user.click(screen.getByRole("button", { name: "Publish results… (MSc jury (MAE))" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish the results of MSc jury (MAE)?" });
    // The server's counts: only the candidates with a decision are told (issue "day one", item 4).
    expect(
      await within(dialog).findByText(
        "9 candidates with a decision will be e-mailed that their result is available.",
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "3 applications have no decision yet: their candidates are not e-mailed now, and each will be when their decision is recorded.",
      ),
    ).toBeInTheDocument();
    expect(puts(fetch)).toBe(0);

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(puts(fetch)).toBe(0);

    await user.click(screen.getByRole("button", { name: "Publish results… (MSc jury (MAE))" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Publish" }));
    expect(
      await screen.findByText("Results of MSc jury (MAE) published: 12 candidates will be e-mailed."),
    ).toBeInTheDocument();
    expect(puts(fetch)).toBe(1);
    expect(sentBody(fetch, "PUT /ws/admin/juries/MAE")).toEqual({ resultats_publies: true });
    expect(
      await screen.findByRole("button", { name: "Withdraw results… (MSc jury (MAE))" }),
    ).toBeInTheDocument();
  });

  it("publishes scholarship results after confirmation, without e-mails", async () => {
    const fetch = server({
      body: { result: "OK", jury: jury("MAE", "MSc jury", false, true), publication: null },
    });
    const user = userEvent.setup();
    renderApp("/admin/juries", { session: boss });
    await cardOf("MSc jury (MAE)");
    await user.click(screen.getByRole("button", { name: "Publish scholarship results… (MSc jury (MAE))" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/No e-mail is sent/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Scholarship results of MSc jury (MAE) published.")).toBeInTheDocument();
    expect(sentBody(fetch, "PUT /ws/admin/juries/MAE")).toEqual({ resultats_brs_publies: true });
  });

  it("keeps the server's refusal in the dialog", async () => {
    server({ status: 404, body: { result: "error", code: "NOT_FOUND", message: "Not found." } });
    const user = userEvent.setup();
    renderApp("/admin/juries", { session: boss });
    await cardOf("MSc jury (MAE)");
    await user.click(screen.getByRole("button", { name: "Publish results… (MSc jury (MAE))" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await within(dialog).findByText("Not found.")).toBeInTheDocument();
  });

  it("is for administrators: a candidate gets a notice and no call is made", async () => {
    const fetch = server();
    renderApp("/admin/juries", { session: ada });
    expect(
      await screen.findByText("This page is for administrators.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/admin/juries"))).toBe(false);
  });

  it("is linked from the top bar for administrators only", async () => {
    server();
    const view = renderApp("/", { session: boss });
    // In the administrators' Settings menu.
    await userEvent.setup().click(await screen.findByRole("button", { name: "Settings" }, { timeout: 5000 }));
    expect(await screen.findByRole("link", { name: "Juries" }, { timeout: 5000 })).toHaveAttribute(
      "href",
      "/admin/juries",
    );
    view.unmount();
    renderApp("/", { session: ada });
    await screen.findByRole("link", { name: "Home" });
    expect(screen.queryByRole("link", { name: "Juries" })).toBeNull();
  });

  it("sends an anonymous visitor to login", async () => {
    server();
    const { router } = renderApp("/admin/juries");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});
