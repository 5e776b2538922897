import { candform } from "@portal/domain/schema/candform";
import axe from "axe-core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp, sentBody } from "../../test-utils.tsx";
import { rememberView } from "./current-view.ts";
import { boss, server } from "./dossier-test-kit.ts";

// pdf.js needs a canvas and a worker that jsdom lacks: the PDFs of these tests are unreadable
// (dossier-pdf-pages.test.tsx draws readable ones).
vi.mock("./dossier-pdf-js.ts", () => ({
  openPdf: () => ({ promise: Promise.reject(new Error("Invalid PDF structure.")), destroy: async () => {} }),
}));

describe("dossier page", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:dossier"), revokeObjectURL: vi.fn() }),
    );
  });

  it("says who and where in its header, with the actions at hand", async () => {
    server({ "GET /ws/admin/answers/7/files/photo-1.jpg": { body: {} } });
    renderApp("/admin/applications/7?stage=admitted", { session: boss });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const summary = screen.getByLabelText("Application summary");
    const fact = (label: string) => within(summary).getByText(`${label}:`).nextElementSibling;
    expect(fact("Login")).toHaveTextContent("ada@example.org");
    expect(fact("Stage")).toHaveTextContent("Admitted");
    expect(fact("Jury")).toHaveTextContent("MSc jury (MAE)");
    expect(fact("Admission decision")).toHaveTextContent("Admitted");
    expect(fact("Scholarship decision")).toHaveTextContent("None yet");
    expect(fact("Documents")).toHaveTextContent("Missing");
    await waitFor(() =>
      expect(fact("Programmes chosen")).toHaveTextContent(
        "Master of Science (MSc) · MSc in Aerospace Engineering",
      ),
    );
    expect(await screen.findByRole("img", { name: "Identity photo of Ada Lovelace" })).toHaveAttribute(
      "src",
      "blob:dossier",
    );
    expect(screen.getByRole("link", { name: "Back to the list" })).toHaveAttribute(
      "href",
      "/admin/applications?stage=admitted",
    );
    expect(screen.getByRole("link", { name: "Open the form in admin mode" })).toHaveAttribute(
      "href",
      "/form/candform?login=ada%40example.org",
    );
    expect(screen.getByRole("button", { name: "Download the application file" })).toBeEnabled();
  });

  it("shows every tab of the form as a heading with an anchor, and the answers read-only", async () => {
    server();
    renderApp("/admin/applications/7", { session: boss });
    await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" }, { timeout: 5000 });
    const contents = screen.getByRole("navigation", { name: "Contents" });
    for (const tab of candform.tabs) {
      const heading = screen.getByRole("heading", { level: 3, name: tab.title.en });
      expect(within(contents).getByRole("link", { name: tab.title.en })).toHaveAttribute(
        "href",
        `#${heading.id}`,
      );
    }
    expect(screen.getByText("Given name", { selector: "dt" }).nextElementSibling).toHaveTextContent("Ada");
    expect(screen.getByText("03/07/2001")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Given name" })).not.toBeInTheDocument();
    const documents = screen.getByRole("table", { name: "Documents" });
    expect(
      within(documents)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Curriculum vitae", "cv.pdf (see Documents)"]);
  });

  it("lists the documents and shows the chosen one in the viewer", async () => {
    server({
      "GET /ws/admin/answers/7/files/cv-1.pdf": { body: {} },
      "GET /ws/admin/answers/7/files/photo-1.jpg": { body: {} },
    });
    const user = userEvent.setup();
    renderApp("/admin/applications/7", { session: boss });
    const viewer = await screen.findByRole("region", { name: "Document viewer" }, { timeout: 5000 });
    expect(within(viewer).getByRole("heading", { name: "me.jpg, document 1 of 2" })).toBeInTheDocument();
    await user.click(within(viewer).getByRole("button", { name: "Next document" }));
    expect(within(viewer).getByRole("heading", { name: "cv.pdf, document 2 of 2" })).toBeInTheDocument();
    expect(await within(viewer).findByRole("alert")).toHaveTextContent(
      /This PDF cannot be shown in the page/,
    );
    expect(within(viewer).getByRole("button", { name: "Next document" })).toBeDisabled();
    expect(within(viewer).getByRole("button", { name: "Download cv.pdf" })).toBeEnabled();
    // The list's entries are buttons: the keyboard reaches and opens each document.
    const list = screen.getByRole("group", { name: "Uploaded documents" });
    within(list)
      .getByRole("button", { name: /me\.jpg/ })
      .focus();
    await user.keyboard("{Enter}");
    expect(within(viewer).getByRole("heading", { name: "me.jpg, document 1 of 2" })).toBeInTheDocument();
  });

  it("adds an internal note, and asks for its text when it is empty", async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp("/admin/applications/7", { session: boss });
    const field = await screen.findByLabelText("New internal note", undefined, { timeout: 5000 });
    expect(screen.getByText("Internal — never shown to the candidate.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add the note" }));
    expect(field).toHaveAccessibleDescription("Write the note before adding it.");
    expect(fetch.mock.calls.some(([, init]) => init.method === "POST")).toBe(false);
    await user.type(field, "  Strong maths, check the English test.  ");
    await user.click(screen.getByRole("button", { name: "Add the note" }));
    expect(await screen.findByText("Strong maths, check the English test.")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /ws/admin/answers/7/notes")).toEqual({
      body: "Strong maths, check the English test.",
    });
    expect(screen.getByText(/^boss@example\.org, /)).toBeInTheDocument();
    expect(field).toHaveValue("");
  });

  it("shows the history with each field before and after", async () => {
    server();
    renderApp("/admin/applications/7", { session: boss });
    const row = (await screen.findByRole("rowheader", { name: "Family name" }, { timeout: 5000 })).closest(
      "tr",
    )!;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Lovelase", "→ Lovelace"]);
    expect(screen.getByText("Saved the Personal tab")).toBeInTheDocument();
    expect(screen.getByText(/^ada@example\.org, /)).toBeInTheDocument();
  });

  it("moves to the next application of the remembered view with j, keeping the query", async () => {
    rememberView("?stage=admitted", [4, 7, 9], null, 3);
    server();
    const { router } = renderApp("/admin/applications/7?stage=admitted", { session: boss });
    await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" }, { timeout: 5000 });
    expect(screen.getByRole("button", { name: /Next application/ })).toHaveAttribute(
      "title",
      "Next application of the list (j or Alt+→)",
    );
    // Typing j in the note is writing, not moving.
    fireEvent.keyDown(screen.getByLabelText("New internal note"), { key: "j" });
    expect(router.state.location.pathname).toBe("/admin/applications/7");
    fireEvent.keyDown(document.body, { key: "j" });
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      "/admin/applications/9?stage=admitted",
    );
    expect(screen.getByText("Application 3 of 3 in the list")).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: "j" });
    expect(await screen.findByText("This is the last application of the list.")).toBeInTheDocument();
  });

  it("asks before j leaves a note not yet added, and keeps it when the officer stays", async () => {
    // "Next application" dropped a note typed but not added, silently.
    rememberView("?stage=admitted", [4, 7, 9], null, 3);
    server();
    const user = userEvent.setup();
    const { router } = renderApp("/admin/applications/7?stage=admitted", { session: boss });
    await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" }, { timeout: 5000 });
    await user.type(screen.getByLabelText("New internal note"), "Call her referee");
    fireEvent.keyDown(document.body, { key: "j" });
    const dialog = await screen.findByRole("dialog", { name: "Leave without adding your note?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay and add it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/admin/applications/7");
    expect(screen.getByLabelText("New internal note")).toHaveValue("Call her referee");
    fireEvent.keyDown(document.body, { key: "j" });
    const again = await screen.findByRole("dialog", { name: "Leave without adding your note?" });
    await user.click(within(again).getByRole("button", { name: "Leave without the note" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByLabelText("New internal note")).toHaveValue("");
  });

  it("has no serious accessibility issue axe can see in a DOM without layout", async () => {
    server({ "GET /ws/admin/answers/7/files/photo-1.jpg": { body: {} } });
    renderApp("/admin/applications/7", { session: boss });
    await screen.findByRole("rowheader", { name: "Family name" }, { timeout: 5000 });
    await screen.findByRole("img", { name: "Identity photo of Ada Lovelace" });
    // Contrast needs rendered colours, which jsdom has not: the e2e suite checks it in a browser.
    // axe probes a canvas for icon fonts; jsdom has none, and says so loudly unless told null.
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  });

  it("says plainly when the application is not the staff member's to see", async () => {
    server({
      "GET /ws/admin/answers/7": {
        status: 403,
        body: { result: "error", code: "FORBIDDEN", message: "Forbidden." },
      },
    });
    renderApp("/admin/applications/7", { session: { ...boss, admin: false } });
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "You are not allowed to see this application",
    );
  });
});
