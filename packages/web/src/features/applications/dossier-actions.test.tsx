import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp, reportsTimeZone, sentBody } from "../../test-utils.tsx";
import { dateInDays } from "./dossier-actions-api.ts";
import { boss, dossier, payments, server } from "./dossier-test-kit.ts";

// pdf.js needs a canvas and a worker that jsdom lacks (dossier-pdf-pages.test.tsx draws real PDFs).
vi.mock("./dossier-pdf-js.ts", () => ({
  openPdf: () => ({ promise: Promise.reject(new Error("Invalid PDF structure.")), destroy: async () => {} }),
}));

const files = {
  "GET /ws/admin/answers/7/files/photo-1.jpg": { body: {} },
  "GET /ws/admin/answers/7/files/cv-1.pdf": { body: {} },
};

/** The answer of a review: the file as the dossier lists it, with its new review. */
function reviewed(status: "accepted" | "refused") {
  const file = dossier(7, "Ada", "Lovelace").files[1];
  return {
    status: 200,
    body: {
      result: "OK",
      file: {
        ...file,
        review: { ...file.review, status, by: boss.login, at: "2026-03-04T10:00:00.000Z" },
      },
    },
  };
}

async function openDossier() {
  const user = userEvent.setup();
  renderApp("/admin/applications/7", { session: boss });
  await screen.findByRole("region", { name: "Document viewer" }, { timeout: 8000 });
  return user;
}

/** Ada's tuition paid twice by card: 19,000 € received for 9,500 € due. */
const overpaid = {
  ...payments,
  status: "overpaid",
  due: [
    payments.due[0],
    { ...payments.due[1], paid: 19000, outstanding: 0, overpaid: 9500, status: "overpaid" },
  ],
  payments: [
    { ...payments.payments[0], instalment: null, amount: 9500, method: "card", recordedBy: null, note: null },
    {
      ...payments.payments[0],
      id: 2,
      instalment: null,
      amount: 9500,
      method: "card",
      recordedBy: null,
      note: null,
    },
  ],
};

