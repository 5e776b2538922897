import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

/** A message the test SMTP server accepted: envelope and raw RFC 822 source. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server for tests (smtp-server package) on a free local port. */
export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** When set, the server refuses the next messages with this SMTP error (to test retries). */
  refuseWith: string | null;
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Starts a plain SMTP server (no TLS, no auth) that keeps every message it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const state: { refuseWith: string | null } = { refuseWith: null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.refuseWith) {
          const error = new Error(state.refuseWith) as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refuseWith() {
      return state.refuseWith;
    },
    set refuseWith(value) {
      state.refuseWith = value;
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error("no matching mail reached the test SMTP server");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
