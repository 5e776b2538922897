import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp, sentBody } from "../../test-utils.tsx";

const boss = { login: "boss@example.org", token: "tok-boss", admin: true, role: "administrator" as const };
const reviewer = { login: "rev@example.org", token: "tok-rev", admin: false, role: "reviewer" as const };

const reason = (id: number, code: string, position: number, archived = false) => ({
  id,
  kind: "document" as const,
  code,
  labelEn: `${code} in English`,
  labelFr: `${code} en français`,
  position,
  archived,
});
const blurred = reason(1, "blurred", 1);
const expired = reason(2, "expired", 2);
const old = reason(3, "old_form", 3, true);

/** A fake server whose GET reflects what the page sent (the body of the last PATCH of each reason). */
function server() {
  const document = [blurred, expired, old];
  const motivation = [{ ...reason(9, "level", 1), kind: "motivation" as const }];
  return fakeServer({
    "GET /ws/admin/reasons": (_init, url) => ({
      body: {
        result: "OK",
        reasons: new URL(url).searchParams.get("kind") === "motivation" ? motivation : document,
      },
    }),
    "POST /ws/admin/reasons": (init) => {
      const added = { ...reason(4, "", 4), ...(JSON.parse(String(init.body)) as object) };
      document.push(added);
      return { status: 201, body: { result: "OK", reason: added } };
    },
    "PATCH /ws/admin/reasons/1": (init) => {
      Object.assign(document[0]!, JSON.parse(String(init.body)));
      return { body: { result: "OK", reason: document[0] } };
    },
    "PATCH /ws/admin/reasons/2": (init) => {
      Object.assign(document[1]!, JSON.parse(String(init.body)));
      return { body: { result: "OK", reason: document[1] } };
    },
    "PATCH /ws/admin/reasons/3": (init) => {
      Object.assign(document[2]!, JSON.parse(String(init.body)));
      return { body: { result: "OK", reason: document[2] } };
    },
  });
}

const bodiesOf = (fetch: ReturnType<typeof server>, key: string) =>
  fetch.mock.calls
    .filter(([url, init]) => `${init?.method} ${new URL(url, window.location.href).pathname}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

async function documentList() {
  const user = userEvent.setup();
  renderApp("/admin/reasons", { session: boss });
  const section = await screen.findByRole("region", { name: "Document refusal reasons" }, { timeout: 5000 });
  await within(section).findByText("blurred");
  return { user, list: within(section) };
}

describe("reasons page", () => {
  it("lists both catalogues, archived reasons flagged", async () => {
    server();
    const { list } = await documentList();
    expect(list.getByRole("button", { name: "Restore old_form" })).toBeInTheDocument();
    expect(list.getByText("Archived")).toBeInTheDocument();
    const motivations = screen.getByRole("region", { name: "Decision motivations" });
    expect(await within(motivations).findByText("level")).toBeInTheDocument();
  });

  it("adds a reason with its kind, code and two labels", async () => {
    const fetch = server();
    const { user, list } = await documentList();
    const form = list.getByRole("form", { name: "Add a reason (Document refusal reasons)" });
    await user.type(within(form).getByLabelText("Code"), "unsigned ");
    await user.type(within(form).getByLabelText("English label"), "Not signed");
    await user.type(within(form).getByLabelText("French label"), "Non signé");
    await user.click(within(form).getByRole("button", { name: "Add" }));
    expect(await list.findByText("Reason unsigned added.")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /ws/admin/reasons")).toEqual({
      kind: "document",
      code: "unsigned",
      labelEn: "Not signed",
      labelFr: "Non signé",
    });
    expect(within(form).getByLabelText("Code")).toHaveValue("");
  });

  it("archives and restores with PATCH {archived}", async () => {
    const fetch = server();
    const { user, list } = await documentList();
    await user.click(list.getByRole("button", { name: "Archive blurred" }));
    expect(await list.findByRole("button", { name: "Restore blurred" })).toBeInTheDocument();
    await user.click(list.getByRole("button", { name: "Restore old_form" }));
    await waitFor(() => expect(bodiesOf(fetch, "PATCH /ws/admin/reasons/3")).toEqual([{ archived: false }]));
    expect(bodiesOf(fetch, "PATCH /ws/admin/reasons/1")).toEqual([{ archived: true }]);
  });

  it("saves edited labels and moves a reason down by swapping positions", async () => {
    const fetch = server();
    const { user, list } = await documentList();
    const english = list.getByRole("textbox", { name: "English label (blurred)" });
    await user.clear(english);
    await user.type(english, "Unreadable");
    await user.click(list.getByRole("button", { name: "Save labels of blurred" }));
    expect(await list.findByText("Reason blurred saved.")).toBeInTheDocument();
    expect(bodiesOf(fetch, "PATCH /ws/admin/reasons/1")).toEqual([
      { labelEn: "Unreadable", labelFr: "blurred en français" },
    ]);

    expect(list.getByRole("button", { name: "Move blurred up" })).toBeDisabled();
    await user.click(list.getByRole("button", { name: "Move blurred down" }));
    await waitFor(() => expect(bodiesOf(fetch, "PATCH /ws/admin/reasons/2")).toEqual([{ position: 1 }]));
    expect(bodiesOf(fetch, "PATCH /ws/admin/reasons/1").at(-1)).toEqual({ position: 2 });
  });

  it("is for administrators: a reviewer gets a notice and no call is made", async () => {
    const fetch = server();
    renderApp("/admin/reasons", { session: reviewer });
    expect(
      await screen.findByText("This page is for administrators.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/admin/reasons"))).toBe(false);
  });
});
