import { domainToASCII } from "node:url";
import { checkEmailAddress, type EmailCheck } from "@portal/domain/rules/email";

/** The domain's e-mail rule (SPEC §9), with Node's IDNA for internationalised domains. */
export function checkEmail(raw: string): EmailCheck {
  return checkEmailAddress(raw, domainToASCII);
}
