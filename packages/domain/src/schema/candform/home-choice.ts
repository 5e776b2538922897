import type { TabGroup } from "./builders.ts";
import { help, select, radio, t, text } from "./builders.ts";
import { MSC_PROGRAMMES, PROGRAMME_TYPES } from "./options.ts";

const AM_OR_PG_DIP = { typeformation: ["AM", "PG_DIP"] };
const EMAIL_TOOLTIP = t(
  "Give the professional address of a teacher or employer, not your own address.",
  "Indiquez l'adresse professionnelle d'un enseignant ou d'un employeur, pas la vôtre.",
);

/** Home (welcome notice) and choice (programme type and programme choices) tabs. */
export const homeChoice: TabGroup = {
  tabs: [
    {
      id: "home",
      title: t("Home", "Accueil"),
      fieldsets: [{ id: "home_welcome", fields: ["home_notice"] }],
    },
    {
      id: "choice",
      title: t("Programme choice", "Choix de formation"),
      fieldsets: [
        {
          id: "choice_programme",
          title: t("Programme", "Formation"),
          fields: ["typeformation", "mscchoice", "fstchoice", "sndchoice", "trdchoice"],
        },
        {
          id: "choice_referees",
          title: t("Referees", "Référents"),
          fields: ["reco_email_1", "reco_email_2"],
        },
      ],
    },
  ],
  fields: {
    home_notice: help(
      t(
        "<p>Welcome to the online application service.</p><p>Fill in the tabs in order and save each one with its button: a tab can only be reached once the previous ones are complete. When everything is filled in, validate your application in the <strong>Validation</strong> tab.</p>",
        "<p>Bienvenue sur le service de candidature en ligne.</p><p>Remplissez les onglets dans l'ordre et enregistrez chacun avec son bouton : un onglet n'est accessible qu'une fois les précédents complétés. Lorsque tout est rempli, validez votre candidature dans l'onglet <strong>Validation</strong>.</p>",
      ),
    ),
    typeformation: radio(t("Type of programme", "Type de formation"), PROGRAMME_TYPES, {
      required: true,
      description: t("Choose the kind of programme you apply to.", "Choisissez le type de formation visé."),
    }),
    mscchoice: select(t("Master of Science programme", "Programme de Master of Science"), MSC_PROGRAMMES, {
      required: true,
      visibleIf: { typeformation: ["MSC"] },
    }),
    fstchoice: select(t("First choice", "Premier choix"), "iformformations/{typeformation}", {
      required: true,
      visibleIf: AM_OR_PG_DIP,
      placeholder: t("Type to search", "Tapez pour rechercher"),
      tooltip: t("The programme you want most.", "La formation que vous souhaitez en priorité."),
    }),
    sndchoice: select(t("Second choice", "Deuxième choix"), "iformformations/{typeformation}", {
      visibleIf: AM_OR_PG_DIP,
      description: t(
        "Optional; must differ from your first choice.",
        "Facultatif ; doit différer du premier choix.",
      ),
    }),
    trdchoice: select(t("Third choice", "Troisième choix"), "iformformations/{typeformation}", {
      visibleIf: AM_OR_PG_DIP,
      description: t(
        "Optional; must differ from your first choice.",
        "Facultatif ; doit différer du premier choix.",
      ),
    }),
    reco_email_1: text(t("Email of referee 1", "Courriel du référent 1"), {
      format: "email",
      maxLength: 254,
      tooltip: EMAIL_TOOLTIP,
    }),
    reco_email_2: text(t("Email of referee 2", "Courriel du référent 2"), {
      format: "email",
      maxLength: 254,
      tooltip: EMAIL_TOOLTIP,
    }),
  },
};
