import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { applicationProgramme } from "@portal/domain/campaign/programme";
import type { ScoreValues } from "@portal/domain/review/scoresheet";
import type { Actor } from "../../auth/sessions.ts";
import { requireSession } from "../../auth/authenticate.ts";
import { takeNextApplications } from "../../commands/review-assignment-writer.ts";
import { saveReview } from "../../commands/review-writer.ts";
import type { Database } from "../../db/database.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { blindRowTest } from "../../policies/blind-review.ts";
import { canScore, hasReviewQueue, mayReadOtherReviews } from "../../policies/scoring.ts";
import { isStaff } from "../../policies/staff.ts";
import {
  presentInterviewForScoring,
  presentOtherReview,
  presentOwnReview,
  presentQueueItem,
  presentScoresheet,
} from "../../presenters/scoring.ts";
import type { AnswerRow } from "../../queries/answer-queries.ts";
import { interviewOf } from "../../queries/interviews.ts";
import { reviewerQueue, reviewsOfAnswer } from "../../queries/reviews.ts";
import { currentScoresheet, scoresheetsById, type ScoresheetRow } from "../../queries/scoresheets.ts";
import { blindProgrammesFor, loadReviewedAnswer } from "../dossier/dossier-access.ts";
import { getReviewSchema, nextSchema, putReviewSchema, queueSchema } from "./scoring.schema.ts";
import { reviewRefusal } from "./scoring-helpers.ts";

/** The scoresheet a review is scored on: the version it was begun under, else the programme's current one. */
async function sheetFor(db: Database, scoresheetId: number | undefined, programme: string) {
  if (scoresheetId !== undefined) return (await scoresheetsById(db, [scoresheetId]))[0];
  return programme ? currentScoresheet(db, programme) : undefined;
}

/**
 * What the scoring panel reads: the caller's own review and its scoresheet, the interview for an
 * interview criterion, and, only once the caller has submitted theirs (administrators always), the
 * other readers' submitted reviews and the application's standing.
 */
async function reviewBody(db: Database, actor: Actor, answer: AnswerRow) {
  const reviews = await reviewsOfAnswer(db, answer.id);
  const own = reviews.find((r) => r.reviewer_id === actor.userId);
  const sheet = await sheetFor(db, own?.scoresheet_id, applicationProgramme(answer.data));
  const open = mayReadOtherReviews(actor, own?.status ?? null);
  const others = open
    ? reviews.filter((r) => r.reviewer_id !== actor.userId && r.status === "submitted")
    : [];
  const otherSheets = await scoresheetsById(db, [...new Set(others.map((r) => r.scoresheet_id))]);
  const facts = open
    ? await db
        .selectFrom("application_facts")
        .select(["review_score", "review_count", "review_spread", "review_rank"])
        .where("answer_id", "=", answer.id)
        .executeTakeFirst()
    : undefined;
  return {
    result: "OK" as const,
    sheet: sheet ? presentScoresheet(sheet) : null,
    review: own ? presentOwnReview(own) : null,
    interview: presentInterviewForScoring(await interviewOf(db, answer.id)),
    others: open ? others.map(presentOtherReview) : null,
    otherSheets: otherSheets.map(presentScoresheet),
    standing: facts
      ? {
          score: facts.review_score,
          reviews: facts.review_count,
          spread: facts.review_spread,
          rank: facts.review_rank,
        }
      : null,
  };
}

/**
 * Reviewing (issue #38): a reviewer's queue and "give me the next five", and the scoring of one
 * application in its dossier, a draft until submitted. Before submitting, a reviewer reads only
 * their own scores.
 */
export async function reviewsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { formId } = app.config;
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
  });

  /** The caller's queue, each application named as they may see it (by number in blind review). */
  async function queueOf(actor: Actor) {
    const [rows, blind] = await Promise.all([
      reviewerQueue(app.db, formId, actor.userId),
      blindProgrammesFor(app.db, actor),
    ]);
    const readsBlind = blindRowTest(actor, blind);
    return rows.map((row) => presentQueueItem(row, readsBlind(row)));
  }

  app.get("/ws/admin/reviews/queue", { schema: queueSchema }, async (request) => {
    if (!hasReviewQueue(request.actor)) throw new ForbiddenError();
    return { result: "OK" as const, queue: await queueOf(request.actor) };
  });

  app.post("/ws/admin/reviews/queue/next", { schema: nextSchema }, async (request) => {
    const { actor } = request;
    if (!hasReviewQueue(actor)) throw new ForbiddenError();
    const taken = await app.db.transaction().execute((trx) =>
      takeNextApplications(trx, {
        formId,
        reviewerId: actor.userId,
        juries: actor.juries ?? [],
        count: request.body.count ?? 5,
        by: actor.login,
      }),
    );
    request.log.info({ taken, by: actor.login }, "review queue: next applications taken");
    return { result: "OK" as const, taken, queue: await queueOf(actor) };
  });

  const base = "/ws/admin/answers/:id/review";

  app.get(base, { schema: getReviewSchema }, async (request) => {
    const { answer, jury } = await loadReviewedAnswer(
      app.db,
      formId,
      request.params.id,
      request.actor,
      "read",
    );
    if (!canScore(request.actor, jury?.id_jury)) throw new ForbiddenError();
    return reviewBody(app.db, request.actor, answer);
  });

  app.put(base, { schema: putReviewSchema }, async (request) => {
    const { actor } = request;
    const locale = requestLocale(request);
    const { answer, jury } = await loadReviewedAnswer(app.db, formId, request.params.id, actor, "read");
    if (!canScore(actor, jury?.id_jury)) throw new ForbiddenError();
    const interview = await interviewOf(app.db, answer.id);
    const scores = request.body.scores as ScoreValues;
    let sheet: ScoresheetRow | undefined;
    const outcome = await app.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("reviews")
        .selectAll()
        .where("answer_id", "=", answer.id)
        .where("reviewer_id", "=", actor.userId)
        .forUpdate()
        .executeTakeFirst();
      sheet = await sheetFor(trx, existing?.scoresheet_id, applicationProgramme(answer.data));
      if (!sheet) throw new AppError("SCORESHEET_MISSING");
      return saveReview(trx, {
        answerId: answer.id,
        reviewerId: actor.userId,
        by: actor.login,
        sheet,
        existing,
        scores,
        submit: request.body.submit,
        interviewed: interview?.attendance === "attended",
        now: app.clock.now(),
      });
    });
    if (!outcome.ok) {
      if ("problems" in outcome) throw reviewRefusal(outcome.problems, sheet!.criteria, locale);
      throw new AppError("REVIEW_SUBMITTED");
    }
    request.log.info(
      { answer: answer.id, status: outcome.review.status, score: outcome.review.score, by: actor.login },
      "review saved",
    );
    return reviewBody(app.db, actor, answer);
  });
}
