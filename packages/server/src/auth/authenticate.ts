import type { FastifyRequest } from "fastify";
import { NotAllowedError } from "../errors.ts";
import type { Actor } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireSession on protected routes. */
    actor: Actor;
  }
}

/** The bearer token of the request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * onRequest hook for protected plugins: register it inside the plugin (Fastify encapsulation), so
 * a public route cannot forget to be public and a private one cannot forget to be private.
 */
export async function requireSession(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const actor = token ? await request.server.sessions.resolve(token) : null;
  if (!actor) throw new NotAllowedError();
  request.actor = actor;
}
