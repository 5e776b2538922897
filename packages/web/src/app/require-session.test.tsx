import { act, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "../lib/session-store.ts";
import { RequireSession } from "./require-session.tsx";

/** A protected page under the guard, and the two places the guard can send to. */
function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>home</p> },
      { path: "/login", element: <p>login</p> },
      { element: <RequireSession />, children: [{ path: "/form/:id/:page", element: <p>protected</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("RequireSession", () => {
  afterEach(() => localStorage.clear());

  it("sends a session the server refused to /login, carrying the page to come back to", async () => {
    setSession({ login: "ada@example.org", token: "tok", admin: false });
    const router = renderGuarded("/form/candform/home");
    expect(screen.getByText("protected")).toBeInTheDocument();
    act(() => clearSession());
    expect(await screen.findByText("login")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?id=candform&next=%2Fform%2Fcandform%2Fhome");
  });

  it("sends home after the user's own Logout, even when the page is still mounted", async () => {
    setSession({ login: "ada@example.org", token: "tok", admin: false });
    const router = renderGuarded("/form/candform/home");
    act(() => clearSession("logout"));
    expect(await screen.findByText("home")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("forgets the logout at the next login: a later refusal goes to /login again", async () => {
    clearSession("logout");
    setSession({ login: "ada@example.org", token: "tok", admin: false });
    renderGuarded("/form/candform/home");
    act(() => clearSession());
    expect(await screen.findByText("login")).toBeInTheDocument();
  });
});
