import { describe, expect, it } from "vitest";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { candidateView } from "@portal/domain/workflow/candidate-view";
import { paymentStatus, type PaymentRecord } from "@portal/domain/workflow/payment-status";
import type { JuryFlags } from "@portal/domain/workflow/results";
import { candidateViewReader, paymentStatusOf } from "./payment-records.ts";

// Every combination of what the candidate's view hides or derives: decision, its publication,
// scholarship decision, motivation shown or not, waiting rank, confirmation, programme type.
const VALUE_SETS = ["O", "L", "N", "C", "-"].flatMap((admis) =>
  ["O", "N"].flatMap((motivationVisible) =>
    ["MSC", "ING"].flatMap((typeformation) =>
      ["O", ""].map((confirmed) =>
        completeApplication({
          typeformation,
          admis,
          decisionbourse: "TFW",
          decision_motivation: "Strong file",
          decision_motivation_visible: motivationVisible,
          waiting_rank: "3",
          candidat_confirmation: confirmed,
          show_admis: "O",
        }),
      ),
    ),
  ),
);
const JURIES: (JuryFlags | null)[] = [
  null,
  { resultats_publies: false, resultats_brs_publies: false },
  { resultats_publies: true, resultats_brs_publies: false },
  { resultats_publies: true, resultats_brs_publies: true },
];
const PAYMENTS: PaymentRecord[][] = [
  [],
  [{ nature: "application_fee", amountCents: 30000, method: "transfer" }],
];

describe("the candidate's view read through to the stored values", () => {
  it("reads as the copied view does, key by key, whatever is published", () => {
    for (const values of VALUE_SETS)
      for (const jury of JURIES) {
        const copy = candidateView(values, jury);
        const reader = candidateViewReader(values, jury);
        expect({ ...reader }).toEqual(copy);
        for (const key of ["admis", "decisionbourse", "decision_motivation", "waiting_rank", "show_admis"]) {
          expect(reader[key], key).toEqual(copy[key]);
          expect(key in reader, key).toBe(key in copy);
        }
      }
  });

  it("gives the payment status the copied view gives", () => {
    for (const values of VALUE_SETS)
      for (const jury of JURIES)
        for (const payments of PAYMENTS)
          expect(paymentStatusOf(values, jury, payments)).toEqual(
            paymentStatus(candidateView(values, jury), payments),
          );
  });
});
