/**
 * The length limits of a password, apart from the strength rules (passwords.ts), so that a screen
 * or a route can name them without loading the strength estimator and its dictionaries.
 */

/** Minimum password length (SPEC §9), counted in characters, not bytes. */
export const MIN_PASSWORD_LENGTH = 12;

/** Long passphrases are welcome; the cap only stops hashing abuse with megabyte-long "passwords". */
export const MAX_PASSWORD_LENGTH = 1024;

/** The length of a password as people count it: code points, so "é" or "😀" is one character. */
export function passwordLength(password: string): number {
  return [...password].length;
}
