import fs from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";
import type NodeMailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { MailAttachment, MailMessage } from "./outbox.ts";

const require = createRequire(import.meta.url);
/** nodemailer, loaded at the first message instead of at start-up. */
const nodemailer = () => require("nodemailer") as typeof NodeMailer;

/** Delivers one message; throws when it could not (the worker retries later). */
export interface MailTransport {
  send(message: MailMessage & { id: number }): Promise<void>;
  close(): void;
}

/** Where file-outbox messages go: `$DATA_DIR/outbox`. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/** The file-outbox copy of an outbox message: `00000042.eml` (the id only, never the address). */
export function outboxFileName(id: number): string {
  return `${String(id).padStart(8, "0")}.eml`;
}

/** SMTP (nodemailer) when SMTP_URL is set; otherwise one RFC 822 .eml file per message under $DATA_DIR/outbox. */
export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : fileTransport(config, log);
}

/** The message's files as nodemailer takes them (bytes decoded from the outbox's base64). */
export function nodemailerAttachments(attachments: MailAttachment[] | undefined) {
  return (attachments ?? []).map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: Buffer.from(file.content, "base64"),
  }));
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  let transporter: Transporter | undefined;
  return {
    async send(message) {
      transporter ??= nodemailer().createTransport(smtpUrl);
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: nodemailerAttachments(message.attachments),
      });
    },
    close: () => transporter?.close(),
  };
}

function fileTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  // streamTransport with buffer: true gives the exact RFC 822 message nodemailer would send.
  let builder: Transporter | undefined;
  const dir = outboxDir(config.dataDir);
  return {
    async send(message) {
      builder ??= nodemailer().createTransport({ streamTransport: true, buffer: true, newline: "unix" });
      const info = await builder.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: nodemailerAttachments(message.attachments),
      });
      await fs.mkdir(dir, { recursive: true });
      // Named by outbox id only: the address would put personal data in every log line naming the file.
      const name = outboxFileName(message.id);
      const file = path.join(dir, name);
      // Written aside then renamed, so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      // The file holds the live link; the log says only that it is there (logs travel further).
      const kind = message.subject.split(" / ")[0];
      log.info({ file: `outbox/${name}` }, `e-mail "${kind}" to [redacted] written to outbox/${name}`);
    },
    close: () => builder?.close(),
  };
}
