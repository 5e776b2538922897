import { translate } from "@portal/domain/i18n/index";
import type { MailMessage } from "./outbox.ts";

/**
 * The account e-mails: activation link, reset link, "you already have an account" (with a reset
 * link), and "no account uses this address" (a reset asked for an unknown address; link: home page).
 */
export type AccountMailKind = "activation" | "reset" | "existing" | "noAccount";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function htmlBody(text: string, link: string): string {
  return text
    .split("\n\n")
    .map((paragraph) =>
      paragraph === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`,
    )
    .join("\n");
}

/** One language's subject and plain-text body (signature included) of a mail. */
export interface MailText {
  locale: "en" | "fr";
  subject: string;
  body: string;
}

/**
 * Builds a bilingual e-mail from its texts in the order given: subject "First / Second", bodies one
 * after the other, both as plain text and as simple HTML with the link clickable.
 */
export function bilingualMail(to: string, link: string, texts: readonly [MailText, MailText]): MailMessage {
  const [first, second] = texts;
  const separator = `-------- ${second.locale === "fr" ? "Français" : "English"} --------`;
  return {
    to,
    subject: `${first.subject} / ${second.subject}`,
    text: `${first.body}\n\n${separator}\n\n${second.body}\n`,
    html:
      `<!doctype html><html><body>\n<div lang="${first.locale}">\n${htmlBody(first.body, link)}\n</div>\n<hr>\n` +
      `<div lang="${second.locale}">\n${htmlBody(second.body, link)}\n</div>\n</body></html>\n`,
  };
}

/** Builds a bilingual account e-mail, English first, then French. */
export function accountMail(kind: AccountMailKind, to: string, link: string): MailMessage {
  const text = (locale: "en" | "fr"): MailText => ({
    locale,
    subject: translate(locale, `mail.${kind}.subject`),
    body: `${translate(locale, `mail.${kind}.body`, { link })}\n\n${translate(locale, "mail.signature")}`,
  });
  return bilingualMail(to, link, [text("en"), text("fr")]);
}
