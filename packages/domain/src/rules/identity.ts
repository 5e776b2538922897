import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues, RuleContext } from "./types.ts";
import { message } from "./types.ts";
import { fileHasExtension, isBlank, isEmailAddress, parseDayMonthYear, text } from "./values.ts";

/** The name fields checked for special characters. */
export const NAME_FIELDS = ["familyName", "givenName", "maidenName", "middleNames"] as const;

/** Letters (accents included), combining marks, hyphen, apostrophes (straight and typographic) and spaces. */
const NAME_PATTERN = /^[\p{L}\p{M}'’\- ]*$/u;

/** The referees' e-mail fields. */
export const REFEREE_EMAIL_FIELDS = ["reco_email_1", "reco_email_2"] as const;

/** The identity card set and the passport set: one of them must be complete. */
export const ID_CARD_FIELDS = ["idcardno", "idauthority", "idissuedate", "idexpirydate"] as const;
export const PASSPORT_FIELDS = [
  "passportno",
  "passportauthority",
  "passportissuedate",
  "passportexpirydate",
] as const;

/** The name fields holding other characters than letters, hyphens, apostrophes and spaces, in form order. */
export function badNameFields(values: AnswerValues): string[] {
  return NAME_FIELDS.filter((f) => !NAME_PATTERN.test(text(values[f])));
}

/** Names hold only letters, hyphens, apostrophes and spaces (empty names are the engine's concern). */
export function namesHaveNoSpecialCharacters(values: AnswerValues): Message[] {
  return badNameFields(values).length > 0
    ? [message("IDENTITY_NAME_CHARACTERS", "rules.identity.nameCharacters")]
    : [];
}

/** The date of birth is required. */
export function dateOfBirthPresent(values: AnswerValues): Message[] {
  return isBlank(values.dateofbirth)
    ? [message("IDENTITY_DATE_OF_BIRTH_MISSING", "rules.identity.dateOfBirthMissing")]
    : [];
}

/** Either every identity-card field or every passport field is filled in. */
export function identityDocumentComplete(values: AnswerValues): Message[] {
  const complete = (fields: readonly string[]) => fields.every((f) => !isBlank(values[f]));
  return complete(ID_CARD_FIELDS) || complete(PASSPORT_FIELDS)
    ? []
    : [message("IDENTITY_DOCUMENT_MISSING", "rules.identity.documentMissing")];
}

/** Whether a document expires on or before its date of issue; only two real dd/mm/yyyy dates are compared. */
function expiresBeforeIssue(values: AnswerValues, issue: string, expiry: string): boolean {
  const [from, to] = [parseDayMonthYear(values[issue]), parseDayMonthYear(values[expiry])];
  return from !== null && to !== null && to <= from;
}

/** The identity card expires after its date of issue (a missing or malformed date is the engine's). */
export function identityCardDatesOrdered(values: AnswerValues): Message[] {
  return expiresBeforeIssue(values, "idissuedate", "idexpirydate")
    ? [message("IDENTITY_DOCUMENT_DATES", "rules.identity.cardDates")]
    : [];
}

/** The passport expires after its date of issue (a missing or malformed date is the engine's). */
export function passportDatesOrdered(values: AnswerValues): Message[] {
  return expiresBeforeIssue(values, "passportissuedate", "passportexpirydate")
    ? [message("IDENTITY_DOCUMENT_DATES", "rules.identity.passportDates")]
    : [];
}

/** The photo is uploaded and is a .jpg file. */
export function photoIsJpg(values: AnswerValues): Message[] {
  return fileHasExtension(values.uploadPhoto, "jpg")
    ? []
    : [message("IDENTITY_PHOTO", "rules.identity.photo")];
}

/** The referees' e-mail fields holding something other than an address, or the candidate's login (compared without case). */
export function badRefereeFields(values: AnswerValues, context: RuleContext): string[] {
  const login = text(context.login).toLowerCase();
  return REFEREE_EMAIL_FIELDS.filter((f) => {
    if (isBlank(values[f])) return false;
    const email = text(values[f]).toLowerCase();
    return !isEmailAddress(email) || (login !== "" && email === login);
  });
}

/**
 * The referees' e-mails, when given, are well-formed addresses other than the candidate's login.
 * Whether they are required is the form schema's concern.
 */
export function refereesDifferFromLogin(values: AnswerValues, context: RuleContext): Message[] {
  return badRefereeFields(values, context).length > 0
    ? [message("IDENTITY_REFEREE_EMAIL", "rules.identity.refereeEmail")]
    : [];
}