describe("dossier actions", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:dossier"), revokeObjectURL: vi.fn() }),
    );
  });

  it("shows each document's review status and refuses one with a reason, a comment and a deadline", async () => {
    const fetch = server({ ...files, "PUT /ws/admin/answers/7/documents/cv-1.pdf": reviewed("refused") });
    const user = await openDossier();
    const list = screen.getByRole("group", { name: "Uploaded documents" });
    expect(within(list).getByRole("button", { name: /me\.jpg/ })).toHaveTextContent("Accepted");
    expect(within(list).getByRole("button", { name: /cv\.pdf/ })).toHaveTextContent("To check");
    await user.click(within(list).getByRole("button", { name: /cv\.pdf/ }));
    await user.click(screen.getByRole("button", { name: "Refuse cv.pdf" }));
    const form = screen.getByRole("form", { name: "Refuse cv.pdf" });
    const reason = within(form).getByLabelText("Reason");
    // Archived reasons are kept for past reviews but no longer offered.
    expect(
      within(reason)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a reason", "Unreadable scan", "Expired document"]);
    expect(within(form).getByLabelText("Deadline for the new document")).toHaveValue(dateInDays(14));
    await user.click(within(form).getByRole("button", { name: "Refuse and ask for a new one" }));
    expect(reason).toHaveAccessibleDescription("Choose the reason: the candidate reads it in their e-mail.");
    expect(fetch.mock.calls.some(([url, init]) => init.method === "PUT" && !reportsTimeZone(url))).toBe(
      false,
    );
    await user.selectOptions(reason, "expired");
    await user.type(
      within(form).getByLabelText("Comment for the candidate (optional)"),
      "Valid until 2025 only",
    );
    await user.click(within(form).getByRole("button", { name: "Refuse and ask for a new one" }));
    await vi.waitFor(() =>
      expect(sentBody(fetch, "PUT /ws/admin/answers/7/documents/cv-1.pdf")).toEqual({
        status: "refused",
        reason: "expired",
        deadline: dateInDays(14),
        comment: "Valid until 2025 only",
      }),
    );
  });

  it("accepts a document with one click", async () => {
    const fetch = server({ ...files, "PUT /ws/admin/answers/7/documents/cv-1.pdf": reviewed("accepted") });
    const user = await openDossier();
    // The photo is already accepted: accepting it again is pointless.
    expect(screen.getByRole("button", { name: "Accept me.jpg" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next document" }));
    await user.click(screen.getByRole("button", { name: "Accept cv.pdf" }));
    await vi.waitFor(() =>
      expect(sentBody(fetch, "PUT /ws/admin/answers/7/documents/cv-1.pdf")).toEqual({ status: "accepted" }),
    );
  });

  it("lists the requests with their state and asks for a missing document", async () => {
    const fetch = server({
      ...files,
      "POST /ws/admin/answers/7/document-requests": {
        status: 201,
        body: { result: "OK", request: dossier(7, "Ada", "Lovelace").documentRequests[0] },
      },
    });
    const user = await openDossier();
    const requests = screen.getByRole("region", { name: "Document requests" });
    expect(within(requests).getByText("Overdue")).toBeInTheDocument();
    expect(within(requests).getByText("Transcript")).toBeInTheDocument();
    expect(within(requests).getByText("Unreadable scan")).toBeInTheDocument();
    await user.click(within(requests).getByRole("button", { name: "Request a missing document" }));
    const form = within(requests).getByRole("form", { name: "Request a missing document" });
    await user.selectOptions(within(form).getByLabelText("Document"), "docs.0.doc_file");
    await user.selectOptions(within(form).getByLabelText("Reason"), "unreadable");
    await user.click(within(form).getByRole("button", { name: "Send the request" }));
    expect(
      await within(requests).findByText("Request sent; the candidate receives an e-mail."),
    ).toBeInTheDocument();
    expect(sentBody(fetch, "POST /ws/admin/answers/7/document-requests")).toEqual({
      field: "docs.0.doc_file",
      reason: "unreadable",
      deadline: dateInDays(14),
    });
  });

  it("asks the rank of a waiting list decision, clearing the tuition that goes with an admission", async () => {
    const fetch = server({
      ...files,
      "PUT /ws/admin/answers/7/decision": {
        body: {
          result: "OK",
          decision: { ...dossier(7, "Ada", "Lovelace").decision, admis: "L", rank: 3 },
          version: 4,
        },
      },
    });
    const user = await openDossier();
    const panel = screen.getByRole("region", { name: "Decision" });
    // Staff wording, never the candidate's "You are admitted" nor the stored code.
    expect(within(panel).getByRole("radio", { name: "Admitted" })).toBeChecked();
    expect(within(panel).queryByText(/You are|\(O\)/)).toBeNull();
    expect(within(panel).queryByLabelText("Rank on the waiting list")).toBeNull();
    await user.type(within(panel).getByLabelText("Tuition amount"), "9 500,5");
    await user.selectOptions(within(panel).getByLabelText("Motivation"), "level");
    await user.click(within(panel).getByRole("radio", { name: "Waiting list" }));
    // Tuition and motivation went with the admission (issue "day one", item 7): cleared, and said.
    expect(within(panel).queryByLabelText("Tuition amount")).toBeNull();
    expect(within(panel).getByLabelText("Motivation")).toHaveValue("");
    expect(
      within(panel).getByText(
        "Cleared, as they went with the previous decision: Motivation, Tuition amount.",
      ),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Save the decision" }));
    const rank = within(panel).getByLabelText("Rank on the waiting list");
    expect(rank).toHaveAccessibleDescription("Give the rank on the waiting list (a whole number from 1).");
    expect(fetch.mock.calls.some(([url, init]) => init.method === "PUT" && !reportsTimeZone(url))).toBe(
      false,
    );
    await user.type(rank, "3");
    await user.selectOptions(within(panel).getByLabelText("Motivation"), "level");
    await user.click(within(panel).getByLabelText("Show the motivation to the candidate"));
    await user.selectOptions(within(panel).getByLabelText("Scholarship decision"), "TFW");
    await user.click(within(panel).getByRole("button", { name: "Save the decision" }));
    expect(await within(panel).findByText("Decision saved.")).toBeInTheDocument();
    expect(sentBody(fetch, "PUT /ws/admin/answers/7/decision")).toEqual({
      admis: "L",
      motivation: "level",
      motivationVisible: true,
      rank: 3,
      decisionbourse: "TFW",
      montant_ins: null,
      version: 3,
    });
  });

  it("sends an admitted candidate's tuition in euros with 2 decimals, and offers no award on refusal", async () => {
    const fetch = server({
      ...files,
      "PUT /ws/admin/answers/7/decision": {
        body: { result: "OK", decision: dossier(7, "Ada", "Lovelace").decision, version: 4 },
      },
    });
    const user = await openDossier();
    const panel = screen.getByRole("region", { name: "Decision" });
    await user.click(within(panel).getByRole("radio", { name: "Not admitted" }));
    const scholarship = within(panel).getByLabelText("Scholarship decision");
    expect(within(scholarship).queryByRole("option", { name: "Tuition fee waiver" })).toBeNull();
    await user.click(within(panel).getByRole("radio", { name: "Admitted" }));
    await user.type(within(panel).getByLabelText("Tuition amount"), "9 500,5");
    await user.click(within(panel).getByRole("button", { name: "Save the decision" }));
    expect(await within(panel).findByText("Decision saved.")).toBeInTheDocument();
    expect(sentBody(fetch, "PUT /ws/admin/answers/7/decision")).toMatchObject({
      admis: "O",
      montant_ins: 9500.5,
    });
  });

  it("shows the server's refusal of the tuition, in staff wording, under the amount", async () => {
    const refusal =
      "the candidate has already confirmed the tuition payment: the amount can no longer change";
    server({
      ...files,
      "PUT /ws/admin/answers/7/decision": {
        status: 409,
        body: {
          result: "error",
          code: "WRONG_STATE",
          message: `Tuition fees due (euros): ${refusal}`,
          errors: { montant_ins: [refusal] },
        },
      },
    });
    const user = await openDossier();
    const panel = screen.getByRole("region", { name: "Decision" });
    const amount = within(panel).getByLabelText("Tuition amount");
    await user.type(amount, "100");
    await user.click(within(panel).getByRole("button", { name: "Save the decision" }));
    await vi.waitFor(() => expect(amount).toHaveAccessibleDescription(refusal));
    expect(amount).toHaveClass("is-invalid");
    expect(within(panel).queryByRole("alert")).toBeNull();
  });

  it("refuses an amount with more than 2 decimals before sending it", async () => {
    const fetch = server(files);
    const user = await openDossier();
    const panel = screen.getByRole("region", { name: "Decision" });
    const amount = within(panel).getByLabelText("Tuition amount");
    await user.type(amount, "12.345");
    await user.click(within(panel).getByRole("button", { name: "Save the decision" }));
    expect(amount).toHaveAccessibleDescription(
      "Give an amount in euros with at most 2 decimals, e.g. 9500 or 9500.50.",
    );
    expect(fetch.mock.calls.some(([url, init]) => init.method === "PUT" && !reportsTimeZone(url))).toBe(
      false,
    );
  });

  it("shows the server's refusal of a field under that field", async () => {
    server({
      ...files,
      "PUT /ws/admin/answers/7/decision": {
        status: 400,
        body: {
          result: "error",
          code: "VALIDATION",
          message: "“TFW” is not a scholarship decision for this application: use one of --, NA",
          errors: {
            decisionbourse: ["“TFW” is not a scholarship decision for this application: use one of --, NA"],
          },
        },
      },
    });
    const user = await openDossier();
    const panel = screen.getByRole("region", { name: "Decision" });
    const scholarship = within(panel).getByLabelText("Scholarship decision");
    await user.selectOptions(scholarship, "TFW");
    await user.click(within(panel).getByRole("button", { name: "Save the decision" }));
    await vi.waitFor(() =>
      expect(scholarship).toHaveAccessibleDescription(
        "“TFW” is not a scholarship decision for this application: use one of --, NA",
      ),
    );
    expect(within(panel).queryByText("Decision saved.")).toBeNull();
  });

  it("shows what is due, paid and outstanding, and lets an administrator record a transfer", async () => {
    const fetch = server({
      ...files,
      "POST /ws/admin/answers/7/payments": {
        status: 201,
        body: { result: "OK", payment: { ...payments.payments[0], id: 2, amount: 6500, instalment: null } },
      },
    });
    const user = await openDossier();
    const panel = screen.getByRole("region", { name: "Payments" });
    const tuition = (await within(panel).findByRole("rowheader", { name: /Tuition/ })).closest("tr")!;
    expect(
      within(tuition)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["€9,500.00", "€3,000.00", "€6,500.00"]);
    expect(within(tuition).getByText("Partly paid")).toBeInTheDocument();
    expect(within(panel).getByText(/€3,000.00 — Bank transfer/)).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Record a payment" }));
    const form = within(panel).getByRole("form", { name: "Record a payment" });
    await user.selectOptions(within(form).getByLabelText("Payment"), "tuition");
    await user.type(within(form).getByLabelText("Amount"), "6500");
    await user.clear(within(form).getByLabelText("Date received"));
    await user.type(within(form).getByLabelText("Date received"), "2026-03-06");
    await user.type(within(form).getByLabelText("Note"), "Bank ref 43");
    await user.click(within(form).getByRole("button", { name: "Record the payment" }));
    expect(await within(panel).findByText("Payment recorded.")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /ws/admin/answers/7/payments")).toEqual({
      nature: "tuition",
      amount: 6500,
      method: "transfer",
      note: "Bank ref 43",
      paidAt: new Date(2026, 2, 6, 12).toISOString(),
    });
  });

  it("offers reviewers no payment recording", async () => {
    server({ ...files, "GET /ws/admin/answers/7/payments": { body: overpaid } });
    renderApp("/admin/applications/7", { session: { ...boss, admin: false } });
    const panel = await screen.findByRole("region", { name: "Payments" }, { timeout: 8000 });
    await within(panel).findByText("Overpaid", { selector: "p .badge" });
    expect(within(panel).getByTestId("overpayments")).toHaveTextContent(
      "Tuition: overpaid by €9,500.00 — to refund",
    );
    expect(within(panel).queryByRole("button", { name: "Record a payment" })).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Record the refund" })).toBeNull();
  });

  // Why: a tuition paid in two windows was shown as "Paid"; the office sees what to refund.
  it("shows an overpayment to refund and records the refund, its amount filled in", async () => {
    const fetch = server({
      ...files,
      "GET /ws/admin/answers/7/payments": { body: overpaid },
      "POST /ws/admin/answers/7/payments": {
        status: 201,
        body: {
          result: "OK",
          payment: { ...payments.payments[0], id: 3, amount: 9500, instalment: null, method: "refund" },
        },
      },
    });
    const user = await openDossier();
    const panel = screen.getByRole("region", { name: "Payments" });
    const notice = await within(panel).findByTestId("overpayments");
    expect(notice).toHaveTextContent("Tuition: overpaid by €9,500.00 — to refund");
    await user.click(within(notice).getByRole("button", { name: "Record the refund" }));
    const form = within(panel).getByRole("form", { name: "Record a payment" });
    expect(within(form).getByLabelText("Payment")).toHaveValue("tuition");
    expect(within(form).getByLabelText("Method")).toHaveValue("refund");
    expect(within(form).getByLabelText("Amount")).toHaveValue("9500");
    await user.type(within(form).getByLabelText("Note"), "Second card payment refunded");
    await user.click(within(form).getByRole("button", { name: "Record the payment" }));
    expect(await within(panel).findByText("Payment recorded.")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /ws/admin/answers/7/payments")).toMatchObject({
      nature: "tuition",
      amount: 9500,
      method: "refund",
      note: "Second card payment refunded",
    });
  });

  it("offers a reviewer of the jury no decision, document check or request: only the reading and the notes (issue #35)", async () => {
    server(files);
    renderApp("/admin/applications/7", {
      session: { login: "rev@example.org", token: "tok-rev", admin: false, role: "reviewer" },
    });
    await screen.findByRole("region", { name: "Document viewer" }, { timeout: 8000 });
    const panel = screen.getByRole("region", { name: "Decision" });
    expect(within(panel).getByText(/you can read it and add internal notes/)).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Save the decision" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Accept me.jpg" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Refuse cv.pdf" })).toBeNull();
    const requests = screen.getByRole("region", { name: "Document requests" });
    expect(within(requests).queryByRole("button", { name: "Request a missing document" })).toBeNull();
  });
});
