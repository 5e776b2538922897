import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tab, testForm, textField } from "@portal/domain/engine/fixtures";
import { createI18n } from "../../lib/i18n.ts";
import { clearSession, setSession } from "../../lib/session-store.ts";
import { fakeServer, sentBody } from "../../test-utils.tsx";
import { AnswerForm } from "./answer-form.tsx";
import type { AnswerResponse } from "./form-api.ts";

const schema = testForm([tab("one", ["a"]), tab("two", ["b"])], {
  a: textField({ required: true, title: { en: "A", fr: "A" } }),
  b: textField({ title: { en: "B", fr: "B" } }),
  one_validated: textField({ widget: "hidden" }),
});
const answer: AnswerResponse = {
  result: "OK",
  id: 3,
  login: "ada@example.org",
  version: 4,
  campaign: 2025,
  data: { a: "stored" },
  created: "",
  updated: "",
  readOnlyTabs: [],
};
const DRAFTS = "/ws/form/candform/answer/3/drafts";
const draft = (baseVersion: number) => ({
  tab: "one",
  values: { a: "typed before" },
  baseVersion,
  updatedAt: "2025-03-04T13:05:00.000Z",
});
const stored = { body: { updatedAt: "2025-03-04T14:05:00.000Z" } };

/** The candidate's form at /form/candform/one (after `before`, the history's earlier entries), in a memory router of its own route. */
async function renderForm(admin = false, before: string[] = []) {
  const router = createMemoryRouter(
    [
      {
        path: "/form/:id/:tab?",
        element: (
          <AnswerForm formId="candform" schema={schema} answer={answer} admin={admin} onAlert={vi.fn()} />
        ),
      },
    ],
    { initialEntries: [...before, "/form/candform/one"] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createI18n("en")}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  // The form renders once its address names its tab (AnswerForm).
  await screen.findByRole("tablist");
  return router;
}

const calls = (mock: ReturnType<typeof fakeServer>, key: string) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method ?? "GET"} ${url.split("?")[0]}` === key);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("drafts of the candidate's tabs", () => {
  it("writes the open tab's draft after the typing stops, on the answer's version, and says so", async () => {
    const fetch = fakeServer({ [`GET ${DRAFTS}`]: { body: [] }, [`PUT ${DRAFTS}/one`]: stored });
    await renderForm();
    await userEvent.type(screen.getByLabelText(/^A/), "!");
    expect(calls(fetch, `PUT ${DRAFTS}/one`)).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^Draft saved \d\d:\d\d$/), {
      timeout: 4000,
    });
    expect(calls(fetch, `PUT ${DRAFTS}/one`)).toHaveLength(1);
    expect(sentBody(fetch, `PUT ${DRAFTS}/one`)).toEqual({
      values: { a: "stored!" },
      baseVersion: 4,
      olderDraft: "replace",
    });
  });

  it("says a draft the server did not take is being retried", async () => {
    fakeServer({
      [`GET ${DRAFTS}`]: { body: [] },
      [`PUT ${DRAFTS}/one`]: { status: 503, body: { result: "error", code: "X", message: "down" } },
    });
    await renderForm();
    await userEvent.type(screen.getByLabelText(/^A/), "!");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Draft not saved — retrying"), {
      timeout: 4000,
    });
  });

  it("says why the server refuses a draft, and does not send it again", async () => {
    const message = "This part of the application is validated and can no longer be changed.";
    const fetch = fakeServer({
      [`GET ${DRAFTS}`]: { body: [] },
      [`PUT ${DRAFTS}/one`]: { status: 409, body: { result: "error", code: "LOCKED", message } },
    });
    await renderForm();
    await userEvent.type(screen.getByLabelText(/^A/), "!");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(`Draft not saved: ${message}`), {
      timeout: 4000,
    });
    expect(calls(fetch, `PUT ${DRAFTS}/one`)).toHaveLength(1);
  });

  it("restores a draft typed on the current version, and discards it on request", async () => {
    const fetch = fakeServer({
      [`GET ${DRAFTS}`]: { body: [draft(4)] },
      [`DELETE ${DRAFTS}/one`]: { body: { result: "OK" } },
    });
    await renderForm();
    const notice = await screen.findByText(/Your unsaved changes from .* were restored\./);
    expect(screen.getByLabelText(/^A/)).toHaveValue("typed before");
    await userEvent.click(
      within(notice.closest(".alert") as HTMLElement).getByRole("button", { name: "Discard them" }),
    );
    expect(screen.getByLabelText(/^A/)).toHaveValue("stored");
    expect(screen.queryByText(/were restored/)).not.toBeInTheDocument();
    await waitFor(() => expect(calls(fetch, `DELETE ${DRAFTS}/one`)).toHaveLength(1));
  });

  it("never applies a draft typed before the answer changed: it offers it on its tab", async () => {
    const fetch = fakeServer({ [`GET ${DRAFTS}`]: { body: [draft(3)] }, [`PUT ${DRAFTS}/one`]: stored });
    await renderForm();
    await userEvent.click(await screen.findByRole("button", { name: "Restore my draft" }));
    expect(screen.getByLabelText(/^A/)).toHaveValue("typed before");
    expect(screen.queryByRole("button", { name: "Restore my draft" })).not.toBeInTheDocument();
    // Written again on the current version: it is no longer older than the answer.
    await waitFor(() =>
      expect(sentBody(fetch, `PUT ${DRAFTS}/one`)).toEqual({
        values: { a: "typed before" },
        baseVersion: 4,
        olderDraft: "replace",
      }),
    );
  });

  it("keeps the stale draft out of the form until chosen, and deletes it when discarded", async () => {
    const fetch = fakeServer({
      [`GET ${DRAFTS}`]: { body: [draft(3)] },
      [`DELETE ${DRAFTS}/one`]: { body: { result: "OK" } },
    });
    await renderForm();
    await userEvent.click(await screen.findByRole("button", { name: "Discard" }));
    expect(screen.getByLabelText(/^A/)).toHaveValue("stored");
    await waitFor(() => expect(calls(fetch, `DELETE ${DRAFTS}/one`)).toHaveLength(1));
  });

  // Regression (issue "day one"): typing before answering "Restore my draft" replaced the older
  // draft on the server, and it was gone.
  it("never overwrites the offered older draft with the typing done before the candidate chooses", async () => {
    const fetch = fakeServer({ [`GET ${DRAFTS}`]: { body: [draft(3)] }, [`PUT ${DRAFTS}/one`]: stored });
    await renderForm();
    await screen.findByRole("button", { name: "Restore my draft" });
    await userEvent.type(screen.getByLabelText(/^A/), "!");
    await waitFor(() => expect(calls(fetch, `PUT ${DRAFTS}/one`)).toHaveLength(1), { timeout: 4000 });
    // The new typing is kept too, and the server is told to keep the older draft beside it.
    expect(sentBody(fetch, `PUT ${DRAFTS}/one`)).toEqual({
      values: { a: "stored!" },
      baseVersion: 4,
      olderDraft: "keep",
    });
    expect(calls(fetch, `DELETE ${DRAFTS}/one`)).toHaveLength(0);
    // The question is still open, and restoring still gives the older draft.
    await userEvent.click(screen.getByRole("button", { name: "Restore my draft" }));
    expect(screen.getByLabelText(/^A/)).toHaveValue("typed before");
    await waitFor(() => expect(calls(fetch, `PUT ${DRAFTS}/one`)).toHaveLength(2));
    expect(JSON.parse(String(calls(fetch, `PUT ${DRAFTS}/one`)[1][1]?.body))).toEqual({
      values: { a: "typed before" },
      baseVersion: 4,
      olderDraft: "replace",
    });
  });

  it("keeps the draft of the edits typed since the load when the older draft is discarded, and only then drops it", async () => {
    const fetch = fakeServer({ [`GET ${DRAFTS}`]: { body: [draft(3)] }, [`PUT ${DRAFTS}/one`]: stored });
    await renderForm();
    const discard = await screen.findByRole("button", { name: "Discard" });
    await userEvent.type(screen.getByLabelText(/^A/), "!");
    await userEvent.click(discard);
    expect(screen.getByLabelText(/^A/)).toHaveValue("stored!");
    await waitFor(() => expect(calls(fetch, `PUT ${DRAFTS}/one`)).toHaveLength(1), { timeout: 4000 });
    expect(sentBody(fetch, `PUT ${DRAFTS}/one`)).toEqual({
      values: { a: "stored!" },
      baseVersion: 4,
      olderDraft: "replace",
    });
    expect(calls(fetch, `DELETE ${DRAFTS}/one`)).toHaveLength(0);
  });

  it("applies the typing kept beside an offered older draft, and still offers the older one", async () => {
    fakeServer({
      [`GET ${DRAFTS}`]: { body: [{ ...draft(4), values: { a: "typed since" } }, draft(3)] },
      [`PUT ${DRAFTS}/one`]: stored,
    });
    await renderForm();
    await screen.findByRole("button", { name: "Restore my draft" });
    expect(screen.getByLabelText(/^A/)).toHaveValue("typed since");
  });

  // The last second of typing before the browser closes: written at once, in the event itself.
  it("writes the pending draft at once when the page is hidden, with keepalive, before the event ends", async () => {
    const fetch = fakeServer({ [`GET ${DRAFTS}`]: { body: [] }, [`PUT ${DRAFTS}/one`]: stored });
    setSession({ login: "ada@example.org", token: "tok", admin: false });
    // Any answer of the server sets it; the page's first reads have.
    document.cookie = "XSRF-TOKEN=xsrf-from-server; path=/";
    await renderForm();
    await waitFor(() => expect(calls(fetch, `GET ${DRAFTS}`)).toHaveLength(1));
    const sent: Request[] = [];
    const stubbed = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(
        input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init),
      );
      return stubbed(input, init);
    });
    await userEvent.type(screen.getByLabelText(/^A/), "!");
    expect(sent).toHaveLength(0);
    window.dispatchEvent(new Event("pagehide"));
    // Sent inside the handler: nothing after it is sure to run once the page is closing.
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe("PUT");
    expect(sent[0].keepalive).toBe(true);
    expect(sent[0].headers.get("Authorization")).toBe("Bearer tok");
    expect(sent[0].headers.get("X-XSRF-TOKEN")).toBe("xsrf-from-server");
    expect(await sent[0].clone().json()).toEqual({
      values: { a: "stored!" },
      baseVersion: 4,
      olderDraft: "replace",
    });
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^Draft saved/));
  });

  it("asks before leaving a tab with unsaved changes: Stay keeps the tab, Leave opens the other", async () => {
    fakeServer({ [`GET ${DRAFTS}`]: { body: [] }, [`PUT ${DRAFTS}/one`]: stored });
    const router = await renderForm();
    await userEvent.type(screen.getByLabelText(/^A/), "!");
    await userEvent.click(screen.getByRole("tab", { name: /two/ }));
    const dialog = await screen.findByRole("dialog", { name: "Leave this tab?" });
    expect(dialog).toHaveTextContent("This tab has changes that are not saved. They are kept as a draft.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Stay on this tab" }));
    expect(router.state.location.pathname).toBe("/form/candform/one");
    await userEvent.click(screen.getByRole("tab", { name: /two/ }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Leave this tab?" })).getByRole("button", {
        name: "Leave",
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/form/candform/two"));
  });

  it("asks before Back leaves a tab with unsaved changes, the address staying the tab's until the candidate leaves", async () => {
    fakeServer({ [`GET ${DRAFTS}`]: { body: [] }, [`PUT ${DRAFTS}/one`]: stored });
    const router = await renderForm(false, ["/form/candform/two"]);
    await userEvent.type(screen.getByLabelText(/^A/), "!");
    await act(() => router.navigate(-1));
    const dialog = await screen.findByRole("dialog", { name: "Leave this tab?" });
    expect(router.state.location.pathname).toBe("/form/candform/one");
    await userEvent.click(within(dialog).getByRole("button", { name: "Stay on this tab" }));
    expect(router.state.location.pathname).toBe("/form/candform/one");
    expect(screen.getByLabelText(/^A/)).toHaveValue("stored!");
    await act(() => router.navigate(-1));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Leave this tab?" })).getByRole("button", {
        name: "Leave",
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/form/candform/two"));
  });

  it("lets the candidate leave without asking once the tab is saved", async () => {
    fakeServer({
      [`GET ${DRAFTS}`]: { body: [] },
      "POST /ws/form/candform/answer/3": {
        body: {
          result: "OK",
          version: 5,
          updated: "2025-01-02T10:00:00.000Z",
          data: { a: "stored!", one_validated: "O" },
          changed: ["a", "one_validated"],
          messages: [],
        },
      },
    });
    const router = await renderForm();
    await userEvent.type(screen.getByLabelText(/^A/), "!");
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/form/candform/two"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps no draft in admin mode", async () => {
    const fetch = fakeServer({});
    await renderForm(true);
    await userEvent.type(screen.getByLabelText(/^A/), "!");
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(fetch.mock.calls.some(([url]) => url.includes("/drafts"))).toBe(false);
  });
});
