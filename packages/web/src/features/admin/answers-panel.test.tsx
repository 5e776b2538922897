import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { fakeServer, renderApp, schemaAnswer } from "../../test-utils.tsx";

const admin = { login: "admin@example.org", token: "tok-admin", admin: true };
const item = (id: number, login: string) => ({
  id,
  login,
  created: "2025-01-02T10:00:00.000Z",
  updated: "2025-03-04T11:30:00.000Z",
  fields: {},
});

function server() {
  return fakeServer({
    "GET /ws/form/candform/schema": schemaAnswer(admin.login, true),
    "GET /ws/form/candform/answers": (_init, url) => {
      const params = new URL(url).searchParams;
      if (params.get("q") === "bob")
        return { body: { result: "OK", total: 1, items: [item(2, "bob@example.org")], nextCursor: null } };
      if (params.get("cursor") === "page2")
        return { body: { result: "OK", total: 3, items: [item(1, "cid@example.org")], nextCursor: null } };
      return {
        body: {
          result: "OK",
          total: 3,
          items: [item(3, "ada@example.org"), item(2, "bob@example.org")],
          nextCursor: "page2",
        },
      };
    },
    "GET /ws/form/candform/answer/bob%40example.org": {
      body: {
        result: "OK",
        id: 2,
        login: "bob@example.org",
        version: 4,
        campaign: 2025,
        data: { familyName: "Martin", candidat_validation: "O" },
        created: "2025-01-02T10:00:00.000Z",
        updated: "2025-03-04T11:30:00.000Z",
        readOnlyTabs: [],
      },
    },
  });
}

describe("admin side panel", () => {
  it("lists answers by id and login with last modified and created, and a count on the tab heading", async () => {
    const fetch = server();
    renderApp("/form/candform", { session: admin });
    const entry = await screen.findByRole("button", { name: /#3 ada@example.org/ }, { timeout: 5000 });
    expect(entry).toHaveTextContent("Last modified: 04/03/2025");
    expect(entry).toHaveTextContent("Created: 02/01/2025");
    expect(screen.getByRole("tab", { name: /Answers/ })).toHaveTextContent("Answers 3");
    expect(screen.getByText("Choose an answer in the list to open it.")).toBeInTheDocument();
    const url = new URL(
      String(fetch.mock.calls.find(([u]) => String(u).includes("/answers"))![0]),
      location.href,
    );
    expect(url.searchParams.get("limit")).toBe("50");
  });

  it("loads the next page with Load more", async () => {
    server();
    const user = userEvent.setup();
    renderApp("/form/candform", { session: admin });
    await user.click(await screen.findByRole("button", { name: "Load more" }, { timeout: 5000 }));
    expect(await screen.findByRole("button", { name: /#1 cid@example.org/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("searches", async () => {
    server();
    const user = userEvent.setup();
    renderApp("/form/candform", { session: admin });
    await user.type(
      await screen.findByRole("searchbox", { name: "Search by login or name" }, { timeout: 5000 }),
      "bob",
    );
    await waitFor(() => expect(screen.queryByRole("button", { name: /ada@example.org/ })).toBeNull());
    expect(screen.getByRole("button", { name: /#2 bob@example.org/ })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /Answers/ })).toHaveTextContent("Answers 1");
  });

  it("opens an answer in admin mode: highlighted in the list, every tab visible, nothing locked", async () => {
    server();
    const user = userEvent.setup();
    const { router } = renderApp("/form/candform", { session: admin });
    await user.click(await screen.findByRole("button", { name: /#2 bob@example.org/ }, { timeout: 5000 }));
    expect(
      await screen.findByText("Answer of bob@example.org (admin mode: every tab is open)"),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /#2 bob@example.org/ })).toHaveClass("active");
    expect(router.state.location.search).toBe("?login=bob%40example.org");
    // The form itself renders a task after its store (AnswerForm's deferFirstRender).
    const formTabs = () => screen.queryAllByRole("tab").filter((tab) => tab.id.startsWith("form-tab-"));
    await waitFor(() =>
      expect(formTabs().map((tab) => tab.textContent)).toEqual(candform.tabs.map((tab) => tab.title.en)),
    );
    const tabs = formTabs();
    expect(tabs.every((tab) => tab.getAttribute("aria-disabled") !== "true")).toBe(true);
    await user.click(screen.getByRole("tab", { name: "Personal information" }));
    expect(screen.getByRole("textbox", { name: "Family name" })).toHaveValue("Martin");
    expect(screen.getByRole("textbox", { name: "Family name" })).toBeEnabled();
    expect(within(screen.getByRole("tab", { name: /Answers/ })).getByText("3")).toBeInTheDocument();
  });
});
