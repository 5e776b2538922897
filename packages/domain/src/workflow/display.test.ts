import { describe, expect, it } from "vitest";
import type { AnswerValues } from "../rules/types.ts";
import { displayFlags } from "./display.ts";

const published = { resultats_publies: true, resultats_brs_publies: true };

describe("displayFlags", () => {
  it.each<[string, AnswerValues, Record<string, unknown> | null, Record<string, string>]>([
    [
      "admitted, nothing published",
      { candidat_validation: "O", admis: "O", decisionbourse: "TFW", typeformation: "MSC" },
      { resultats_publies: false, resultats_brs_publies: false },
      { show_admis: "N", show_result_bourse: "N", show_buttons_reg: "N", show_tuition_payment: "N" },
    ],
    [
      "admitted, published",
      { candidat_validation: "O", admis: "O", decisionbourse: "TFW", typeformation: "MSC" },
      published,
      { show_admis: "O", show_result_bourse: "O", show_buttons_reg: "O", show_tuition_payment: "N" },
    ],
    [
      "conditionally admitted ING, published",
      { candidat_validation: "O", admis: "C", typeformation: "ING" },
      published,
      { show_admis: "O", show_result_bourse: "N", show_buttons_reg: "N", show_tuition_payment: "N" },
    ],
    [
      "registered with tuition due",
      { candidat_validation: "O", admis: "O", candidat_confirmation: "O", montant_ins: 9000 },
      published,
      { show_admis: "O", show_result_bourse: "N", show_buttons_reg: "N", show_tuition_payment: "O" },
    ],
    [
      "tuition paid",
      {
        candidat_validation: "O",
        admis: "O",
        candidat_confirmation: "O",
        montant_ins: 9000,
        tuition_paiement_confirmation: "O",
      },
      published,
      { show_admis: "O", show_result_bourse: "N", show_buttons_reg: "N", show_tuition_payment: "N" },
    ],
    [
      "no tuition due",
      { candidat_validation: "O", admis: "O", candidat_confirmation: "O", montant_ins: 0 },
      null,
      { show_admis: "N", show_result_bourse: "N", show_buttons_reg: "N", show_tuition_payment: "N" },
    ],
  ])("%s", (_, values, jury, expected) => expect(displayFlags(values, jury)).toEqual(expected));
});
