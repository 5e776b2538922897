import { describe, expect, it } from "vitest";
import {
  instalmentCents,
  natureSettled,
  outstandingCents,
  paymentStatus,
  toCents,
  type PaymentRecord,
} from "./payment-status.ts";

const admitted = { typeformation: "MSC", admis: "O", show_admis: "O" };
const card = (nature: PaymentRecord["nature"], euros: number): PaymentRecord => ({
  nature,
  amountCents: toCents(euros),
  method: "card",
});

describe("paymentStatus", () => {
  it("owes the application fee only before a decision, none for ING", () => {
    expect(paymentStatus({ typeformation: "AM" }, [])).toEqual({
      due: [
        {
          nature: "application_fee",
          amountCents: 10000,
          paidCents: 0,
          waivedCents: 0,
          outstandingCents: 10000,
          overpaidCents: 0,
          status: "unpaid",
        },
      ],
      status: "unpaid",
    });
    expect(paymentStatus({ typeformation: "ING" }, [])).toEqual({ due: [], status: "none" });
  });

  it("adds the down payment once admitted and published, and not before publication", () => {
    expect(paymentStatus(admitted, []).due.map((d) => [d.nature, d.amountCents])).toEqual([
      ["application_fee", 10000],
      ["down_payment", 120000],
    ]);
    expect(paymentStatus({ ...admitted, show_admis: "N" }, []).due).toHaveLength(1);
    expect(paymentStatus({ ...admitted, admis: "N" }, []).due).toHaveLength(1);
    expect(paymentStatus({ ...admitted, admis: "C", typeformation: "AM" }, []).due[1].amountCents).toBe(
      150000,
    );
  });

  it("adds the tuition once montant_ins is above 0, paid in instalments", () => {
    const view = { ...admitted, montant_ins: "9500.5" };
    const paid = [card("application_fee", 100), card("down_payment", 1200), card("tuition", 3166.83)];
    const partly = paymentStatus(view, paid);
    expect(partly.status).toBe("partly");
    expect(partly.due[2]).toEqual({
      nature: "tuition",
      amountCents: 950050,
      paidCents: 316683,
      waivedCents: 0,
      outstandingCents: 633367,
      overpaidCents: 0,
      status: "partly",
    });
    const all = [...paid, card("tuition", 3166.83), card("tuition", 3166.84)];
    expect(paymentStatus(view, all).status).toBe("paid");
    expect(paymentStatus({ ...admitted, montant_ins: 0 }, paid.slice(0, 2)).status).toBe("paid");
  });

  it("treats a waiver as settled, and a waiver alone makes the application partly paid", () => {
    const waiver: PaymentRecord = {
      nature: "down_payment",
      amountCents: 0,
      method: "waiver",
      waivesRest: true,
    };
    const result = paymentStatus(admitted, [waiver]);
    expect(result.due[1]).toMatchObject({ status: "waived", outstandingCents: 0, paidCents: 0 });
    expect(result.status).toBe("partly");
    expect(paymentStatus(admitted, [waiver, card("application_fee", 100)]).status).toBe("paid");
  });

  it("says a nature is settled only when paid in full or waived", () => {
    expect(natureSettled("down_payment", admitted, [card("down_payment", 1199.99)])).toBe(false);
    expect(natureSettled("down_payment", admitted, [card("down_payment", 1200)])).toBe(true);
    expect(natureSettled("tuition", admitted, [])).toBe(false);
  });
});

