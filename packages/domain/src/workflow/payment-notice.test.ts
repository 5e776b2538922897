import { describe, expect, it } from "vitest";
import { paymentNotice } from "./payment-notice.ts";

describe("paymentNotice", () => {
  it("says paid or waived once settled, whatever the confirmation", () => {
    expect(paymentNotice({ status: "paid", outstanding: 0 }, false).kind).toBe("paid");
    expect(paymentNotice({ status: "waived", outstanding: 0 }, true).kind).toBe("waived");
  });

  it("awaits confirmation once the candidate confirmed and the money is not all recorded", () => {
    expect(paymentNotice({ status: "unpaid", outstanding: 1500 }, true).kind).toBe("awaiting");
    expect(paymentNotice({ status: "partly", outstanding: 500 }, true).kind).toBe("awaiting");
  });

  it("gives what is left before the candidate confirmed", () => {
    expect(paymentNotice({ status: "partly", outstanding: 500.5 }, false)).toEqual({
      kind: "outstanding",
      key: "candidateNotices.outstanding",
      outstanding: 500.5,
    });
  });
});
