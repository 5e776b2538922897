import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { createI18n } from "../lib/i18n.ts";
import { fakeServer } from "../test-utils.tsx";
import { AppProviders } from "./providers.tsx";
import { RouteError } from "./route-error.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it("shows a failed page's message, and Try again shows the page afresh", async () => {
  fakeServer();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  let broken = true;
  function Page() {
    if (broken) throw new Error("broken page");
    return <h1>The page</h1>;
  }
  const router = createMemoryRouter([{ path: "/", element: <Page />, errorElement: <RouteError /> }]);
  render(
    <AppProviders i18n={createI18n("en")}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  expect(await screen.findByText("Something went wrong while showing this page.")).toBeInTheDocument();
  broken = false;
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("heading", { name: "The page" })).toBeInTheDocument();
});
