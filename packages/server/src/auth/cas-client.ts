import { createRequire } from "node:module";
import type * as FastXmlParser from "fast-xml-parser";
import type { XMLParser } from "fast-xml-parser";
import { AppError } from "../errors.ts";

/** Who the central login vouches for: its user name and, when released, the e-mail attribute. */
export interface CasIdentity {
  user: string;
  mail?: string;
}

const require = createRequire(import.meta.url);
let parser: XMLParser | undefined;
// Made at the first CAS login (most portals have none), not at start-up.
function xmlParser(): XMLParser {
  const { XMLParser } = require("fast-xml-parser") as typeof FastXmlParser;
  return (parser ??= new XMLParser({ removeNSPrefix: true, parseTagValue: false, trimValues: true }));
}

/** Splits the page address the browser came back to into the CAS service (without `ticket`) and the ticket. */
export function splitServiceUrl(pageUrl: string): { service: string; ticket: string | null } {
  const url = new URL(pageUrl);
  const ticket = url.searchParams.get("ticket");
  url.searchParams.delete("ticket");
  url.hash = "";
  return { service: url.toString(), ticket };
}

function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return first.trim() || undefined;
  if (first && typeof first === "object" && "#text" in first)
    return String((first as { "#text": unknown })["#text"]).trim();
  return undefined;
}

/** Reads a CAS 2.0/3.0 serviceValidate answer: the identity on success, null on failure. */
export function parseServiceResponse(xml: string): CasIdentity | null {
  let doc: Record<string, unknown>;
  try {
    doc = xmlParser().parse(xml) as Record<string, unknown>;
  } catch {
    return null;
  }
  const response = doc.serviceResponse as Record<string, unknown> | undefined;
  const success = response?.authenticationSuccess as Record<string, unknown> | undefined;
  const user = text(success?.user);
  if (!success || !user) return null;
  const attributes = success.attributes as Record<string, unknown> | undefined;
  return { user, mail: text(attributes?.mail) ?? text(attributes?.email) };
}

/**
 * Validates a service ticket with the CAS server (`/serviceValidate`, which also releases
 * attributes in CAS 3.0). Throws CAS_REFUSED for a refused ticket (unknown, expired, already used,
 * issued for another service) and CAS_UNAVAILABLE when the server cannot be reached.
 */
export async function validateServiceTicket(
  casUrl: string,
  service: string,
  ticket: string,
): Promise<CasIdentity> {
  const url = `${casUrl}/serviceValidate?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`;
  let body: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`CAS answered HTTP ${response.status}`);
    body = await response.text();
  } catch {
    throw new AppError("CAS_UNAVAILABLE");
  }
  const identity = parseServiceResponse(body);
  if (!identity) throw new AppError("CAS_REFUSED");
  return identity;
}
