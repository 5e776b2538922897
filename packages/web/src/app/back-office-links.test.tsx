import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp } from "../test-utils.tsx";

const admin = { login: "boss@example.org", token: "tok-boss", admin: true, role: "administrator" as const };
const reviewer = {
  login: "rev@example.org",
  token: "tok-rev",
  admin: false,
  role: "reviewer" as const,
  juries: ["MAE"],
};
const candidate = { login: "ada@example.org", token: "tok-ada", admin: false, role: "candidate" as const };

async function navigation() {
  return within(await screen.findByRole("navigation", {}, { timeout: 5000 }));
}

describe("back-office navigation", () => {
  it("gives administrators the dashboard, applications, and the set-up pages in a Settings menu", async () => {
    fakeServer();
    renderApp("/", { session: admin });
    const nav = await navigation();
    expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admin");
    expect(nav.getByRole("link", { name: "Applications" })).toHaveAttribute("href", "/admin/applications");
    expect(nav.queryByRole("link", { name: "Juries" })).toBeNull();
    await userEvent.setup().click(nav.getByRole("button", { name: "Settings" }));
    expect(nav.getByRole("link", { name: "Juries" })).toHaveAttribute("href", "/admin/juries");
    expect(nav.getByRole("link", { name: "E-mail templates" })).toHaveAttribute("href", "/admin/templates");
    expect(nav.getByRole("link", { name: "Reasons" })).toHaveAttribute("href", "/admin/reasons");
    expect(nav.getByRole("link", { name: "Staff" })).toHaveAttribute("href", "/admin/staff");
    expect(nav.getByRole("link", { name: "Programme dates" })).toHaveAttribute(
      "href",
      "/admin/programme-settings",
    );
    expect(nav.getByRole("link", { name: "Jobs" })).toHaveAttribute("href", "/admin/jobs");
    expect(nav.getByRole("link", { name: "Interviews" })).toHaveAttribute("href", "/admin/interviews");
  });

  it("gives a reviewer the dashboard and applications, neither juries nor staff", async () => {
    fakeServer();
    renderApp("/", { session: reviewer });
    const nav = await navigation();
    expect(nav.getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    expect(nav.getByRole("link", { name: "Applications" })).toBeInTheDocument();
    expect(nav.queryByRole("link", { name: "Juries" })).toBeNull();
    expect(nav.queryByRole("link", { name: "E-mail templates" })).toBeNull();
    expect(nav.queryByRole("link", { name: "Reasons" })).toBeNull();
    expect(nav.queryByRole("link", { name: "Staff" })).toBeNull();
    expect(nav.queryByRole("button", { name: "Settings" })).toBeNull();
  });

  it("shows a candidate no back-office link", async () => {
    fakeServer();
    renderApp("/", { session: candidate });
    const nav = await navigation();
    expect(nav.getByRole("link", { name: "Home" })).toBeInTheDocument();
    expect(nav.queryByRole("link", { name: "Dashboard" })).toBeNull();
    expect(nav.queryByRole("link", { name: "Applications" })).toBeNull();
  });

  it("marks the current page, and the dashboard only on its own address", async () => {
    fakeServer({
      "GET /ws/admin/staff": { body: { result: "OK", items: [] } },
      "GET /ws/admin/juries": { body: { result: "OK", juries: [] } },
    });
    renderApp("/admin/staff", { session: admin });
    const nav = await navigation();
    // The menu holding the current page is marked too.
    const settings = nav.getByRole("button", { name: "Settings" });
    expect(settings.className).toContain("active");
    await userEvent.setup().click(settings);
    expect(nav.getByRole("link", { name: "Staff" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  });
});
