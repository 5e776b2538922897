import type { FastifyInstance } from "fastify";
import { sql } from "kysely";

/** GET /healthz: 200 when the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: "ok" };
    } catch {
      return reply.status(503).send({ result: "error", message: "database unavailable" });
    }
  });
}
