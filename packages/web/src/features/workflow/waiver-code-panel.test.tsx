import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, sentBody } from "../../test-utils.tsx";
import { ada, answerBody, fullApplication, journeyServer } from "./test-kit.ts";

const PAYMENTS = "GET /ws/form/candform/answer/ada%40example.org/payments";
const APPLY = "POST /ws/payment/ada%40example.org/application_fee/waiver-code";

/** The application fee due (100 €) with `waived` of it waived. */
function fee(waived: number) {
  const outstanding = 100 - waived;
  return {
    body: {
      result: "OK",
      payments:
        waived > 0
          ? [
              {
                id: 1,
                nature: "application_fee",
                instalment: null,
                amount: waived,
                method: "waiver",
                paidAt: "2026-03-02T09:00:00.000Z",
                note: "HALF",
                recordedBy: null,
              },
            ]
          : [],
      due: [
        {
          nature: "application_fee",
          label: "Application fee",
          amount: 100,
          paid: 0,
          waived,
          outstanding,
          overpaid: 0,
          status: outstanding === 0 ? "waived" : waived > 0 ? "partly" : "unpaid",
        },
      ],
      status: outstanding === 0 ? "paid" : waived > 0 ? "partly" : "unpaid",
    },
  };
}

/** The server's answer to a code: what it took off, what is left. */
const applied = (waived: number) => ({
  body: {
    result: "OK",
    code: "HALF",
    waived,
    outstanding: 100 - waived,
    payment: fee(waived).body.payments[0],
  },
});

const payButton = () => screen.queryByRole("button", { name: "Pay the application fee online" });

/** The payment tab of an application whose fee is not paid yet, its pay button shown. */
function paymentTab(handlers: Parameters<typeof journeyServer>[1], locale: "en" | "fr" = "en") {
  const values = fullApplication({ step: "payment", show_payment: "O" });
  delete values.proof_of_payment;
  const fetch = journeyServer(answerBody(values), handlers);
  renderApp("/form/candform/payment", { session: ada, locale });
  return fetch;
}

describe("the waiver code field at payment", { timeout: 20_000 }, () => {
  it("applies a code for part of the fee: says what is left, the pay button stays", async () => {
    let read = 0;
    const fetch = paymentTab({
      [PAYMENTS]: () => (read++ === 0 ? fee(0) : fee(50)),
      [APPLY]: applied(50),
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole("region", { name: "Have a waiver code?" }, { timeout: 10_000 });
    const field = within(panel).getByLabelText("Waiver code");
    expect(field).toHaveAccessibleDescription(
      "If the admissions office gave you a code, enter it before paying.",
    );
    await user.click(within(panel).getByRole("button", { name: "Apply the code" }));
    expect(field).toHaveAccessibleDescription(/Enter the code you were given\./);
    expect(sentBody(fetch, APPLY)).toBeUndefined();
    await user.type(field, " half ");
    await user.click(within(panel).getByRole("button", { name: "Apply the code" }));
    expect(
      await within(panel).findByText("Code HALF applied: €50.00 waived. Left to pay: €50.00."),
    ).toBeVisible();
    expect(sentBody(fetch, APPLY)).toEqual({ code: "half" });
    expect(payButton()).toBeVisible();
  });

  it("settles the fee with a full code: the pay button goes, the fee reads waived", async () => {
    let read = 0;
    paymentTab({ [PAYMENTS]: () => (read++ === 0 ? fee(0) : fee(100)), [APPLY]: applied(100) });
    const user = userEvent.setup();
    const panel = await screen.findByRole("region", { name: "Have a waiver code?" }, { timeout: 10_000 });
    await user.type(within(panel).getByLabelText("Waiver code"), "FULL");
    await user.click(within(panel).getByRole("button", { name: "Apply the code" }));
    expect(await within(panel).findByText(/€100.00 waived\. Nothing is left to pay\./)).toBeVisible();
    expect(await screen.findByText("Application fee waived — no proof needed.")).toBeVisible();
    expect(payButton()).toBeNull();
  });

  it("shows the server's refusal under the field, in French too", async () => {
    paymentTab(
      {
        [PAYMENTS]: fee(0),
        [APPLY]: {
          status: 400,
          body: { result: "error", code: "WAIVER_CODE_EXPIRED", message: "Ce code d'exonération a expiré." },
        },
      },
      "fr",
    );
    const user = userEvent.setup();
    const panel = await screen.findByRole(
      "region",
      { name: /Vous avez un code d'exonération/ },
      { timeout: 10_000 },
    );
    const field = within(panel).getByLabelText("Code d'exonération");
    await user.type(field, "OLD");
    await user.click(within(panel).getByRole("button", { name: "Appliquer le code" }));
    await within(panel).findByText("Ce code d'exonération a expiré.");
    expect(field).toHaveAccessibleDescription(/Ce code d'exonération a expiré\./);
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("is not offered once the fee is settled", async () => {
    paymentTab({ [PAYMENTS]: fee(100) });
    expect(
      await screen.findByText("Application fee waived — no proof needed.", {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole("region", { name: "Have a waiver code?" })).toBeNull();
  });
});
