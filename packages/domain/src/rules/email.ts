/** Limits of SPEC §9 (RFC 5321): whole address, part before the @, each domain label. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_LABEL_MAX_LENGTH = 63;

// Dot-atom of RFC 5322 (no quoted local parts: no real person uses them for an application).
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i;

/** Why an address is refused (the server's error codes). */
export type EmailRefusal =
  "EMAIL_TOO_LONG" | "EMAIL_INVALID" | "EMAIL_LOCAL_TOO_LONG" | "EMAIL_LABEL_TOO_LONG";

/** The verdict on an address: its login (lower-cased) or the code explaining the refusal. */
export type EmailCheck = { ok: true; login: string } | { ok: false; code: EmailRefusal };

/**
 * Checks an e-mail address as SPEC §9 says (254 / 64 / 63) with a sane syntax: one @, a dot-atom
 * before it, and a domain of at least two labels of letters, digits and inner hyphens.
 * Internationalised domains are checked in their ASCII form; `toAscii` converts one ("" when it
 * cannot), since IDNA is the platform's (node:url's domainToASCII, the browser's URL).
 */
export function checkEmailAddress(raw: string, toAscii: (domain: string) => string): EmailCheck {
  const address = raw.trim();
  if (address.length > EMAIL_MAX_LENGTH) return { ok: false, code: "EMAIL_TOO_LONG" };
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return { ok: false, code: "EMAIL_INVALID" };
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX_LENGTH) return { ok: false, code: "EMAIL_LOCAL_TOO_LONG" };
  if (!LOCAL_PART.test(local)) return { ok: false, code: "EMAIL_INVALID" };
  const labels = domain.split(".");
  if (labels.some((label) => label.length > EMAIL_LABEL_MAX_LENGTH)) {
    return { ok: false, code: "EMAIL_LABEL_TOO_LONG" };
  }
  const ascii = toAscii(domain);
  const asciiLabels = ascii.split(".");
  if (
    !ascii ||
    asciiLabels.length < 2 ||
    asciiLabels.some((label) => !LABEL.test(label) || label.length > EMAIL_LABEL_MAX_LENGTH) ||
    /^\d+$/.test(asciiLabels.at(-1)!)
  ) {
    return { ok: false, code: "EMAIL_INVALID" };
  }
  return { ok: true, login: address.toLowerCase() };
}
