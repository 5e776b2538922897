import fs from "node:fs";
import type { ErrorCode } from "../errors.ts";

/** SPEC §9: at least 12 characters. */
export const PASSWORD_MIN_LENGTH = 12;
/** Long passphrases are welcome; the cap only stops hashing abuse with megabyte-long "passwords". */
export const PASSWORD_MAX_LENGTH = 1024;

let common: Set<string> | undefined;

/** The shipped list of the most common passwords (common-passwords.txt), lower-cased. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#"))
      .map((line) => line.toLowerCase()),
  );
  return common;
}

/** True when the password, ignoring case, is on the list of most common passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/**
 * The server's verdict on a new password (NIST SP 800-63B): long enough, not absurdly long, not a
 * common one. No composition rules. Returns the error code of the refusal, or null.
 */
export function passwordProblem(password: string): ErrorCode | null {
  // Count characters as people see them (code points), not UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return "PASSWORD_TOO_SHORT";
  if (length > PASSWORD_MAX_LENGTH) return "PASSWORD_TOO_LONG";
  if (isCommonPassword(password)) return "PASSWORD_COMMON";
  return null;
}
