import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test-utils.tsx";
import {
  APPLICATION_TABS,
  ada,
  answerBody,
  fullApplication,
  journeyServer,
  tuitionAnswer,
} from "./test-kit.ts";

const PAYMENTS = "GET /ws/form/candform/answer/ada%40example.org/payments";

type Nature = "application_fee" | "tuition";

/** The payments answer: one nature due at this amount, these payments received (card unless said). */
function payments(
  nature: Nature,
  amount: number,
  made: { amount: number; method?: "card" | "transfer" | "waiver"; paidAt?: string }[] = [],
) {
  const paid = made.filter((p) => p.method !== "waiver").reduce((sum, p) => sum + p.amount, 0);
  const waived = made.some((p) => p.method === "waiver");
  const outstanding = waived ? 0 : Math.max(0, amount - paid);
  const overpaid = Math.max(0, paid - amount);
  const status = overpaid > 0 ? "overpaid" : waived ? "waived" : outstanding === 0 ? "paid" : "unpaid";
  return {
    body: {
      result: "OK",
      payments: made.map((payment, index) => ({
        id: index + 1,
        nature,
        instalment: null,
        amount: payment.amount,
        method: payment.method ?? "card",
        paidAt: payment.paidAt ?? "2026-09-01T10:00:00.000Z",
        note: null,
        recordedBy: null,
      })),
      due: [
        {
          nature,
          label: nature,
          amount,
          paid,
          waived: made.filter((p) => p.method === "waiver").reduce((sum, p) => sum + p.amount, 0),
          outstanding,
          overpaid,
          status,
        },
      ],
      status: status === "waived" ? "paid" : status,
    },
  };
}

const payInFull = () => screen.queryByRole("button", { name: "Pay the tuition fees in full" });

/*
 * Why: after paying the tuition in full the pay buttons stayed, and a second card payment went
 * through. Once the server says nothing is left to pay, nothing is offered to pay.
 */
describe("payment buttons and the server's payments", { timeout: 20_000 }, () => {
  it("offers to pay the tuition while it is due", async () => {
    journeyServer(answerBody(tuitionAnswer(), APPLICATION_TABS), { [PAYMENTS]: payments("tuition", 9500) });
    renderApp("/form/candform", { session: ada });
    await screen.findByTestId("payments-tuition", {}, { timeout: 10_000 });
    expect(payInFull()).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay the tuition fees in three instalments" })).toBeVisible();
  });

  it("offers no pay button once the tuition is paid in full", async () => {
    journeyServer(answerBody(tuitionAnswer(), APPLICATION_TABS), {
      [PAYMENTS]: payments("tuition", 9500, [{ amount: 9500 }]),
    });
    renderApp("/form/candform", { session: ada });
    const section = await screen.findByTestId("payments-tuition", {}, { timeout: 10_000 });
    expect(within(section).getByTestId("payment-status")).toHaveTextContent("Paid");
    expect(payInFull()).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay the tuition fees in three instalments" })).toBeNull();
    // Confirming the step stays possible.
    expect(screen.getByRole("button", { name: "Confirm tuition payment" })).toBeVisible();
  });

  it("hides the pay buttons when the candidate comes back from the payment window (focus alone)", async () => {
    let read = 0;
    journeyServer(answerBody(tuitionAnswer(), APPLICATION_TABS), {
      [PAYMENTS]: () =>
        read++ === 0 ? payments("tuition", 9500) : payments("tuition", 9500, [{ amount: 9500 }]),
    });
    renderApp("/form/candform", { session: ada });
    await screen.findByTestId("payments-tuition", {}, { timeout: 10_000 });
    expect(payInFull()).toBeInTheDocument();
    // A pop-up closing leaves the portal's tab visible: no visibilitychange, only the focus.
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
    });
    await within(screen.getByTestId("payments-tuition")).findByText("Paid");
    expect(payInFull()).toBeNull();
  });

  it("says the fee was paid online and needs no proof, in English and French", async () => {
    const unpaidProof = fullApplication({ step: "payment", show_payment: "O" });
    delete unpaidProof.proof_of_payment;
    for (const [locale, text] of [
      ["en", "Paid online on 2 March 2026 — no proof needed."],
      ["fr", "Payés en ligne le 2 mars 2026 — aucun justificatif n'est nécessaire."],
    ] as const) {
      journeyServer(answerBody(unpaidProof), {
        [PAYMENTS]: payments("application_fee", 100, [{ amount: 100, paidAt: "2026-03-02T09:00:00.000Z" }]),
      });
      const view = renderApp("/form/candform/payment", { session: ada, locale });
      expect(await screen.findByText(text, {}, { timeout: 10_000 })).toBeVisible();
      expect(
        screen.queryByRole("button", {
          name:
            locale === "en" ? "Pay the application fee online" : "Payer les frais de candidature en ligne",
        }),
      ).toBeNull();
      view.unmount();
    }
  });
});
