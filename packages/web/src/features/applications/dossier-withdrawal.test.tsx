import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp, sentBody } from "../../test-utils.tsx";
import { boss, server } from "./dossier-test-kit.ts";

vi.mock("./dossier-pdf-js.ts", () => ({
  openPdf: () => ({ promise: Promise.reject(new Error("Invalid PDF structure.")), destroy: async () => {} }),
}));

const STANDING = "GET /ws/withdrawal/ada%40example.org";
const RECORD = "POST /ws/withdrawal/ada%40example.org";
const reasons = [
  { code: "visa", label: "Visa refused or not obtained in time" },
  { code: "other", label: "Another reason" },
];
const withdrawal = {
  reason: "visa",
  reasonLabel: "Visa refused or not obtained in time",
  comment: "Consulate closed",
  by: "office",
  byLogin: boss.login,
  at: "2027-06-01T10:00:00.000Z",
};

const section = async () =>
  within(await screen.findByRole("region", { name: "Withdrawal" }, { timeout: 5000 }));

describe("the dossier's withdrawal", () => {
  it("lets an administrator record a withdrawal with its reason, then shows it", async () => {
    const user = userEvent.setup();
    let withdrawn = false;
    const mock = server({
      [STANDING]: () => ({
        body: { result: "OK", withdrawal: withdrawn ? withdrawal : null, offer: null, reasons },
      }),
      [RECORD]: () => {
        withdrawn = true;
        return { body: { result: "OK", withdrawal, offer: null } };
      },
    });
    renderApp("/admin/applications/7", { session: boss });
    await user.click((await section()).getByRole("button", { name: "Record a withdrawal" }));
    const dialog = await screen.findByRole("dialog", { name: "Record the candidate's withdrawal" });
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "visa");
    await user.type(within(dialog).getByLabelText("Explanation"), "Consulate closed");
    await user.click(within(dialog).getByRole("button", { name: "Record the withdrawal" }));
    await waitFor(() =>
      expect(sentBody(mock, RECORD)).toEqual({ reason: "visa", comment: "Consulate closed" }),
    );
    const notice = await screen.findByTestId("dossier-withdrawn");
    expect(notice.textContent).toContain(`by the office (${boss.login})`);
    expect(notice.textContent).toContain("Visa refused or not obtained in time");
    expect(notice.textContent).toContain("Consulate closed");
  });

  it("shows a place offered from the waiting list with its deadline", async () => {
    server({
      [STANDING]: {
        body: {
          result: "OK",
          withdrawal: null,
          offer: { offeredAt: "2027-07-02T08:00:00.000Z", deadline: "2027-07-09T21:59:59.000Z" },
          reasons,
        },
      },
    });
    renderApp("/admin/applications/7", { session: boss });
    await section();
    expect((await screen.findByTestId("dossier-offer")).textContent).toMatch(
      /Place offered automatically on .*2027.*; to confirm by .*2027/,
    );
  });
});
