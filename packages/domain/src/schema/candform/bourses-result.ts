import type { VisibleIf } from "../types.ts";
import type { TabGroup } from "./builders.ts";
import { checkbox, file, help, select, t, text } from "./builders.ts";
import { ADMISSION_DECISIONS, AM_CHOICE_IEM } from "./options.ts";

const MSC: VisibleIf = { typeformation: ["MSC"] };
const MSC_MAE: VisibleIf = { allOf: [MSC, { mscchoice: ["MAE"] }] };
const and = (...conditions: VisibleIf[]): VisibleIf => ({ allOf: conditions });

/** Bourses (scholarship applications) and result (admission decision) tabs. */
export const boursesResult: TabGroup = {
  tabs: [
    {
      id: "bourses",
      title: t("Scholarships", "Bourses"),
      visibleIf: { show_bourses: ["O"] },
      fieldsets: [
        {
          id: "bourses_programs",
          title: t("Scholarship programmes", "Programmes de bourses"),
          fields: [
            "bourses_help",
            "bourses_cedar",
            "bourses_gifas",
            "bourses_isae",
            "bourses_isae_excel_schol",
            "bourses_tsae",
            "bourses_mbda",
            "bourses_arise",
            "bourses_dga",
            "bourses_iem",
            "bourses_tuition",
            "bourses_tuition_letter",
          ],
        },
      ],
      buttons: [
        {
          id: "validate_scholarship",
          label: t("Validate scholarship application", "Valider la demande de bourse"),
          htmlClass: "btn btn-success",
          parameters: { action: "validate-scholarship" },
          visibleIf: { show_buttons_bourses: ["O"] },
        },
        {
          id: "download_scholarship",
          label: t(
            "Download my scholarship application file",
            "Télécharger mon dossier de demande de bourse",
          ),
          htmlClass: "btn btn-outline-primary",
          parameters: { action: "download-scholarship-file", report: "scholapplication_file" },
          visibleIf: { bourse_validation: ["O"] },
        },
      ],
    },
    {
      id: "result",
      title: t("Result", "Résultat"),
      visibleIf: { show_result: ["O"] },
      fieldsets: [
        {
          id: "result_decision",
          title: t("Admission decision", "Décision d'admission"),
          fields: ["result_help", "admis", "decisionbourse"],
        },
      ],
    },
  ],
  fields: {
    bourses_help: help(
      t(
        "<p>Tick the scholarships you apply for. Only the programmes you are eligible for are listed.</p>",
        "<p>Cochez les bourses que vous demandez. Seules celles auxquelles vous êtes éligible sont proposées.</p>",
      ),
    ),
    bourses_cedar: checkbox(t("CEDAR scholarship", "Bourse CEDAR"), { visibleIf: MSC_MAE }),
    bourses_gifas: checkbox(t("GIFAS scholarship", "Bourse GIFAS"), {
      visibleIf: and(MSC_MAE, { is_european: ["N"] }),
    }),
    bourses_isae: checkbox(t("ISAE-SUPAERO scholarship", "Bourse ISAE-SUPAERO"), { visibleIf: MSC_MAE }),
    bourses_isae_excel_schol: checkbox(t("Excellence scholarship", "Bourse d'excellence"), {
      visibleIf: and(MSC_MAE, { is_european: ["N"] }),
    }),
    bourses_tsae: checkbox(t("Toulouse aerospace scholarship (TSAE)", "Bourse TSAE"), {
      visibleIf: and(MSC_MAE, { is_european: ["O"] }),
    }),
    bourses_mbda: checkbox(t("MBDA scholarship", "Bourse MBDA"), { visibleIf: MSC_MAE }),
    bourses_arise: checkbox(t("ARISE scholarship", "Bourse ARISE"), { visibleIf: MSC }),
    bourses_dga: checkbox(t("DGA scholarship", "Bourse DGA"), { visibleIf: { typeformation: ["AM"] } }),
    bourses_iem: checkbox(t("IEM scholarship", "Bourse IEM"), {
      visibleIf: and(
        { typeformation: ["AM"] },
        { fstchoice: [AM_CHOICE_IEM], sndchoice: [AM_CHOICE_IEM], trdchoice: [AM_CHOICE_IEM] },
      ),
    }),
    bourses_tuition: checkbox(t("Tuition waiver", "Exonération des frais de scolarité"), { visibleIf: MSC }),
    bourses_tuition_letter: file(t("Motivation letter", "Lettre de motivation"), ["pdf"], {
      required: true,
      visibleIf: { bourses_tuition: ["true"] },
      tooltip: t(
        "Explain why you ask for a tuition waiver.",
        "Expliquez pourquoi vous demandez une exonération.",
      ),
    }),
    result_help: help(
      t(
        "<p>The decision of the admission jury is shown below once it is published.</p>",
        "<p>La décision du jury d'admission s'affiche ci-dessous dès sa publication.</p>",
      ),
    ),
    // Decisions are codes: the result tab shows their texts from the catalogues (workflow/results:
    // resultText, scholarshipDecisionText) rather than the codes. Administrators set them in their own form.
    admis: select(t("Admission decision", "Décision d'admission"), ADMISSION_DECISIONS, {
      widget: "hidden",
      readOnly: true,
      default: "-",
      visibleIf: { show_admis: ["O"] },
    }),
    decisionbourse: text(t("Scholarship decision", "Décision de bourse"), {
      widget: "hidden",
      readOnly: true,
      visibleIf: { show_result_bourse: ["O"] },
    }),
  },
};
