/** A French postal code: 5 digits. */
export const ZIP_PATTERN = "^\\d{5}$";

/** A department: 2 digits, 2A or 2B (Corsica), or 3 digits for overseas (971 to 978). */
export const DEPT_PATTERN = "^(\\d{2}|2[ABab]|97\\d)$";

/** A commune's INSEE code (code officiel géographique): 5 characters, 2A/2B for Corsica. */
export const INSEE_PATTERN = "^(\\d{5}|2[ABab]\\d{3})$";

/** A department or a commune's INSEE code (the place of /ws/etablissements/{code}). */
export const PLACE_PATTERN = "^(\\d{2}|2[ABab]|97\\d|\\d{5}|2[ABab]\\d{3})$";

/** A school's UAI code (unité administrative immatriculée): 7 digits and a letter. */
export const UAI_PATTERN = "^\\d{7}[A-Za-z]$";

/** The department of a commune: the first 2 characters of its INSEE code, 3 for overseas (97x). */
export function deptOf(insee: string): string {
  return insee.startsWith("97") ? insee.slice(0, 3) : insee.slice(0, 2);
}
