import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { requireSession } from "../../auth/authenticate.ts";
import { assignByHand, assignEvenly, removeAssignments } from "../../commands/review-assignment-writer.ts";
import { ForbiddenError } from "../../errors.ts";
import { canManageScoring } from "../../policies/scoring.ts";
import { juriesOfProgramme, readersOf } from "../../queries/reviews.ts";
import { assignEvenSchema, assignSchema, readersSchema, unassignSchema } from "./scoring.schema.ts";
import { selectionIds } from "../applications/selection-ids.ts";

/**
 * Assigning reviewers to applications (issue #38), administrators only: the reviewers with their
 * loads, assigning the workspace's selection by hand or evenly (N readers per application), and
 * taking reviewers off it.
 */
export async function reviewAssignmentsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!canManageScoring(request.actor)) throw new ForbiddenError();
  });
  const base = "/ws/admin/review-assignments";

  app.get(`${base}/readers`, { schema: readersSchema }, async (request) => {
    const { programme, jury } = request.query;
    const juries = programme ? await juriesOfProgramme(app.db, programme) : jury ? [jury] : undefined;
    return { result: "OK" as const, readers: await readersOf(app.db, juries) };
  });

  app.post(base, { schema: assignSchema }, async (request) => {
    const answerIds = await selectionIds(request, request.body.selection);
    const report = await app.db
      .transaction()
      .execute((trx) =>
        assignByHand(trx, { answerIds, reviewerIds: request.body.reviewers, by: request.actor.login }),
      );
    request.log.info({ ...report, by: request.actor.login }, "reviewers assigned by hand");
    return { result: "OK" as const, ...report };
  });

  app.post(`${base}/even`, { schema: assignEvenSchema }, async (request) => {
    const answerIds = await selectionIds(request, request.body.selection);
    const report = await app.db
      .transaction()
      .execute((trx) =>
        assignEvenly(trx, { answerIds, readers: request.body.readers, by: request.actor.login }),
      );
    request.log.info({ ...report, by: request.actor.login }, "reviewers assigned evenly");
    return { result: "OK" as const, ...report };
  });

  app.post(`${base}/remove`, { schema: unassignSchema }, async (request) => {
    const answerIds = await selectionIds(request, request.body.selection);
    const removed = await app.db
      .transaction()
      .execute((trx) => removeAssignments(trx, { answerIds, reviewerIds: request.body.reviewers }));
    request.log.info({ removed, by: request.actor.login }, "review assignments removed");
    return { result: "OK" as const, removed };
  });
}
