import type { Message } from "../i18n/catalogue.ts";
import { message } from "./types.ts";

/** Minimum password length (SPEC §9), counted in characters, not bytes. */
export const MIN_PASSWORD_LENGTH = 12;

/** The password and its confirmation are identical. */
export function passwordsMatch(password: string, confirmation: string): Message[] {
  return password === confirmation ? [] : [message("PASSWORD_MISMATCH", "rules.passwords.mismatch")];
}

/** The password has at least 12 characters. */
export function passwordLongEnough(password: string): Message[] {
  return [...password].length >= MIN_PASSWORD_LENGTH
    ? []
    : [message("PASSWORD_TOO_SHORT", "rules.passwords.tooShort", { min: MIN_PASSWORD_LENGTH })];
}

/** Both password rules at once, for the activation and reset forms and their server routes. */
export function passwordRules(password: string, confirmation: string): Message[] {
  return [...passwordsMatch(password, confirmation), ...passwordLongEnough(password)];
}
