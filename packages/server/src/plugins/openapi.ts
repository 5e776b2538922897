import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";

/** OpenAPI document at /ws/openapi.json, browsable at /ws/docs. Register before the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "Admissions portal web services", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: "/ws/docs", staticCSP: true });
  app.get("/ws/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
