import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test-utils.tsx";
import {
  ada,
  answerBody,
  fullApplication,
  journeyServer,
  registrationAnswer,
  tuitionAnswer,
} from "./test-kit.ts";

const PAY = "https://pay.example.org/?entite=DFM&montant=";

describe("payment buttons", { timeout: 20_000 }, () => {
  it("application fee: asks the server for the payment page and opens it in a new window", async () => {
    const fetch = journeyServer(answerBody(fullApplication({ step: "payment", show_payment: "O" })), {
      "GET /ws/payment/ada%40example.org/application_fee": {
        body: {
          result: "OK",
          url: `${PAY}100`,
          kind: "application_fee",
          amount: 100,
          entity: "DFM",
          reference: "ref-test",
        },
      },
    });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await user.click(
      await screen.findByRole("button", { name: "Pay the application fee online" }, { timeout: 5000 }),
    );
    expect(await screen.findByText("The payment page opened in a new window.")).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(`${PAY}100`, "_blank", "noopener");
    const call = fetch.mock.calls.find(([url]) => String(url).includes("/ws/payment/"));
    expect(new URL(String(call![0]), location.href).search).toBe("");
  });

  it("down payment: opens the URL of the down payment, shows amount and entity (MSC: 1200, DFM)", async () => {
    journeyServer(answerBody(registrationAnswer({ step: "registration" })), {
      "GET /ws/payment/ada%40example.org/down_payment": {
        body: {
          result: "OK",
          url: `${PAY}1200`,
          kind: "down_payment",
          amount: 1200,
          entity: "DFM",
          reference: "ref-test",
        },
      },
    });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    expect(
      await screen.findByText("Down payment to secure your place: 1200 euros", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Paid to: DFM (the school's finance office for the MSc programmes)"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pay the down payment online" }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith(`${PAY}1200`, "_blank", "noopener"));
  });

  it.each([
    ["Pay the tuition fees in full", "0"],
    ["Pay the tuition fees in three instalments", "1"],
  ])("%s: paiement3x=%s", async (button, paiement3x) => {
    const url = `https://pay.example.org/?nature=tuition&paiement3x=${paiement3x}`;
    const fetch = journeyServer(answerBody(tuitionAnswer()), {
      "GET /ws/payment/ada%40example.org/tuition": {
        body: { result: "OK", url, kind: "tuition", amount: 9500, entity: "DFM", reference: "ref-test" },
      },
    });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await user.click(await screen.findByRole("button", { name: button }, { timeout: 5000 }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith(url, "_blank", "noopener"));
    const call = fetch.mock.calls.find(([u]) => String(u).includes("/ws/payment/"));
    expect(new URL(String(call![0]), location.href).searchParams.get("paiement3x")).toBe(paiement3x);
  });

  it("shows the server's refusal as a danger and opens nothing", async () => {
    journeyServer(answerBody(tuitionAnswer()), {
      "GET /ws/payment/ada%40example.org/tuition": {
        status: 409,
        body: { result: "error", code: "WRONG_STATE", message: "The tuition payment is already confirmed" },
      },
    });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await user.click(
      await screen.findByRole("button", { name: "Pay the tuition fees in full" }, { timeout: 5000 }),
    );
    const alert = (await screen.findByText("The tuition payment is already confirmed")).closest(
      '[role="alert"]',
    );
    expect(alert).toHaveClass("alert-danger");
    expect(open).not.toHaveBeenCalled();
  });
});
