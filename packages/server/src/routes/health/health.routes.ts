import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { AppError } from "../../errors.ts";

/** How long the database may take to answer before the check reports it unavailable. */
const HEALTH_TIMEOUT_MS = 3000;

/** GET /healthz: 200 when the database answers, else 503 DATABASE_UNAVAILABLE (with Retry-After). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", { schema: { hide: true } }, async () => {
    let timer: NodeJS.Timeout | undefined;
    // A database that hangs is as unavailable as one that refuses: a load balancer needs an answer.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database did not answer in time")), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([sql`select 1`.execute(app.db), timeout]);
      return { status: "ok" };
    } catch (error) {
      app.log.warn({ err: error }, "health check: the database does not answer");
      throw new AppError("DATABASE_UNAVAILABLE");
    } finally {
      clearTimeout(timer);
    }
  });
}
