import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import * as fr from "@zxcvbn-ts/language-fr";
import type { Message } from "../i18n/catalogue.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordLength } from "./password-limits.ts";
import { message } from "./types.ts";

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-limits.ts";

/**
 * The password policy, used by the server (activation, reset, administrator accounts: the
 * authority) and by the browser as the person types (this module is large, about 3 MB of
 * dictionaries: the web app imports it lazily). NIST SP 800-63B and ASVS v5 6.2: a length window,
 * no composition rules, and a refusal of guessable passwords, judged by zxcvbn-ts with the common,
 * English and French dictionaries.
 */

/** zxcvbn's scale is 0–4; 3 means "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

// Built on first use (about 0.3 s): merging and ranking the dictionaries is the costly part.
// Levenshtein matching stays off: it multiplies the time of a check by ten for little gain.
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

/** Lower-cased letters and digits only, so "Jean.Dupont" and "jean-dupont" compare equal. */
function squeeze(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

// The words of a login: the pieces of its local part and of its domain, top-level domain apart.
function loginWords(address: string): string[] {
  const at = address.lastIndexOf("@");
  const local = at >= 0 ? address.slice(0, at) : address;
  const domain =
    at >= 0
      ? address
          .slice(at + 1)
          .split(".")
          .slice(0, -1)
          .join(".")
      : "";
  return `${local} ${domain}`.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
}

/**
 * The login and its parts, given to zxcvbn as words an attacker would try first: the whole
 * address, its local part (as typed and squeezed) and its words (names, institution).
 */
export function loginParts(login: string): string[] {
  const address = login.trim().toLowerCase();
  if (!address) return [];
  const at = address.lastIndexOf("@");
  const local = at >= 0 ? address.slice(0, at) : address;
  const parts = [address, local, squeeze(local), ...loginWords(address)].filter((p) => p.length >= 3);
  return [...new Set(parts)];
}

// Built on the login: the login, or its local part, makes up a large share of the password
// ("Jean.Dupont2024", the address itself), or the words of the login cover half of it
// ("Dupont.Jean.Univ"). A short part inside a longer sentence ("admin" in "the administrator's
// long passphrase") is left to zxcvbn, which knows the parts too and lowers the score.
function builtOnLogin(password: string, login: string): boolean {
  const squeezed = squeeze(password);
  const address = login.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  const wholes = [squeeze(address), squeeze(at >= 0 ? address.slice(0, at) : address)];
  const large = (part: string) => part.length * 5 >= squeezed.length * 2;
  if (wholes.some((part) => part.length >= 3 && squeezed.includes(part) && large(part))) return true;
  const covered = new Array<boolean>(squeezed.length).fill(false);
  for (const word of loginWords(address)) {
    for (let i = squeezed.indexOf(word); i >= 0; i = squeezed.indexOf(word, i + 1)) {
      covered.fill(true, i, i + word.length);
    }
  }
  return covered.filter(Boolean).length * 2 >= squeezed.length && squeezed.length > 0;
}

/** zxcvbn's warning and first suggestion as message keys (texts in i18n/password-feedback.ts). */
function feedback(result: ZxcvbnResult): Message[] {
  const out: Message[] = [];
  const { warning, suggestions } = result.feedback;
  if (warning) out.push(message("PASSWORD_WEAK", `rules.passwords.warning.${warning}`));
  const useful = suggestions.find((s) => s !== "anotherWord") ?? suggestions[0];
  if (useful) out.push(message("PASSWORD_WEAK", `rules.passwords.suggestion.${useful}`));
  return out;
}

/**
 * The verdict on a new password for the account `login`: no message when it is acceptable;
 * otherwise the reason first (PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_LOGIN or
 * PASSWORD_WEAK), then zxcvbn's warning and suggestion when they help.
 */
export function passwordStrength(password: string, login: string): Message[] {
  const length = passwordLength(password);
  if (length < MIN_PASSWORD_LENGTH) {
    return [message("PASSWORD_TOO_SHORT", "rules.passwords.tooShort", { min: MIN_PASSWORD_LENGTH })];
  }
  if (length > MAX_PASSWORD_LENGTH) {
    return [message("PASSWORD_TOO_LONG", "rules.passwords.tooLong", { max: MAX_PASSWORD_LENGTH })];
  }
  const result = zxcvbn().check(password, loginParts(login));
  if (builtOnLogin(password, login)) return [message("PASSWORD_LOGIN", "rules.passwords.login")];
  if (result.score < MIN_PASSWORD_SCORE) {
    return [message("PASSWORD_WEAK", "rules.passwords.weak"), ...feedback(result)];
  }
  return [];
}

/** The password and its confirmation are identical. */
export function passwordsMatch(password: string, confirmation: string): Message[] {
  return password === confirmation ? [] : [message("PASSWORD_MISMATCH", "rules.passwords.mismatch")];
}

/** Every rule of the activation and reset forms at once: the confirmation, then the verdict. */
export function passwordRules(password: string, confirmation: string, login: string): Message[] {
  return [...passwordsMatch(password, confirmation), ...passwordStrength(password, login)];
}
