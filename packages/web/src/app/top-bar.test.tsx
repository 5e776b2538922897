import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { getSession } from "../lib/session-store.ts";
import { fakeServer, renderApp, sentBody } from "../test-utils.tsx";

describe("top bar", () => {
  it("switches to French, updates <html lang> and remembers the choice", async () => {
    fakeServer();
    renderApp("/");
    const nav = await screen.findByRole("navigation");
    expect(within(nav).getByRole("link", { name: "Home" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Français" }));
    expect(within(nav).getByRole("link", { name: "Accueil" })).toBeInTheDocument();
    expect(
      screen.getByText("Les candidatures pour l'année universitaire 2026-2027 sont ouvertes."),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("fr");
    expect(localStorage.getItem("portal.lang")).toBe("fr");
    expect(screen.getByRole("button", { name: "Français" })).toHaveAttribute("aria-pressed", "true");
  });

  it("keeps the language on the account of a signed-in person (not in this browser only)", async () => {
    const server = fakeServer({ "PUT /ws/account/language": { body: { result: "OK", locale: "fr" } } });
    renderApp("/", { session: { login: "ada@example.org", token: "tok", admin: false } });
    await screen.findByRole("navigation");
    await userEvent.click(screen.getByRole("button", { name: "Français" }));
    await vi.waitFor(() => expect(sentBody(server, "PUT /ws/account/language")).toEqual({ locale: "fr" }));
  });

  it("does not call the server for an anonymous visitor's choice", async () => {
    const server = fakeServer();
    renderApp("/");
    await screen.findByRole("navigation");
    await userEvent.click(screen.getByRole("button", { name: "Français" }));
    expect(server.mock.calls.some(([url]) => String(url).includes("/ws/account/language"))).toBe(false);
  });

  it("shows Login when logged out", async () => {
    fakeServer();
    renderApp("/");
    const nav = await screen.findByRole("navigation");
    expect(within(nav).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(within(nav).queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("shows the login and Logout when logged in; Logout ends the session on the server", async () => {
    const server = fakeServer({ "POST /ws/logout": { body: { result: "OK" } } });
    renderApp("/", { session: { login: "ada@example.org", token: "tok", admin: false } });
    const nav = await screen.findByRole("navigation");
    expect(within(nav).getByText("Logged in as ada@example.org")).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole("button", { name: "Logout" }));
    expect(await within(nav).findByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(getSession()).toBeNull();
    const logout = server.mock.calls.find(([url]) => String(url) === "/ws/logout");
    expect(new Headers(logout?.[1]?.headers).get("authorization")).toBe("Bearer tok");
  });
});