describe("overpayments and refunds", () => {
  const view = { ...admitted, montant_ins: "6200" };
  const paid = [card("application_fee", 100), card("down_payment", 1200)];
  const refund = (nature: PaymentRecord["nature"], euros: number): PaymentRecord => ({
    nature,
    amountCents: toCents(euros),
    method: "refund",
  });

  it("says the tuition paid twice is overpaid by one payment, and nothing is outstanding", () => {
    const twice = [...paid, card("tuition", 6200), card("tuition", 6200)];
    const result = paymentStatus(view, twice);
    expect(result.due[2]).toEqual({
      nature: "tuition",
      amountCents: 620000,
      paidCents: 1240000,
      waivedCents: 0,
      outstandingCents: 0,
      overpaidCents: 620000,
      status: "overpaid",
    });
    expect(result.status).toBe("overpaid");
    expect(outstandingCents("tuition", view, twice)).toBe(0);
  });

  it("counts a refund against what was paid: paid again once the excess is refunded", () => {
    const refunded = [...paid, card("tuition", 6200), card("tuition", 6200), refund("tuition", 6200)];
    const result = paymentStatus(view, refunded);
    expect(result.due[2]).toMatchObject({ paidCents: 620000, overpaidCents: 0, status: "paid" });
    expect(result.status).toBe("paid");
  });

  it("says what is left to pay: the whole, the rest, nothing once paid or when not due", () => {
    expect(outstandingCents("tuition", view, paid)).toBe(620000);
    expect(outstandingCents("tuition", view, [card("tuition", 2000)])).toBe(420000);
    expect(outstandingCents("tuition", view, [card("tuition", 6200)])).toBe(0);
    expect(outstandingCents("tuition", { ...admitted, montant_ins: "0" }, [])).toBe(0);
    const waiver: PaymentRecord = {
      nature: "application_fee",
      amountCents: 0,
      method: "waiver",
      waivesRest: true,
    };
    expect(outstandingCents("application_fee", admitted, [waiver])).toBe(0);
  });
});

describe("partial waivers (issue #39)", () => {
  const view = { ...admitted, montant_ins: "6000" };
  const waiver = (nature: PaymentRecord["nature"], euros: number, waivesRest = false): PaymentRecord => ({
    nature,
    amountCents: toCents(euros),
    method: "waiver",
    waivesRest,
  });

  it("counts a partial waiver's amount as settled: the rest stays to pay", () => {
    const item = paymentStatus(view, [waiver("tuition", 1500)]).due[2];
    expect(item).toMatchObject({
      waivedCents: 150000,
      paidCents: 0,
      outstandingCents: 450000,
      status: "partly",
    });
    expect(outstandingCents("tuition", view, [waiver("tuition", 1500)])).toBe(450000);
  });

  it("says paid once the rest is paid by card, waived when the waivers cover it all", () => {
    const settled = paymentStatus(view, [waiver("tuition", 1500), card("tuition", 4500)]).due[2];
    expect(settled).toMatchObject({ outstandingCents: 0, overpaidCents: 0, status: "paid" });
    const halves = paymentStatus(view, [waiver("tuition", 3000), waiver("tuition", 3000)]).due[2];
    expect(halves).toMatchObject({ outstandingCents: 0, status: "waived" });
    expect(natureSettled("application_fee", view, [waiver("application_fee", 100)])).toBe(true);
  });

  it("says overpaid when a card payment started before a waiver took more than was left", () => {
    const item = paymentStatus(view, [waiver("tuition", 1500), card("tuition", 6000)]).due[2];
    expect(item).toMatchObject({ outstandingCents: 0, overpaidCents: 150000, status: "overpaid" });
  });

  it("makes the application partly settled with a partial waiver alone", () => {
    expect(paymentStatus({ typeformation: "AM" }, [waiver("application_fee", 40)]).status).toBe("partly");
  });

  it("lets a full waiver settle the rest even when the amount due rises afterwards", () => {
    const item = paymentStatus({ ...view, montant_ins: "7000" }, [waiver("tuition", 6000, true)]).due[2];
    expect(item).toMatchObject({ outstandingCents: 0, status: "waived" });
  });
});

describe("instalmentCents", () => {
  it("splits a total in three parts that add up to it, the last taking the remainder", () => {
    expect([1, 2, 3].map((i) => instalmentCents(950050, 3, i))).toEqual([316683, 316683, 316684]);
    expect(instalmentCents(950050, 1, 1)).toBe(950050);
  });
});
