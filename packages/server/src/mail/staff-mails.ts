import { translate, type Locale } from "@portal/domain/i18n/index";
import { bilingualMail, type MailText } from "./account-mails.ts";
import type { MailMessage } from "./outbox.ts";

/** What an invitation says: the role given and, for a reviewer, the juries' names in each language. */
export interface StaffInvitation {
  role: "reviewer" | "administrator";
  juries: (locale: Locale) => readonly string[];
  /** The language the administrator chose for the invitee: it comes first, the other follows. */
  locale: Locale;
}

/**
 * The invitation of a new staff member: their role (and juries) and the link that sets their
 * password (the activation page), in both languages.
 */
export function staffInvitationMail(to: string, link: string, invitation: StaffInvitation): MailMessage {
  const text = (locale: Locale): MailText => {
    const juries =
      invitation.role === "reviewer"
        ? translate(locale, "staffAccounts.mail.juries", {
            juries: invitation
              .juries(locale)
              .map((name) => translate(locale, "staffAccounts.mail.juryName", { name }))
              .join(", "),
          })
        : "";
    const role = translate(locale, `staffAccounts.role.${invitation.role}`);
    return {
      locale,
      subject: translate(locale, "staffAccounts.mail.subject"),
      body: `${translate(locale, "staffAccounts.mail.body", { role, juries, link })}\n\n${translate(locale, "mail.signature")}`,
    };
  };
  const other: Locale = invitation.locale === "fr" ? "en" : "fr";
  return bilingualMail(to, link, [text(invitation.locale), text(other)]);
}
