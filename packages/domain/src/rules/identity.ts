import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues, RuleContext } from "./types.ts";
import { message } from "./types.ts";
import { fileHasExtension, isBlank, isEmailAddress, text } from "./values.ts";

/** The name fields checked for special characters. */
export const NAME_FIELDS = ["familyName", "givenName", "maidenName", "middleNames"] as const;

/** Letters (accents included), combining marks, hyphen, apostrophes (straight and typographic) and spaces. */
const NAME_PATTERN = /^[\p{L}\p{M}'’\- ]*$/u;

/** The identity card set and the passport set: one of them must be complete. */
export const ID_CARD_FIELDS = ["idcardno", "idauthority", "idissuedate", "idexpirydate"] as const;
export const PASSPORT_FIELDS = [
  "passportno",
  "passportauthority",
  "passportissuedate",
  "passportexpirydate",
] as const;

/** Names hold only letters, hyphens, apostrophes and spaces (empty names are the engine's concern). */
export function namesHaveNoSpecialCharacters(values: AnswerValues): Message[] {
  const bad = NAME_FIELDS.some((f) => !NAME_PATTERN.test(text(values[f])));
  return bad ? [message("IDENTITY_NAME_CHARACTERS", "rules.identity.nameCharacters")] : [];
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

/** The photo is uploaded and is a .jpg file. */
export function photoIsJpg(values: AnswerValues): Message[] {
  return fileHasExtension(values.uploadPhoto, "jpg")
    ? []
    : [message("IDENTITY_PHOTO", "rules.identity.photo")];
}

/**
 * The recommenders' e-mails, when given, are well-formed addresses other than the candidate's login
 * (compared without case). Whether they are required is the form schema's concern.
 */
export function recommendersDifferFromLogin(values: AnswerValues, context: RuleContext): Message[] {
  const login = text(context.login).toLowerCase();
  const bad = ["reco_email_1", "reco_email_2"].some((f) => {
    if (isBlank(values[f])) return false;
    const email = text(values[f]).toLowerCase();
    return !isEmailAddress(email) || (login !== "" && email === login);
  });
  return bad ? [message("IDENTITY_RECOMMENDER_EMAIL", "rules.identity.recommenderEmail")] : [];
}
