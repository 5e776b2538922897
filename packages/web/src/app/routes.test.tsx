import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { getSession } from "../lib/session-store.ts";
import { fakeServer, renderApp } from "../test-utils.tsx";

// The form screen module is large: its first import under Vitest takes more than a second.
const SLOW_IMPORT = { timeout: 8000 };
const session = { login: "ada@example.org", token: "tok", admin: false };

describe("routes", () => {
  it("shows NOT FOUND for an unknown path", async () => {
    fakeServer();
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "NOT FOUND" })).toBeInTheDocument();
  });

  it("sends an anonymous visitor of a form to /login carrying the form id", async () => {
    fakeServer({ "GET /ws/form/candform/authtypes": { body: { authType: "local" } } });
    const { router } = renderApp("/form/candform");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("?id=candform");
  });

  it("sends an anonymous visitor of a form's tab to /login, which then returns to that tab", async () => {
    fakeServer({ "GET /ws/form/candform/authtypes": { body: { authType: "local" } } });
    const { router } = renderApp("/form/candform/personal");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?id=candform&next=%2Fform%2Fcandform%2Fpersonal");
  });

  it("opens the form route with a session (the form screen asks for the schema with the token)", async () => {
    const server = fakeServer();
    const { router } = renderApp("/form/candform", { session });
    await vi.waitFor(() => {
      const call = server.mock.calls.find(([url]) => String(url).endsWith("/ws/form/candform/schema"));
      expect(new Headers(call?.[1]?.headers).get("authorization")).toBe("Bearer tok");
    }, SLOW_IMPORT);
    expect(router.state.location.pathname).toBe("/form/candform");
  });

  it("goes to /login with the form id when the schema answers 401 Not allowed", async () => {
    fakeServer({
      "GET /ws/form/candform/schema": {
        status: 401,
        body: { result: "Not allowed", code: "NOT_ALLOWED", message: "Not allowed" },
      },
      "GET /ws/form/candform/authtypes": { body: { authType: "local" } },
    });
    const { router } = renderApp("/form/candform", { session });
    expect(await screen.findByRole("heading", { name: "Login" }, SLOW_IMPORT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("?id=candform");
    expect(getSession()).toBeNull();
  });

  it("shows the home notice with the sister-site link and the contact address", async () => {
    fakeServer();
    renderApp("/");
    expect(
      await screen.findByText("Applications for the academic year 2025-2026 are closed."),
    ).toBeInTheDocument();
    expect(screen.getByText("Applications for the academic year 2026-2027 are open.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "apply on the sister site" })).toHaveAttribute(
      "href",
      "https://sister.example.org/",
    );
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "mailto:admissions@example.org",
    );
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
  });
});
