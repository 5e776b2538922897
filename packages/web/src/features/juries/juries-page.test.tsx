import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp, sentBody } from "../../test-utils.tsx";
import type { FakeAnswer } from "../../test-utils.tsx";

const boss = { login: "boss@example.org", token: "tok-boss", admin: true };
const ada = { login: "ada@example.org", token: "tok-ada", admin: false };
const jury = (id: string, label: string, published = false, brs = false) => ({
  id_jury: id,
  label,
  resultats_publies: published,
  resultats_brs_publies: brs,
  formations: [{ type: "MSC", enum: "MAE", description: "MSc in Aerospace Engineering" }],
});

function server(
  put: FakeAnswer = {
    body: { result: "OK", jury: jury("MAE", "MSc jury", true) },
  },
) {
  let published = false;
  return fakeServer({
    "GET /ws/admin/juries": () => ({
      body: {
        result: "OK",
        juries: [jury("MAE", "MSc jury", published), jury("SAS", "MS SAS jury", true, true)],
      },
    }),
    "PUT /ws/admin/juries/MAE": () => {
      published = true;
      return put;
    },
  });
}

describe("jury page", () => {
  it("lists the juries with their two flags as switches", async () => {
    server();
    renderApp("/admin/juries", { session: boss });
    const row = (
      await screen.findByRole("rowheader", { name: /MSc jury \(MAE\)/ }, { timeout: 5000 })
    ).closest("tr")!;
    expect(within(row).getByText("MSC MAE")).toBeInTheDocument();
    expect(within(row).getByRole("switch", { name: "Results published (MSc jury (MAE))" })).not.toBeChecked();
    expect(
      screen.getByRole("switch", { name: "Scholarship results published (MS SAS jury (SAS))" }),
    ).toBeChecked();
    expect(within(row).getByRole("button", { name: "Save jury MSc jury (MAE)" })).toBeDisabled();
  });

  it("saves a toggled flag with PUT and shows it saved", async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp("/admin/juries", { session: boss });
    await user.click(
      await screen.findByRole("switch", { name: "Results published (MSc jury (MAE))" }, { timeout: 5000 }),
    );
    await user.click(screen.getByRole("button", { name: "Save jury MSc jury (MAE)" }));
    expect(await screen.findByText("Jury MAE saved.")).toBeInTheDocument();
    expect(sentBody(fetch, "PUT /ws/admin/juries/MAE")).toEqual({ resultats_publies: true });
    expect(screen.getByRole("switch", { name: "Results published (MSc jury (MAE))" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Save jury MSc jury (MAE)" })).toBeDisabled();
  });

  it("shows the server's refusal", async () => {
    server({ status: 404, body: { result: "error", code: "NOT_FOUND", message: "Not found." } });
    const user = userEvent.setup();
    renderApp("/admin/juries", { session: boss });
    await user.click(
      await screen.findByRole(
        "switch",
        { name: "Scholarship results published (MSc jury (MAE))" },
        { timeout: 5000 },
      ),
    );
    await user.click(screen.getByRole("button", { name: "Save jury MSc jury (MAE)" }));
    expect((await screen.findByText("Not found.")).closest('[role="alert"]')).toHaveClass("alert-danger");
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
