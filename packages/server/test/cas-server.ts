import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A small CAS server speaking the real protocol (/login, /serviceValidate, CAS 2.0/3.0 XML). */
export interface TestCasServer {
  url: string;
  /** The user /login authenticates (as if they had typed their credentials). */
  user: string;
  mail: string | undefined;
  /** Issues a service ticket for a service, as /login does. */
  issueTicket(service: string, user?: string): string;
  /** How many validations were asked. */
  validations: number;
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function failure(code: string, text: string): string {
  return (
    `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n` +
    `  <cas:authenticationFailure code="${code}">${escape(text)}</cas:authenticationFailure>\n` +
    `</cas:serviceResponse>\n`
  );
}

function success(user: string, mail: string | undefined): string {
  const attributes = mail
    ? `    <cas:attributes>\n      <cas:mail>${escape(mail)}</cas:mail>\n    </cas:attributes>\n`
    : "";
  return (
    `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n` +
    `  <cas:authenticationSuccess>\n    <cas:user>${escape(user)}</cas:user>\n${attributes}` +
    `  </cas:authenticationSuccess>\n</cas:serviceResponse>\n`
  );
}

/**
 * Starts the CAS server on a free local port, under /cas. /login redirects to the service with a fresh
 * `ST-` ticket; /serviceValidate accepts a ticket once, for the service it was issued to, and
 * answers INVALID_TICKET for an unknown or already validated ticket, INVALID_SERVICE for another service.
 */
export async function startCasServer(options: { user?: string; mail?: string } = {}): Promise<TestCasServer> {
  const tickets = new Map<string, { service: string; user: string; used: boolean }>();
  const cas: Omit<TestCasServer, "url" | "close"> = {
    user: options.user ?? "jdoe",
    mail: options.mail,
    validations: 0,
    issueTicket(service, user) {
      const ticket = `ST-${crypto.randomBytes(16).toString("hex")}`;
      tickets.set(ticket, { service, user: user ?? cas.user, used: false });
      return ticket;
    },
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://cas.test");
    // Served under /cas, as CAS servers usually are, so that CAS_URL carries a path.
    const route = url.pathname.replace(/^\/cas/, "");
    const service = url.searchParams.get("service") ?? "";
    if (route === "/login") {
      if (!service) {
        response.writeHead(200, { "content-type": "text/html" }).end("<p>Logged in to CAS.</p>");
        return;
      }
      const target = new URL(service);
      target.searchParams.set("ticket", cas.issueTicket(service));
      response.writeHead(302, { location: target.toString() }).end();
      return;
    }
    if (route === "/serviceValidate" || route === "/p3/serviceValidate") {
      cas.validations++;
      const ticketId = url.searchParams.get("ticket") ?? "";
      const ticket = tickets.get(ticketId);
      let body: string;
      if (!ticket || ticket.used) body = failure("INVALID_TICKET", `Ticket ${ticketId} not recognized`);
      else if (ticket.service !== service)
        body = failure("INVALID_SERVICE", `Ticket ${ticketId} was not issued for this service`);
      else body = success(ticket.user, cas.mail);
      if (ticket) ticket.used = true; // a ticket is validated at most once, whatever the outcome
      response.writeHead(200, { "content-type": "application/xml; charset=utf-8" }).end(body);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(cas, {
    url: `http://127.0.0.1:${port}/cas`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as TestCasServer;
}
