import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { tab, testForm, textField } from "@portal/domain/engine/fixtures";
import { createI18n } from "../../lib/i18n.ts";
import { fakeServer } from "../../test-utils.tsx";
import { AnswerForm } from "./answer-form.tsx";
import type { AnswerResponse } from "./form-api.ts";

const schema = testForm([tab("one", ["a"]), tab("two", ["b"]), tab("three", ["c"])], {
  a: textField({ required: true, title: { en: "Field A", fr: "Champ A" } }),
  b: textField({ title: { en: "Field B", fr: "Champ B" } }),
  c: textField({ title: { en: "Field C", fr: "Champ C" } }),
});

const answerWith = (data: Record<string, unknown>): AnswerResponse => ({
  result: "OK",
  id: 3,
  login: "ada@example.org",
  version: 1,
  campaign: 2025,
  data,
  created: "",
  updated: "",
  readOnlyTabs: [],
});

/** The answer form at `path` (route /form/:id/:tab?), with a fake server recording the steps. */
async function renderAt(
  path: string,
  data: Record<string, unknown> = { a: "x" },
  admin = false,
  form = schema,
  deferFirstRender = false,
) {
  const fetch = fakeServer(
    Object.fromEntries(
      ["one", "two", "three"].map((id) => [
        `PUT /ws/form/candform/answer/3/step/${id}`,
        { body: { result: "OK" } },
      ]),
    ),
  );
  const onAlert = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/form/:id/:tab?",
        element: (
          <AnswerForm
            formId="candform"
            schema={form}
            answer={answerWith(data)}
            admin={admin}
            onAlert={onAlert}
            deferFirstRender={deferFirstRender}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const { unmount } = render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createI18n("en")}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const steps = () =>
    fetch.mock.calls.filter(([, init]) => init?.method === "PUT").map(([url]) => url.split("/").at(-1));
  // The form renders once its address names its tab (AnswerForm).
  await screen.findByRole("tablist");
  return { router, onAlert, steps, user: userEvent.setup(), unmount };
}

const selected = (name: string | RegExp) =>
  waitFor(() => expect(screen.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true"));

describe("the form's tab in the URL", () => {
  it("opens the tab the URL names (a reload or a shared link)", async () => {
    await renderAt("/form/candform/three");
    await selected("three");
    expect(screen.getByLabelText("Field C")).toBeInTheDocument();
  });

  it("shows the recorded step at /form/:id without changing the address; Back from another tab shows it again", async () => {
    const { router, user, steps } = await renderAt("/form/candform", { a: "x", step: "two" });
    await selected("two");
    expect(router.state.location.pathname).toBe("/form/candform");
    expect(router.state.historyAction).toBe("POP");
    await user.click(screen.getByRole("tab", { name: "three" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/form/candform/three"));
    await act(() => router.navigate(-1));
    await selected("two");
    expect(router.state.location.pathname).toBe("/form/candform");
    await waitFor(() => expect(steps()).toEqual(["three", "two"]));
  });

  it("shows the first tab that can be opened at /form/:id when the recorded step cannot be", async () => {
    const { router } = await renderAt("/form/candform", { step: "three" });
    await selected(/^one/);
    expect(router.state.location.pathname).toBe("/form/candform");
  });

  it("adds a history entry per tab opened, so that Back returns to the previous tab; each change is recorded", async () => {
    const { router, user, steps } = await renderAt("/form/candform/one");
    await user.click(screen.getByRole("tab", { name: "two" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/form/candform/two"));
    await selected("two");
    await act(() => router.navigate(-1));
    await selected("one");
    expect(router.state.location.pathname).toBe("/form/candform/one");
    await waitFor(() => expect(steps()).toEqual(["two", "one"]));
  });

  it("falls back to the first tab, with the tab-locked message, when the URL names a tab that cannot be opened", async () => {
    const { router, onAlert } = await renderAt("/form/candform/two", {});
    await waitFor(() => expect(router.state.location.pathname).toBe("/form/candform/one"));
    // The tab that blocks it shows its errors (a badge in its name).
    await selected(/^one/);
    expect(onAlert).toHaveBeenCalledWith({
      danger: "Complete and save the previous tabs before opening two.",
    });
  });

  it("falls back to the earlier tab that blocks it, where the work is, rather than the first one", async () => {
    const blocking = testForm([tab("one", ["a"]), tab("two", ["b"]), tab("three", ["c"])], {
      a: textField({ required: true, title: { en: "Field A", fr: "Champ A" } }),
      b: textField({ required: true, title: { en: "Field B", fr: "Champ B" } }),
      c: textField({ title: { en: "Field C", fr: "Champ C" } }),
    });
    const { router } = await renderAt("/form/candform/three", { a: "x", step: "one" }, false, blocking);
    await waitFor(() => expect(router.state.location.pathname).toBe("/form/candform/two"));
  });

  it("falls back to the first tab when the URL names no tab of the form", async () => {
    const { router, onAlert } = await renderAt("/form/candform/nope");
    await waitFor(() => expect(router.state.location.pathname).toBe("/form/candform/one"));
    expect(onAlert).toHaveBeenCalledWith({
      danger: "Complete and save the previous tabs before opening nope.",
    });
  });

  it("focuses the field named by #field-<id> once its tab is shown", async () => {
    await renderAt("/form/candform/three#field-c");
    await waitFor(() => expect(screen.getByLabelText("Field C")).toHaveFocus());
  });

  // Regression: on the form's first appearance the anchor was looked for before the form rendered.
  it("focuses it on the form's first appearance too, which renders a task after its store", async () => {
    // A browser may paint a frame before the task the form renders in: the field is looked for then.
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      queueMicrotask(() => callback(0));
      return 0;
    });
    // (vitest.config.ts unstubs globals after each test.)
    for (const path of ["/form/candform/three#field-c", "/form/candform#field-c"]) {
      const view = await renderAt(path, { a: "x", b: "y", step: "three" }, false, schema, true);
      await waitFor(() => expect(screen.getByLabelText("Field C")).toHaveFocus());
      view.unmount();
    }
  });

  it("moves the focus to a newly opened tab's panel, named by its tab", async () => {
    const { user } = await renderAt("/form/candform/one");
    await user.click(screen.getByRole("tab", { name: "two" }));
    await waitFor(() => expect(screen.getByRole("tabpanel", { name: "two" })).toHaveFocus());
  });

  it("keeps an administrator's ?login= when another tab is opened", async () => {
    const { router, user } = await renderAt("/form/candform/one?login=ada%40example.org", {}, true);
    await user.click(screen.getByRole("tab", { name: "three" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/form/candform/three"));
    expect(router.state.location.search).toBe("?login=ada%40example.org");
  });
});
