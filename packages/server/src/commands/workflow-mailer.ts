import type { Message } from "@portal/domain/i18n/catalogue";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { MailMessage } from "../mail/outbox.ts";

/** The transitions that e-mail the candidate. */
export type WorkflowMailKind = "application" | "scholarship" | "registration" | "tuition";

/** What a transition's e-mail says: to whom, the candidate's name, the form's address, notes to add. */
export interface WorkflowMailInput {
  kind: WorkflowMailKind;
  to: string;
  name: string;
  link: string;
  /** The transition's messages: the success text first, then notes (e.g. not eligible for scholarships). */
  messages: Message[];
  /** Extra catalogue keys to add as paragraphs (e.g. the invitation to apply for scholarships). */
  extraKeys?: string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One language's body: greeting, the success text and notes, what happens next, the link, the signature. */
function body(locale: Locale, input: WorkflowMailInput): string[] {
  return [
    translate(locale, "workflowMail.greeting", { name: input.name }),
    ...input.messages.map((m) => translate(locale, m.key, m.params)),
    translate(locale, `workflowMail.${input.kind}.body`),
    ...(input.extraKeys ?? []).map((key) => translate(locale, key)),
    `${translate(locale, "workflowMail.link")}\n${input.link}`,
    translate(locale, "mail.signature"),
  ];
}

function html(paragraphs: string[], link: string): string {
  return paragraphs
    .map((p) =>
      p.endsWith(link)
        ? `<p>${escapeHtml(p.slice(0, -link.length).trim())}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`,
    )
    .join("\n");
}

/**
 * The bilingual e-mail of a workflow transition: subject "English / Français", the text in English
 * then in French (plain text and simple HTML), queued in the transition's transaction.
 */
export function workflowMail(input: WorkflowMailInput): MailMessage {
  const subject = (locale: Locale) => translate(locale, `workflowMail.${input.kind}.subject`);
  const en = body("en", input);
  const fr = body("fr", input);
  return {
    to: input.to,
    subject: `${subject("en")} / ${subject("fr")}`,
    text: `${en.join("\n\n")}\n\n-------- Français --------\n\n${fr.join("\n\n")}\n`,
    html:
      `<!doctype html><html><body>\n<div lang="en">\n${html(en, input.link)}\n</div>\n<hr>\n` +
      `<div lang="fr">\n${html(fr, input.link)}\n</div>\n</body></html>\n`,
  };
}
