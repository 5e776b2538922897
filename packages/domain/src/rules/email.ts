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
 * The ASCII (punycode) form of a domain, "" when it is not one. IDNA is the platform's: the WHATWG
 * URL parser, the same in Node and in the browser. Characters a host may not hold in an address
 * (a port, a path, an IPv6 bracket…) are refused before the parser sees them.
 */
export function asciiDomain(domain: string): string {
  if (!/^[\p{L}\p{N}\p{M}.-]+$/u.test(domain)) return "";
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return "";
  }
}

/**
 * Checks an e-mail address as SPEC §9 says (254 / 64 / 63) with a sane syntax: one @, a dot-atom
 * before it, and a domain of at least two labels of letters, digits and inner hyphens.
 * Internationalised domains are checked in their ASCII form. The one e-mail rule: accounts, form
 * fields of format email and the business rules all call it.
 */
export function checkEmailAddress(raw: string): EmailCheck {
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
  const ascii = asciiDomain(domain);
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
