/** A row of the bac_specialities table: a speciality examined in a given bac year. */
export interface BacSpecialityRow {
  year: number;
  code: string;
  label: string;
  label_en: string;
}

/** Bac years with specialities (SPEC §9): the reform of the baccalauréat général applied from 2021. */
export const BAC_SPECIALITY_YEARS = [2021, 2022, 2023, 2024, 2025];

/**
 * The enseignements de spécialité of the baccalauréat général (official French labels, with the
 * year they were first examined). The form's speciality fields offer these rows through
 * GET /ws/iformbac/{year}; EPPCS opened in première in September 2021, so its first bac was 2023.
 */
const SPECIALITIES: { code: string; label: string; label_en: string; from?: number }[] = [
  { code: "ARTS", label: "Arts", label_en: "Arts" },
  { code: "BIO_ECO", label: "Biologie-écologie", label_en: "Biology and ecology" },
  {
    code: "EPPCS",
    label: "Éducation physique, pratiques et culture sportives",
    label_en: "Physical education, practices and sports culture",
    from: 2023,
  },
  {
    code: "HGGSP",
    label: "Histoire-géographie, géopolitique et sciences politiques",
    label_en: "History, geography, geopolitics",
  },
  {
    code: "HLP",
    label: "Humanités, littérature et philosophie",
    label_en: "Humanities, literature, philosophy",
  },
  {
    code: "LLCA",
    label: "Littératures, langues et cultures de l'Antiquité",
    label_en: "Literatures, languages and cultures of Antiquity",
  },
  {
    code: "LLCER",
    label: "Langues, littératures et cultures étrangères et régionales",
    label_en: "Foreign languages and cultures",
  },
  { code: "MATHS", label: "Mathématiques", label_en: "Mathematics" },
  { code: "NSI", label: "Numérique et sciences informatiques", label_en: "Computer science" },
  { code: "PC", label: "Physique-chimie", label_en: "Physics and chemistry" },
  { code: "SES", label: "Sciences économiques et sociales", label_en: "Economics and social sciences" },
  { code: "SI", label: "Sciences de l'ingénieur", label_en: "Engineering sciences" },
  { code: "SVT", label: "Sciences de la vie et de la Terre", label_en: "Life and earth sciences" },
];

/** Every (year, speciality) pair for the bac years 2021 to 2025. */
export function bacSpecialityRows(): BacSpecialityRow[] {
  return BAC_SPECIALITY_YEARS.flatMap((year) =>
    SPECIALITIES.filter((s) => (s.from ?? 2021) <= year).map(({ code, label, label_en }) => ({
      year,
      code,
      label,
      label_en,
    })),
  );
}
