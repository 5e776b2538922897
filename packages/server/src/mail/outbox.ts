import { sql } from "kysely";
import type { Database } from "../db/database.ts";

/** A file sent with an e-mail (a calendar file): its name, MIME type and content in base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The bytes, base64. */
  content: string;
}

/** An e-mail to send: one recipient, a subject, a plain-text body, an optional HTML body and files. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** When set, a message with the same key already queued makes this one a no-op (migration 0012). */
  dedupeKey?: string;
}

/**
 * Puts an e-mail in the outbox. Call it with the transaction of the change that causes the mail
 * (account + token + mail commit together or not at all); the mail worker sends it after commit.
 */
export async function queueMail(trx: Database, message: MailMessage): Promise<number>;
export async function queueMail(
  trx: Database,
  message: MailMessage & { dedupeKey: string },
): Promise<number | null>;
export async function queueMail(trx: Database, message: MailMessage): Promise<number | null> {
  const row = await trx
    .insertInto("outbox")
    .values({
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      dedupe_key: message.dedupeKey ?? null,
      attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
    })
    // Only the dedupe index can conflict: the mail was queued already (a second publication click).
    .onConflict((oc) => oc.column("dedupe_key").where("dedupe_key", "is not", null).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row && message.dedupeKey === undefined) throw new Error("outbox insert returned no row");
  return row?.id ?? null;
}

/** The distinct addresses (http/https) found in a text, in order: the links of a mail. */
export function extractLinks(text: string): string[] {
  return [...new Set([...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((match) => match[0]))];
}

/** The latest outbox row for an address (sent or not), for tests and support. */
export async function latestMailTo(db: Database, address: string) {
  return db
    .selectFrom("outbox")
    .selectAll()
    .where(sql<string>`lower(recipient)`, "=", address.trim().toLowerCase())
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The first link of the latest mail to an address, or undefined (tests read activation links with it). */
export async function latestLinkTo(db: Database, address: string): Promise<string | undefined> {
  const mail = await latestMailTo(db, address);
  return mail ? extractLinks(mail.text)[0] : undefined;
}
