import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { fakeServer, renderApp, schemaAnswer, sentBody } from "../../test-utils.tsx";

const ada = { login: "ada@example.org", token: "t", admin: false, role: "candidate" as const };
const STANDING = "GET /ws/withdrawal/ada%40example.org";
const WITHDRAW = "POST /ws/withdrawal/ada%40example.org";

const reasons = [
  { code: "other_offer", label: "I accepted another offer" },
  { code: "visa", label: "Visa refused or not obtained in time" },
  { code: "other", label: "Another reason" },
];

function server(standing: Record<string, unknown>, data: Record<string, unknown> = completeApplication()) {
  return fakeServer({
    "GET /ws/form/candform/schema": schemaAnswer(ada.login),
    "GET /ws/form/candform/answer/ada%40example.org": {
      body: {
        result: "OK",
        id: 7,
        login: ada.login,
        version: 3,
        campaign: 2025,
        data,
        created: "2026-10-01T10:00:00.000Z",
        updated: "2026-10-02T10:00:00.000Z",
        readOnlyTabs: [],
        documentRequests: [],
      },
    },
    [STANDING]: { body: { result: "OK", withdrawal: null, offer: null, reasons, ...standing } },
    [WITHDRAW]: {
      body: {
        result: "OK",
        withdrawal: {
          reason: "other",
          reasonLabel: "Another reason",
          comment: "Moving abroad",
          by: "candidate",
          at: "2027-06-01T10:00:00.000Z",
        },
        offer: null,
      },
    },
  });
}

const withdrawButton = () =>
  screen.findByRole("button", { name: "Withdraw my application" }, { timeout: 5000 });

describe("withdrawing from the candidate's home", () => {
  it("asks for a reason, an explanation with another reason, then withdraws", async () => {
    const user = userEvent.setup();
    const mock = server({});
    renderApp("/", { session: ada });
    await user.click(await withdrawButton());
    const dialog = await screen.findByRole("dialog", { name: "Withdraw your application?" });
    const confirm = within(dialog).getByRole("button", { name: "Withdraw my application" });

    await user.click(confirm);
    expect(within(dialog).getByText("Choose a reason for withdrawing.")).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "other");
    await user.click(confirm);
    expect(within(dialog).getByText("Explain your reason in a few words.")).toBeTruthy();
    expect(sentBody(mock, WITHDRAW)).toBeUndefined();

    await user.type(within(dialog).getByLabelText("Explanation"), "Moving abroad");
    await user.click(confirm);
    await waitFor(() =>
      expect(sentBody(mock, WITHDRAW)).toEqual({ reason: "other", comment: "Moving abroad" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the application when the candidate changes their mind", async () => {
    const user = userEvent.setup();
    const mock = server({});
    renderApp("/", { session: ada });
    await user.click(await withdrawButton());
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Keep my application" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sentBody(mock, WITHDRAW)).toBeUndefined();
  });

  it("tells a withdrawn candidate when and why, with no way to withdraw again", async () => {
    server({
      withdrawal: {
        reason: "deadline",
        reasonLabel: "Registration not confirmed by the deadline",
        comment: null,
        by: "deadline",
        at: "2027-07-02T08:00:00.000Z",
      },
    });
    renderApp("/", { session: ada });
    const notice = await screen.findByTestId("withdrawn-notice", {}, { timeout: 5000 });
    expect(notice.textContent).toMatch(
      /Your place was released on 2 July 2027.*not confirmed by the deadline/,
    );
    expect(screen.queryByRole("button", { name: "Withdraw my application" })).toBeNull();
  });
});

describe("a place offered from the waiting list", () => {
  it("shows the offer with the candidate's own deadline, in their language", async () => {
    server({ offer: { offeredAt: "2027-07-02T08:00:00.000Z", deadline: "2027-07-09T21:59:59.000Z" } });
    renderApp("/", { session: ada, locale: "fr" });
    const notice = await screen.findByTestId("offer-notice", {}, { timeout: 5000 });
    expect(within(notice).getByRole("heading").textContent).toBe("Une place vous est proposée");
    expect(notice.textContent).toMatch(/Confirmez votre inscription avant le \d+ juillet 2027/);
  });

  it("no longer shows the offer once the registration is confirmed", async () => {
    server(
      { offer: { offeredAt: "2027-07-02T08:00:00.000Z", deadline: "2027-07-09T21:59:59.000Z" } },
      completeApplication({ candidat_validation: "O", admis: "O", candidat_confirmation: "O" }),
    );
    renderApp("/", { session: ada });
    await withdrawButton();
    expect(screen.queryByTestId("offer-notice")).toBeNull();
  });
});
