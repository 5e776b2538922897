import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test-utils.tsx";
import { APPLICATION_TABS, ada, answerBody, journeyServer, tuitionAnswer } from "./test-kit.ts";

const PAYMENTS = "GET /ws/form/candform/answer/ada%40example.org/payments";

/** The payments answer with the tuition due (9500 €) at this status, and these payments. */
function payments(
  status: "paid" | "partly" | "unpaid" | "waived",
  paid: number,
  made: { amount: number; instalment?: number; method?: "card" | "transfer" | "waiver" }[] = [],
) {
  return {
    body: {
      result: "OK",
      payments: made.map((payment, index) => ({
        id: index + 1,
        nature: "tuition",
        instalment: payment.instalment ?? null,
        amount: payment.amount,
        method: payment.method ?? "card",
        paidAt: "2026-09-01T10:00:00.000Z",
        note: null,
        recordedBy: null,
      })),
      due: [
        {
          nature: "tuition",
          label: "Tuition fees",
          amount: 9500,
          paid,
          waived: status === "waived" ? 9500 : 0,
          outstanding: status === "waived" ? 0 : 9500 - paid,
          overpaid: 0,
          status,
        },
      ],
      status: status === "waived" ? "paid" : status,
    },
  };
}

const panel = () => screen.findByTestId("payments-tuition", {}, { timeout: 5000 });

describe("candidate payments panel (tuition tab)", { timeout: 20_000 }, () => {
  it("gives what is outstanding before the candidate confirmed the step", async () => {
    journeyServer(answerBody(tuitionAnswer(), APPLICATION_TABS), { [PAYMENTS]: payments("unpaid", 0) });
    renderApp("/form/candform", { session: ada });
    expect(within(await panel()).getByTestId("payment-status")).toHaveTextContent("Outstanding: €9,500.00");
    expect(within(await panel()).queryByRole("table")).toBeNull();
  });

  it("says the payment awaits confirmation once the step is confirmed and no money is recorded yet", async () => {
    journeyServer(answerBody(tuitionAnswer({ tuition_paiement_confirmation: "O" }), APPLICATION_TABS), {
      [PAYMENTS]: payments("unpaid", 0),
    });
    renderApp("/form/candform", { session: ada });
    expect(within(await panel()).getByTestId("payment-status")).toHaveTextContent(
      "Awaiting payment confirmation",
    );
  });

  it("says Paid and lists the payments received, in French too", async () => {
    journeyServer(answerBody(tuitionAnswer({ tuition_paiement_confirmation: "O" }), APPLICATION_TABS), {
      [PAYMENTS]: payments("paid", 9500, [
        { amount: 3166.66, instalment: 1 },
        { amount: 6333.34, method: "transfer" },
      ]),
    });
    renderApp("/form/candform", { session: ada, locale: "fr" });
    const section = await panel();
    expect(within(section).getByTestId("payment-status")).toHaveTextContent("Payé");
    const table = within(section).getByRole("table", { name: "Paiements reçus" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, " "))).toEqual([
      "1 sept. 2026Frais de scolarité (échéance 1)3 166,66 €Paiement par carte",
      "1 sept. 2026Frais de scolarité6 333,34 €Virement",
    ]);
  });

  it("refetches when the candidate comes back from the payment window", async () => {
    let read = 0;
    const fetch = journeyServer(answerBody(tuitionAnswer(), APPLICATION_TABS), {
      [PAYMENTS]: () => (read++ === 0 ? payments("unpaid", 0) : payments("paid", 9500, [{ amount: 9500 }])),
    });
    renderApp("/form/candform", { session: ada });
    expect(within(await panel()).getByTestId("payment-status")).toHaveTextContent("Outstanding");
    await act(async () => {
      window.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("focus"));
    });
    expect(await within(await panel()).findByText("Paid")).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith("/payments")).length).toBeGreaterThan(1);
  });
});
