import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp, sentBody } from "../../test-utils.tsx";
import { boss, payments, server } from "./dossier-test-kit.ts";

// pdf.js needs a canvas and a worker that jsdom lacks (dossier-pdf-pages.test.tsx draws real PDFs).
vi.mock("./dossier-pdf-js.ts", () => ({
  openPdf: () => ({ promise: Promise.reject(new Error("Invalid PDF structure.")), destroy: async () => {} }),
}));

const files = {
  "GET /ws/admin/answers/7/files/photo-1.jpg": { body: {} },
  "GET /ws/admin/answers/7/files/cv-1.pdf": { body: {} },
};

const waiverRow = (amount: number) => ({
  result: "OK",
  payment: {
    ...payments.payments[0],
    id: 5,
    instalment: null,
    amount,
    method: "waiver",
    note: "Hardship",
  },
});

async function openWaiverDialog() {
  const user = userEvent.setup();
  renderApp("/admin/applications/7", { session: boss });
  const panel = await screen.findByRole("region", { name: "Payments" }, { timeout: 8000 });
  await within(panel).findByRole("rowheader", { name: /Tuition/ });
  await user.click(within(panel).getByRole("button", { name: "Waive a fee" }));
  return { user, panel, dialog: await screen.findByRole("dialog", { name: "Waive a fee" }) };
}

describe("the dossier's Waive a fee dialog", () => {
  it("offers only what is still due, and waives all of it with a reason", async () => {
    const fetch = server({
      ...files,
      "POST /ws/admin/answers/7/waivers": { status: 201, body: waiverRow(6500) },
    });
    const { user, panel, dialog } = await openWaiverDialog();
    const nature = within(dialog).getByLabelText("Payment");
    // The application fee is paid: only the tuition is left to waive.
    expect(
      within(nature)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Tuition"]);
    expect(nature).toHaveAccessibleDescription("Still due: €6,500.00");
    expect(within(dialog).getByLabelText("All that is still due")).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Waive" }));
    expect(within(dialog).getByLabelText("Reason")).toHaveAccessibleDescription(
      /Say why the fee is waived\./,
    );
    expect(sentBody(fetch, "POST /ws/admin/answers/7/waivers")).toBeUndefined();
    await user.type(within(dialog).getByLabelText("Reason"), " Hardship ");
    await user.click(within(dialog).getByRole("button", { name: "Waive" }));
    expect(await within(panel).findByText("Tuition: €6,500.00 waived.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sentBody(fetch, "POST /ws/admin/answers/7/waivers")).toEqual({
      nature: "tuition",
      reason: "Hardship",
    });
  });

  it("waives a part, checks the amount, and shows the server's refusal in the dialog", async () => {
    const fetch = server({
      ...files,
      "POST /ws/admin/answers/7/waivers": {
        status: 400,
        body: {
          result: "error",
          code: "WAIVER_AMOUNT",
          message: "At most €6,500.00 is still due for “Tuition”: waive that much or less.",
        },
      },
    });
    const { user, dialog } = await openWaiverDialog();
    await user.click(within(dialog).getByLabelText("Part of it"));
    await user.type(within(dialog).getByLabelText("Reason"), "Agreement");
    const amount = within(dialog).getByLabelText("Amount to waive");
    await user.type(amount, "abc");
    await user.click(within(dialog).getByRole("button", { name: "Waive" }));
    expect(amount).toHaveAccessibleDescription("Enter an amount in euros above 0, with at most 2 decimals.");
    await user.clear(amount);
    await user.type(amount, "7 000,5");
    await user.click(within(dialog).getByRole("button", { name: "Waive" }));
    expect(await within(dialog).findByText(/At most €6,500.00 is still due/)).toBeInTheDocument();
    expect(sentBody(fetch, "POST /ws/admin/answers/7/waivers")).toEqual({
      nature: "tuition",
      reason: "Agreement",
      amount: 7000.5,
    });
  });

  it("offers reviewers no waiver", async () => {
    server(files);
    renderApp("/admin/applications/7", { session: { ...boss, admin: false } });
    const panel = await screen.findByRole("region", { name: "Payments" }, { timeout: 8000 });
    await within(panel).findByRole("rowheader", { name: /Tuition/ });
    expect(within(panel).queryByRole("button", { name: "Waive a fee" })).toBeNull();
  });
});
