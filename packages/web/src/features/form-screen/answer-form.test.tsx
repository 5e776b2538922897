import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { tab, testForm, textField } from "@portal/domain/engine/fixtures";
import { createI18n } from "../../lib/i18n.ts";
import { fakeServer, sentBody } from "../../test-utils.tsx";
import { AnswerForm, type AnswerFormProps } from "./answer-form.tsx";
import type { ButtonActions } from "./button-actions.ts";
import type { AnswerResponse } from "./form-api.ts";
import type * as formRenderer from "../../form/form-renderer.tsx";

// The form renderer, counted: what the screen around it receives must not render the form again.
const rendererRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../form/form-renderer.tsx", async (importOriginal) => {
  const real = await importOriginal<typeof formRenderer>();
  return {
    ...real,
    FormRenderer: (props: formRenderer.FormRendererProps) => {
      rendererRenders.count++;
      return <real.FormRenderer {...props} />;
    },
  };
});

const schema = testForm(
  [
    tab("one", ["a"], {
      buttons: [
        { id: "validate", label: { en: "Validate", fr: "Valider" }, parameters: { action: "validate" } },
      ],
    }),
    tab("two", ["b"]),
  ],
  {
    a: textField({ required: true, title: { en: "A", fr: "A" } }),
    b: textField(),
    one_validated: textField({ widget: "hidden" }),
  },
);
const answer: AnswerResponse = {
  result: "OK",
  id: 3,
  login: "ada@example.org",
  version: 1,
  campaign: 2025,
  data: { a: "x" },
  created: "",
  updated: "",
  readOnlyTabs: [],
};

/** The server's answer to a valid save: the answer's new version. */
function savedAt(version: number) {
  return {
    body: {
      result: "OK",
      version,
      updated: "2025-01-02T10:00:00.000Z",
      data: {},
      changed: [],
      messages: [],
    },
  };
}

/** The form at `path` in a memory router of its own route (/form/:id/:tab?), with its providers. */
function formPage(props: Partial<AnswerFormProps> = {}, path = "/form/candform") {
  const router = createMemoryRouter(
    [
      {
        path: "/form/:id/:tab?",
        element: (
          <AnswerForm
            formId="candform"
            schema={schema}
            answer={answer}
            admin={false}
            onAlert={vi.fn()}
            {...props}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const page = (
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createI18n("en")}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { router, page };
}

/** The form at `path`, once it shows. */
async function renderAnswerForm(buttonActions: ButtonActions, onAlert = vi.fn(), path = "/form/candform") {
  const { router, page } = formPage({ buttonActions, onAlert }, path);
  render(page);
  // The form renders once its address names its tab (AnswerForm).
  await screen.findByRole("tablist");
  return { onAlert, router };
}

describe("AnswerForm", () => {
  it("runs a schema button's action with the answer and shows the alerts it answers", async () => {
    const validate = vi.fn(() => ({ success: "Validation of application done" }));
    const { onAlert } = await renderAnswerForm({ validate });
    await userEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(validate).toHaveBeenCalledWith(
      expect.objectContaining({ answerId: 3, login: "ada@example.org", parameters: { action: "validate" } }),
    );
    expect(onAlert).toHaveBeenCalledWith({ success: "Validation of application done" });
  });

  it("saves with the version an action (or a widget) gave after changing the answer", async () => {
    const fetch = fakeServer({
      "POST /ws/form/candform/answer/3": savedAt(6),
      "PUT /ws/form/candform/answer/3/step/two": { body: { result: "OK" } },
    });
    await renderAnswerForm({ validate: ({ answer: handle }) => handle.setVersion(5) });
    await userEvent.click(screen.getByRole("button", { name: "Validate" }));
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() =>
      expect(sentBody(fetch, "POST /ws/form/candform/answer/3")).toMatchObject({ tab: "one", version: 5 }),
    );
  });

  it("shows at once a form rebuilt after a reload; only a first appearance waits a task after its store", async () => {
    const rebuilt = render(formPage({ deferFirstRender: false }, "/form/candform/one").page);
    expect(screen.getByRole("tablist")).toBeInTheDocument();
    rebuilt.unmount();
    render(formPage({ deferFirstRender: true }, "/form/candform/one").page);
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(await screen.findByRole("tablist")).toBeInTheDocument();
  });

  it("shows a save's progress and outcome in the tab's footer without rendering the form again", async () => {
    const fetch = fakeServer({
      "POST /ws/form/candform/answer/3": savedAt(2),
    });
    const { onAlert } = await renderAnswerForm({}, vi.fn(), "/form/candform/two");
    const before = rendererRenders.count;
    expect(before).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(onAlert).toHaveBeenCalledWith({ success: expect.stringContaining("two") }));
    expect(sentBody(fetch, "POST /ws/form/candform/answer/3")).toMatchObject({ tab: "two" });
    // The button showed "Saving…" and came back: the footer's own renders, not the form's.
    expect(screen.getByRole("button", { name: "Save and continue" })).toBeEnabled();
    expect(rendererRenders.count).toBe(before);
  });
});
