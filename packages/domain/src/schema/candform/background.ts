import type { VisibleIf } from "../types.ts";
import type { TabGroup } from "./builders.ts";
import { date, integer, list, radio, select, t, text } from "./builders.ts";
import { CAMPAIGN_YEAR } from "./campaign.ts";
import {
  ACCESS_GRADES,
  ACCESS_LEVELS,
  ACCESS_TITLES,
  BAC_SCHOOL_TYPES,
  DEGREES,
  FIELDS_OF_STUDY,
  FRENCH_BAC_KINDS,
} from "./options.ts";

/** Bac years for which specialities exist (SPEC §9). */
export const BAC_SPECIALITY_YEARS = ["2021", "2022", "2023", "2024", "2025"];

/** The lookup of the bac specialities examined in the candidate's bac year (SPEC §7 /iformbac/{year}). */
export const BAC_SPECIALITY_LOOKUP = "iformbac/{bacAnnee}";

/** Specialities: French or French-abroad school AND bac year 2021–2025. */
const SPECIALITIES_SHOWN: VisibleIf = {
  allOf: [{ bacTypeEtablissement: ["FRANCAIS", "FRANCAIS_ETRANGER"] }, { bacAnnee: BAC_SPECIALITY_YEARS }],
};
const FRENCH_SCHOOL = { bacTypeEtablissement: ["FRANCAIS", "FRANCAIS_ETRANGER"] };
const DATE_HINT = t("dd/mm/yyyy", "jj/mm/aaaa");

/** Background tab: baccalaureate, access title, academic background, professional experience. */
export const background: TabGroup = {
  tabs: [
    {
      id: "background",
      title: t("Background", "Parcours"),
      fieldsets: [
        {
          id: "background_bac",
          title: t("Secondary-school diploma (baccalaureate)", "Baccalauréat"),
          fields: [
            "bacAnnee",
            "bacTypeEtablissement",
            "bacIfFr",
            "bacSpecialite1",
            "bacSpecialite2",
            "bacEtablissement",
            "bacVille",
          ],
        },
        {
          id: "background_access",
          title: t("Degree giving access to the programme", "Titre d'accès à la formation"),
          fields: ["accesTitre", "accesNiveau", "accesGrade", "accesAnnee", "accesPays"],
        },
        {
          id: "background_academic",
          title: t("Academic background", "Parcours académique"),
          fields: ["heb_line"],
        },
        {
          id: "background_professional",
          title: t("Professional experience", "Expérience professionnelle"),
          fields: ["prof_xp"],
        },
      ],
    },
  ],
  fields: {
    bacAnnee: integer(t("Year of the baccalaureate", "Année du baccalauréat"), 1960, CAMPAIGN_YEAR, {
      required: true,
      tooltip: t(
        "Year you obtained your secondary-school diploma.",
        "Année d'obtention du baccalauréat ou équivalent.",
      ),
    }),
    bacTypeEtablissement: radio(t("Type of school", "Type d'établissement"), BAC_SCHOOL_TYPES, {
      required: true,
    }),
    bacIfFr: select(t("Type of French baccalaureate", "Type de baccalauréat français"), FRENCH_BAC_KINDS, {
      visibleIf: FRENCH_SCHOOL,
    }),
    // The specialities come from the server's table for the bac year, so the form offers exactly the
    // codes the server knows (EPPCS only from 2023) and the reports can label them.
    bacSpecialite1: select(t("First speciality", "Première spécialité"), BAC_SPECIALITY_LOOKUP, {
      required: true,
      visibleIf: SPECIALITIES_SHOWN,
      tooltip: t("Specialities of the final year.", "Spécialités suivies en terminale."),
    }),
    bacSpecialite2: select(t("Second speciality", "Seconde spécialité"), BAC_SPECIALITY_LOOKUP, {
      required: true,
      visibleIf: SPECIALITIES_SHOWN,
      description: t("Must differ from the first speciality.", "Doit différer de la première spécialité."),
    }),
    bacEtablissement: text(t("School", "Établissement"), { required: true, maxLength: 150 }),
    bacVille: text(t("Town of the school", "Ville de l'établissement"), { required: true, maxLength: 100 }),
    accesTitre: radio(t("Access title", "Titre d'accès"), ACCESS_TITLES, { required: true }),
    accesNiveau: select(t("Level of the access title", "Niveau du titre d'accès"), ACCESS_LEVELS, {
      required: true,
      visibleIf: { accesTitre: ["$ANY$"] },
    }),
    accesGrade: select(t("Grade of the access title", "Grade du titre d'accès"), ACCESS_GRADES, {
      required: true,
      visibleIf: { accesTitre: ["$ANY$"] },
    }),
    accesAnnee: integer(
      t("Year obtained (or expected)", "Année d'obtention (ou prévue)"),
      1960,
      CAMPAIGN_YEAR + 1,
      {
        required: true,
      },
    ),
    accesPays: select(t("Country where obtained", "Pays d'obtention"), "pays", { required: true }),
    heb_line: list(
      t("Academic background", "Parcours académique"),
      {
        acad_year: text(t("Academic year", "Année universitaire"), {
          required: true,
          pattern: "^\\d{4}-\\d{4}$",
          placeholder: t("2023-2024", "2023-2024"),
        }),
        degree_and_date: select(t("Degree", "Diplôme"), DEGREES, { required: true }),
        degree_other: text(t("Other degree", "Autre diplôme"), {
          required: true,
          visibleIf: { degree_and_date: ["ot"] },
        }),
        field_study: select(t("Field of study", "Domaine d'études"), FIELDS_OF_STUDY, { required: true }),
        field_other: text(t("Other field of study", "Autre domaine d'études"), {
          required: true,
          visibleIf: { field_study: ["ot"] },
        }),
        institution: text(t("Institution", "Établissement"), { required: true, maxLength: 150 }),
        heb_from_tod: date(t("From", "Du"), { required: true, placeholder: DATE_HINT }),
        heb_from_tof: date(t("To", "Au"), { required: true, placeholder: DATE_HINT }),
      },
      {
        description: t(
          "Most recent first, one line per year.",
          "Le plus récent d'abord, une ligne par année.",
        ),
      },
    ),
    prof_xp: list(
      t("Professional experience", "Expérience professionnelle"),
      {
        company: text(t("Company", "Entreprise"), { required: true, maxLength: 150 }),
        domain_activity: text(t("Field of activity", "Secteur d'activité"), { maxLength: 150 }),
        position: text(t("Position", "Poste"), { required: true, maxLength: 150 }),
        from_tod: date(t("From", "Du"), { required: true }),
        from_tof: date(t("To", "Au"), {
          tooltip: t(
            "Leave empty if this is your current position.",
            "Laissez vide s'il s'agit de votre poste actuel.",
          ),
        }),
      },
      { description: t("Internships included.", "Stages compris.") },
    ),
  },
};
