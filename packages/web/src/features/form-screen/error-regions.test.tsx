import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ada, answer, answerPath } from "../../app/boot-test-kit.ts";
import { AppProviders } from "../../app/providers.tsx";
import { widgetRegistry } from "../../form/widget-registry.ts";
import { createI18n } from "../../lib/i18n.ts";
import { setSession } from "../../lib/session-store.ts";
import { fakeServer, renderApp, schemaAnswer } from "../../test-utils.tsx";
import { FormScreenPage } from "./form-screen-page.tsx";

const boss = { login: "boss@example.org", token: "tok-boss", admin: true };
const REGION_FAILED = "This part of the screen could not be shown.";

function server(admin: boolean) {
  return fakeServer({
    "GET /ws/form/candform/schema": schemaAnswer(admin ? boss.login : ada.login, admin),
    [`GET ${answerPath}`]: answer,
  });
}

let restore = () => {};

beforeEach(() => {
  // React reports the errors its boundaries catch on the console.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("error regions", () => {
  it("shows a failing widget's form as failed, keeps the rest of the screen, and Try again renders it afresh", async () => {
    server(false);
    const helptext = widgetRegistry.helptext.component;
    widgetRegistry.helptext.component = () => {
      throw new Error("broken widget");
    };
    restore = () => (widgetRegistry.helptext.component = helptext);
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    const failed = await screen.findByText(REGION_FAILED, undefined, { timeout: 5000 });
    expect(failed.closest('[role="alert"]')).toHaveClass("alert-danger");
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
    // The top bar still works, and the message follows the language.
    await user.click(screen.getByRole("button", { name: "Français" }));
    expect(await screen.findByText("Cette partie de l'écran n'a pas pu être affichée.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "English" }));

    restore();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("tab", { name: "Home" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByText(REGION_FAILED)).toBeNull();
  });

  it("keeps the administrator's form working when the side panel fails", async () => {
    server(true);
    setSession(boss);
    const BrokenPanel = () => {
      throw new Error("broken panel");
    };
    const router = createMemoryRouter(
      [{ path: "/form/:id/:tab?", element: <FormScreenPage AdminPanel={BrokenPanel} /> }],
      { initialEntries: ["/form/candform?login=ada%40example.org"] },
    );
    render(
      <AppProviders i18n={createI18n("en")}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const aside = (await screen.findByText(REGION_FAILED)).closest("aside") as HTMLElement;
    expect(within(aside).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Home" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("ada@example.org", { exact: false })).toBeInTheDocument();
  });
});
