import type { FieldOption } from "../types.ts";
import { opt } from "./builders.ts";

/** Yes / no radios store O or N. */
export const YES_NO: FieldOption[] = [opt("O", "Yes", "Oui"), opt("N", "No", "Non")];

/** Programme types (SPEC §1). */
export const PROGRAMME_TYPES: FieldOption[] = [
  opt("MSC", "Master of Science (MSc)", "Master of Science (MSc)"),
  opt("AM", "Advanced Masters", "Mastère Spécialisé"),
  opt("PG_DIP", "Postgraduate Diplomas", "Diplômes de niveau post-master"),
  opt("ING", "Engineering cycle", "Cycle ingénieur"),
];

/** MSc programmes; MAE opens most scholarships (SPEC §9). */
export const MSC_PROGRAMMES: FieldOption[] = [
  opt("MAE", "MSc in Aerospace Engineering", "MSc en ingénierie aérospatiale"),
  opt("ASO", "MSc in Aerospace Systems and Operations", "MSc en systèmes et opérations aérospatiaux"),
];

/** Advanced-masters choice codes used by scholarship and language-certificate rules. */
export const AM_CHOICE_IEM = "MS IEM";
export const AM_CHOICE_SAS = "MS SAS";
export const AM_CHOICE_SPA = "MS SPA";

/** Kind of school where the baccalaureate (secondary-school diploma) was obtained. */
export const BAC_SCHOOL_TYPES: FieldOption[] = [
  opt("FRANCAIS", "French school in France", "Établissement français en France"),
  opt("FRANCAIS_ETRANGER", "French school abroad", "Établissement français à l'étranger"),
  opt("ETRANGER", "Foreign school", "Établissement étranger"),
];

/**
 * Kind of French baccalaureate (the "voie"). The specialities themselves are not listed here: they
 * change with the bac year and live in the server's bac_specialities table (GET /ws/iformbac/{year}).
 */
export const FRENCH_BAC_KINDS: FieldOption[] = [
  opt("GENERAL", "General baccalaureate", "Baccalauréat général"),
  opt("TECHNOLOGIQUE", "Technological baccalaureate", "Baccalauréat technologique"),
  opt("PROFESSIONNEL", "Vocational baccalaureate", "Baccalauréat professionnel"),
];

/** Title giving access to the programme (SPEC §3). */
export const ACCESS_TITLES: FieldOption[] = [
  opt("DU", "University diploma (Bachelor or Doctorate)", "Diplôme universitaire (Bachelor ou Doctorat)"),
  opt("ING", "Engineering degree", "Diplôme d'ingénieur"),
  opt("L", "Licence", "Licence"),
  opt("M", "Master", "Master"),
  opt("CPGE", "Preparatory classes (CPGE)", "Classes préparatoires (CPGE)"),
];

/** Level of the access title (1 = Master level, 3 = Bachelor level). */
export const ACCESS_LEVELS: FieldOption[] = [
  opt("1", "Level 1 (Master)", "Niveau 1 (Master)"),
  opt("2", "Level 2", "Niveau 2"),
  opt("3", "Level 3 (Bachelor, Licence)", "Niveau 3 (Bachelor, Licence)"),
];

/** Grade of the access title. */
export const ACCESS_GRADES: FieldOption[] = [
  opt("BACHELOR", "Bachelor", "Bachelor"),
  opt("LICENCE", "Licence", "Licence"),
  opt("MASTER", "Master", "Master"),
  opt("DOCTORATE", "Doctorate", "Doctorat"),
];

/** Admission decision (SPEC §4). */
export const ADMISSION_DECISIONS: FieldOption[] = [
  opt("O", "Admitted", "Admis"),
  opt("N", "You are not admitted", "Vous n'êtes pas admis"),
  opt("L", "You are in waiting list", "Vous êtes sur liste d'attente"),
  opt("R", "Your application is postponed", "Votre candidature est ajournée"),
  opt("C", "Admitted, subject to a language certificate", "Admis sous réserve d'un certificat de langue"),
  opt("-", "No result yet", "Pas encore de résultat"),
];

/** Document types of the docs list; `english` is shown as language certificate. */
export const DOC_TYPES: FieldOption[] = [
  opt("id", "Identity card or passport", "Carte d'identité ou passeport"),
  opt("cv", "Curriculum vitae", "Curriculum vitae"),
  opt("cover", "Cover letter", "Lettre de motivation"),
  opt("degree", "Degree", "Diplôme"),
  opt("transcript", "Transcript of records", "Relevé de notes"),
  opt("english", "Language certificate", "Certificat de langue"),
  opt("pole_emploi", "France Travail certificate", "Attestation France Travail"),
  opt("other", "Other document", "Autre document"),
];

/** Degrees of the academic background; `ot` asks for degree_other. */
export const DEGREES: FieldOption[] = [
  opt("BAC", "Secondary-school diploma", "Baccalauréat"),
  opt("BACHELOR", "Bachelor", "Bachelor"),
  opt("LICENCE", "Licence", "Licence"),
  opt("MASTER", "Master", "Master"),
  opt("ING", "Engineering degree", "Diplôme d'ingénieur"),
  opt("PHD", "Doctorate", "Doctorat"),
  opt("ot", "Other", "Autre"),
];

/** Fields of study of the academic background; `ot` asks for field_other. */
export const FIELDS_OF_STUDY: FieldOption[] = [
  opt("aero", "Aerospace engineering", "Ingénierie aérospatiale"),
  opt("mech", "Mechanical engineering", "Génie mécanique"),
  opt("elec", "Electrical and electronic engineering", "Génie électrique et électronique"),
  opt("comp", "Computer science", "Informatique"),
  opt("math", "Mathematics", "Mathématiques"),
  opt("phys", "Physics", "Physique"),
  opt("manag", "Management", "Management"),
  opt("ot", "Other", "Autre"),
];

/** Language levels of the Common European Framework. */
export const LANGUAGE_LEVELS: FieldOption[] = [
  opt("A1", "A1 (beginner)", "A1 (débutant)"),
  opt("A2", "A2 (elementary)", "A2 (élémentaire)"),
  opt("B1", "B1 (intermediate)", "B1 (intermédiaire)"),
  opt("B2", "B2 (upper intermediate)", "B2 (intermédiaire supérieur)"),
  opt("C1", "C1 (advanced)", "C1 (avancé)"),
  opt("C2", "C2 (proficient)", "C2 (maîtrise)"),
  opt("NATIVE", "Native speaker", "Langue maternelle"),
];
