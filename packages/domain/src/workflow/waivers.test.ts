import { describe, expect, it } from "vitest";
import type { DueItem } from "./payment-status.ts";
import {
  codeAmountOffCents,
  normaliseWaiverCode,
  officerWaiverAmount,
  waiverCodeProblems,
  waiverCodeRefusal,
  type WaiverCodeTerms,
} from "./waivers.ts";

const due = (amountCents: number, outstandingCents: number): DueItem => ({
  nature: "tuition",
  amountCents,
  paidCents: amountCents - outstandingCents,
  waivedCents: 0,
  outstandingCents,
  overpaidCents: 0,
  status: outstandingCents > 0 ? "partly" : "paid",
});

describe("officerWaiverAmount", () => {
  it("waives everything left when no amount is given, settling the rest", () => {
    expect(officerWaiverAmount("tuition", null, due(600000, 450000))).toEqual({
      ok: true,
      amountCents: 450000,
      waivesRest: true,
    });
  });

  it("waives part of what is left, never more than is still due", () => {
    expect(officerWaiverAmount("tuition", 100000, due(600000, 450000))).toEqual({
      ok: true,
      amountCents: 100000,
      waivesRest: false,
    });
    const tooMuch = officerWaiverAmount("tuition", 450001, due(600000, 450000));
    expect(tooMuch).toMatchObject({
      ok: false,
      refusal: {
        code: "WAIVER_AMOUNT",
        key: "waiverRules.waiver.tooMuch",
        params: { outstandingCents: 450000 },
      },
    });
    expect(officerWaiverAmount("tuition", 0, due(600000, 450000))).toMatchObject({ ok: false });
  });

  it("refuses a payment that is not due or has nothing left", () => {
    expect(officerWaiverAmount("tuition", null, undefined)).toMatchObject({
      ok: false,
      refusal: { code: "WAIVER_NOTHING_DUE", key: "waiverRules.waiver.notDue" },
    });
    expect(officerWaiverAmount("tuition", null, due(600000, 0))).toMatchObject({
      ok: false,
      refusal: { key: "waiverRules.waiver.nothingLeft" },
    });
  });
});

describe("codeAmountOffCents", () => {
  it("takes a percentage of the amount due, capped by what is left", () => {
    expect(codeAmountOffCents({ percentOff: 50, amountOffCents: null }, 10000, 10000)).toBe(5000);
    expect(codeAmountOffCents({ percentOff: 100, amountOffCents: null }, 10000, 10000)).toBe(10000);
    expect(codeAmountOffCents({ percentOff: 50, amountOffCents: null }, 10000, 3000)).toBe(3000);
    expect(codeAmountOffCents({ percentOff: 33, amountOffCents: null }, 950050, 950050)).toBe(313517);
  });

  it("takes a fixed amount, never more than is left", () => {
    expect(codeAmountOffCents({ percentOff: null, amountOffCents: 2500 }, 10000, 10000)).toBe(2500);
    expect(codeAmountOffCents({ percentOff: null, amountOffCents: 20000 }, 10000, 10000)).toBe(10000);
    expect(codeAmountOffCents({ percentOff: null, amountOffCents: 2500 }, 10000, 0)).toBe(0);
  });
});

describe("waiverCodeRefusal", () => {
  const code: WaiverCodeTerms = {
    nature: "application_fee",
    percentOff: 50,
    amountOffCents: null,
    programme: "MSC_FIN",
    maxUses: 2,
    uses: 1,
    expiresAt: new Date("2026-06-30T22:00:00Z"),
    archived: false,
  };
  const use = {
    nature: "application_fee" as const,
    programme: "MSC_FIN",
    now: new Date("2026-03-01T10:00:00Z"),
    alreadyUsed: false,
    outstandingCents: 10000,
  };
  const codeOf = (terms: WaiverCodeTerms | undefined, over = {}) =>
    waiverCodeRefusal(terms, { ...use, ...over })?.code;

  it("accepts a valid code on an eligible application", () => {
    expect(waiverCodeRefusal(code, use)).toBeNull();
    expect(waiverCodeRefusal({ ...code, programme: null, maxUses: null, expiresAt: null }, use)).toBeNull();
  });

  it("reads an archived code as unknown", () => {
    expect(codeOf(undefined)).toBe("WAIVER_CODE_UNKNOWN");
    expect(codeOf({ ...code, archived: true })).toBe("WAIVER_CODE_UNKNOWN");
  });

  it("refuses another payment, an expired code, another programme, a second use, a used-up code", () => {
    expect(codeOf(code, { nature: "tuition" })).toBe("WAIVER_CODE_NATURE");
    expect(codeOf(code, { now: new Date("2026-06-30T22:00:00Z") })).toBeUndefined();
    expect(codeOf(code, { now: new Date("2026-06-30T22:00:01Z") })).toBe("WAIVER_CODE_EXPIRED");
    expect(codeOf(code, { programme: "MSC_MKT" })).toBe("WAIVER_CODE_PROGRAMME");
    expect(codeOf(code, { alreadyUsed: true })).toBe("WAIVER_CODE_ALREADY_USED");
    expect(codeOf({ ...code, uses: 2 })).toBe("WAIVER_CODE_USED_UP");
    expect(codeOf(code, { outstandingCents: 0 })).toBe("WAIVER_NOTHING_DUE");
  });
});

describe("waiverCodeProblems", () => {
  const now = new Date("2026-03-01T10:00:00Z");
  const draft = { code: "spring-26", percentOff: 50, amountOffCents: null, maxUses: 10, expiresAt: null };
  const keys = (over = {}) => waiverCodeProblems({ ...draft, ...over }, now).map((m) => m.key);

  it("accepts a well-formed code, whatever its case", () => {
    expect(keys()).toEqual([]);
    expect(normaliseWaiverCode("  spring-26 ")).toBe("SPRING-26");
  });

  it("says every problem at once", () => {
    expect(keys({ code: "a b", percentOff: 0, maxUses: 0, expiresAt: new Date("2026-01-01") })).toEqual([
      "waiverRules.code.format",
      "waiverRules.code.percent",
      "waiverRules.code.maxUses",
      "waiverRules.code.expiresPast",
    ]);
    expect(keys({ amountOffCents: 500 })).toEqual(["waiverRules.code.oneOff"]);
    expect(keys({ percentOff: null })).toEqual(["waiverRules.code.oneOff"]);
    expect(keys({ percentOff: null, amountOffCents: -1 })).toEqual(["waiverRules.code.amount"]);
    expect(keys({ percentOff: 101 })).toEqual(["waiverRules.code.percent"]);
  });
});
