import { describe, expect, it } from "vitest";
import {
  APPLICATION_FEE,
  applicationFee,
  downPayment,
  formatEuros,
  paymentEntity,
  tuitionAmount,
} from "./amounts.ts";

describe("amounts (SPEC §9)", () => {
  it.each([
    ["MSC", 1200, "DFM"],
    ["AM", 1500, "DFI"],
    ["PG_DIP", 1500, "DFI"],
    ["ING", 1500, "DFI"],
    [undefined, 1500, "DFI"],
  ])("%s: down payment %i to %s", (type, amount, entity) => {
    expect(downPayment(type)).toBe(amount);
    expect(paymentEntity(type)).toBe(entity);
  });
  it("charges an application fee of 100 euros", () => expect(APPLICATION_FEE).toBe(100));
  it.each([
    [9000, 9000],
    ["4500", 4500],
    ["12,5", 12.5],
    [0, 0],
    ["", null],
    ["-", null],
    [undefined, null],
    ["abc", null],
  ])("reads montant_ins %j as %j", (value, expected) =>
    expect(tuitionAmount({ montant_ins: value })).toBe(expected),
  );
});

describe("formatEuros", () => {
  it("writes euros with cents as each language does", () => {
    expect(formatEuros(1200, "en")).toBe("€1,200.00");
    expect(formatEuros(9500.5, "fr-FR").replace(/\s/g, " ")).toBe("9 500,50 €");
  });
});

describe("a campaign's fees (issue #39)", () => {
  it("are the application's fee fields when it carries them, the spec's amounts otherwise", () => {
    const values = { fee_application: 120, fee_down_payment_msc: 1300, fee_down_payment_other: 1600 };
    expect(applicationFee(values)).toBe(120);
    expect(downPayment("MSC", values)).toBe(1300);
    expect(downPayment("AM", values)).toBe(1600);
    expect(applicationFee({})).toBe(100);
    expect(downPayment("MSC", {})).toBe(1200);
    expect(downPayment("AM")).toBe(1500);
    expect(applicationFee({ fee_application: "free" })).toBe(100);
  });
});
