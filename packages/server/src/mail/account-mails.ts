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

/**
 * Builds a bilingual account e-mail: subject "English / Français", body in English first, then
 * French, both as plain text and as simple HTML with the link clickable.
 */
export function accountMail(kind: AccountMailKind, to: string, link: string): MailMessage {
  const parts = (["en", "fr"] as const).map((locale) => ({
    subject: translate(locale, `mail.${kind}.subject`),
    body: `${translate(locale, `mail.${kind}.body`, { link })}\n\n${translate(locale, "mail.signature")}`,
  }));
  const [en, fr] = parts as [(typeof parts)[0], (typeof parts)[0]];
  const separator = "-------- Français --------";
  return {
    to,
    subject: `${en.subject} / ${fr.subject}`,
    text: `${en.body}\n\n${separator}\n\n${fr.body}\n`,
    html:
      `<!doctype html><html><body>\n<div lang="en">\n${htmlBody(en.body, link)}\n</div>\n<hr>\n` +
      `<div lang="fr">\n${htmlBody(fr.body, link)}\n</div>\n</body></html>\n`,
  };
}
