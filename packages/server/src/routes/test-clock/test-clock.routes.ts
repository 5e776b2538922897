import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { requireSession } from "../../auth/authenticate.ts";
import { MovableClock } from "../../clock.ts";
import { ForbiddenError } from "../../errors.ts";
import { isAdministrator } from "../../policies/staff.ts";
import { ErrorBody } from "../answers/answers.schema.ts";

const HOUR_MS = 3_600_000;

const moveClockSchema = {
  tags: ["test"],
  summary: "Move the portal's clock forward (TEST_CLOCK=1 only, administrators)",
  security: [{ bearer: [] }],
  body: Type.Object({ hours: Type.Number({ exclusiveMinimum: 0, maximum: 24 * 400 }) }),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), now: Type.String({ format: "date-time" }) }),
    "4xx": ErrorBody,
  },
};

/**
 * Registered only with TEST_CLOCK=1 (never in production: config.ts refuses it): the end-to-end
 * suite moves the clock past a deadline, then runs the job that acts on it from the jobs page.
 */
export async function testClockRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const clock = app.clock;
  if (!app.config.testClock || !(clock instanceof MovableClock)) return;
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isAdministrator(request.actor)) throw new ForbiddenError();
  });
  app.post("/ws/admin/test-clock", { schema: moveClockSchema }, async (request) => {
    clock.advance(request.body.hours * HOUR_MS);
    request.log.warn({ hours: request.body.hours, now: clock.now() }, "test clock moved");
    return { result: "OK" as const, now: clock.now().toISOString() };
  });
}
