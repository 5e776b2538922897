import fs from "node:fs";
import path from "node:path";
import { extractLinks } from "./outbox.ts";
import { outboxDir } from "./transport.ts";

/** A message of the file outbox, decoded: who it is for, its subject, texts and links. */
export interface OutboxFile {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** The files sent with it (a calendar file), their content decoded as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

// RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  return part.body;
}

function leaves(part: Part): Part[] {
  const type = part.headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1);
  return chunks
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => leaves(splitHeaders(chunk.replace(/^\n/, ""))));
}

/** Decodes one RFC 822 message as the file outbox writes it. */
export function parseEml(raw: string, file = ""): OutboxFile {
  const message = splitHeaders(raw);
  const parts = leaves(message);
  const files = parts.filter((p) => /^attachment/i.test(p.headers["content-disposition"] ?? ""));
  const bodies = parts.filter((p) => !files.includes(p));
  const find = (type: string) =>
    bodies.find((p) => (p.headers["content-type"] ?? "text/plain").toLowerCase().startsWith(type));
  const text = find("text/plain");
  const html = find("text/html");
  const textBody = text ? decodeBody(text) : "";
  return {
    file,
    to: decodeHeader(message.headers.to ?? ""),
    subject: decodeHeader(message.headers.subject ?? ""),
    text: textBody,
    html: html ? decodeBody(html) : "",
    links: extractLinks(textBody),
    attachments: files.map((part) => ({
      filename: decodeHeader(
        /filename="?([^";]+)"?/i.exec(part.headers["content-disposition"] ?? "")?.[1] ?? "",
      ),
      contentType: part.headers["content-type"] ?? "",
      content: decodeBody(part),
    })),
  };
}

/**
 * Every message of the file outbox `$DATA_DIR/outbox/*.eml`, oldest first (file names start with
 * the outbox id). For tests, end-to-end tests included, and for demos without SMTP.
 */
export function readOutbox(dataDir: string): OutboxFile[] {
  const dir = outboxDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => parseEml(fs.readFileSync(path.join(dir, name), "utf8"), path.join(dir, name)));
}

/** The first link of the latest file-outbox message to an address, or undefined. */
export function latestOutboxLink(dataDir: string, address: string): string | undefined {
  const wanted = address.trim().toLowerCase();
  return readOutbox(dataDir)
    .filter((mail) => mail.to.toLowerCase() === wanted)
    .at(-1)?.links[0];
}
