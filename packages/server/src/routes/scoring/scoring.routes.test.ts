import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { patchStoredAnswer } from "../../../test/answers-kit.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { refreshApplicationFacts } from "../../queries/application-facts.ts";
import { seedJury } from "../workflow/workflow-test-kit.ts";
import { SHEET, application, getReview, putReview, putSheet, standings } from "./scoring-kit.ts";

describe("scoresheets, queues and scoring", () => {
  let t: TestApp;
  let admin: BuiltUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    await seedJury(t.app, { id: "JURY_MSC" });
    expect((await putSheet(t.app, admin, "MAE", SHEET)).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  describe("PUT /ws/admin/scoresheets/{programme}", () => {
    it("refuses a scoresheet with its problems named, all at once", async () => {
      const res = await putSheet(t.app, admin, "ASO", [
        { id: "Bad Id", label: "Motivation", weight: 0, levels: [{ value: 1, descriptor: "Only one" }] },
      ]);
      expect(res.statusCode).toBe(400);
      const { message } = res.json();
      expect(message).toContain("its code must be lower-case letters");
      expect(message).toContain("its weight must be above 0");
      expect(message).toContain("between 2 and");
    });

    it("replaces a version without reviews in place, and copies another programme's", async () => {
      const first = await putSheet(t.app, admin, "ASO", [SHEET[0]]);
      expect(first.json()).toMatchObject({ sheet: { version: 1 }, newVersion: true });
      const again = await putSheet(t.app, admin, "ASO", SHEET);
      expect(again.json()).toMatchObject({ sheet: { version: 1 }, newVersion: false });
      const copied = await call(t.app, {
        method: "POST",
        url: "/ws/admin/scoresheets/MS%20SAS/copy",
        token: admin.token,
        payload: { from: "ASO" },
      });
      expect(copied.statusCode, copied.body).toBe(200);
      expect(copied.json().sheet.criteria).toEqual(SHEET);
    });

    it("asks to confirm a change once reviews were given, then makes a new version and keeps the old scores readable", async () => {
      await putSheet(t.app, admin, "ASO", SHEET);
      const reviewer = await buildReviewer(t.app, ["JURY_MSC"]);
      const a = await application(t.app, { data: { mscchoice: "ASO" } });
      expect(
        (await putReview(t.app, reviewer, a.answerId, { academic: 5, interview: null }, true)).statusCode,
      ).toBe(200);
      const changed = [{ ...SHEET[0], label: "Academic record and projects" }];
      const refused = await putSheet(t.app, admin, "ASO", changed);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe("SCORESHEET_HAS_REVIEWS");
      expect(refused.json().message).toContain("makes a new version");
      const confirmed = await putSheet(t.app, admin, "ASO", changed, true);
      expect(confirmed.json()).toMatchObject({ sheet: { version: 2 }, newVersion: true });

      const review = (await getReview(t.app, reviewer, a.answerId)).json();
      expect(review.sheet.version, "the review stays on the version it was given under").toBe(1);
      expect(review.sheet.criteria[0].label).toBe("Academic record");
      expect(review.review.scores.academic.value).toBe(5);
      const old = await call(t.app, { url: "/ws/admin/scoresheets/ASO?version=1", token: reviewer.token });
      expect(old.json().sheet.criteria[0].label).toBe("Academic record");
      const current = await call(t.app, { url: "/ws/admin/scoresheets/ASO", token: reviewer.token });
      expect(current.json()).toMatchObject({ sheet: { version: 2 }, hasReviews: false });
    });

    it("lets a reviewer read their juries' programmes' sheets only, and write none", async () => {
      const outsider = await buildReviewer(t.app, ["JURY_AM"]);
      expect(
        (await call(t.app, { url: "/ws/admin/scoresheets/MAE", token: outsider.token })).statusCode,
      ).toBe(403);
      const list = await call(t.app, { url: "/ws/admin/scoresheets", token: outsider.token });
      expect(list.json().programmes.map((p: { code: string }) => p.code)).not.toContain("MAE");
      const insider = await buildReviewer(t.app, ["JURY_MSC"]);
      expect((await putSheet(t.app, insider, "MAE", SHEET)).statusCode).toBe(403);
    });
  });

  describe("reviews", () => {
    it("never shows a reviewer another reviewer's scores before they submit theirs, and does after", async () => {
      const first = await buildReviewer(t.app, ["JURY_MSC"]);
      const second = await buildReviewer(t.app, ["JURY_MSC"]);
      const a = await application(t.app);
      const secret = "Secret comment of the second reader";
      const draft = await putReview(t.app, first, a.answerId, { academic: 2 }, false);
      expect(draft.statusCode, draft.body).toBe(200);
      expect(draft.json()).toMatchObject({ review: { status: "draft" }, others: null });
      const submitted = await putReview(t.app, second, a.answerId, { academic: 4 }, true, {
        academic: secret,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json().others, "the first reader's draft is not a review to read").toEqual([]);

      const before = await getReview(t.app, first, a.answerId);
      expect(before.json()).toMatchObject({ review: { status: "draft" }, others: null, standing: null });
      expect(before.body).not.toContain(secret);
      expect(before.body).not.toContain(second.login);

      const done = await putReview(t.app, first, a.answerId, { academic: 3 }, true);
      expect(done.json().others).toEqual([
        expect.objectContaining({ reviewer: second.login, score: 75, scores: expect.anything() }),
      ]);
      expect(done.json().others[0].scores.academic.comment).toBe(secret);
      expect(done.json().standing).toMatchObject({ score: 62.5, reviews: 2, spread: 25 });
      const byAdmin = (await getReview(t.app, admin, a.answerId)).json();
      expect(byAdmin.others.map((r: { reviewer: string }) => r.reviewer).sort()).toEqual(
        [first.login, second.login].sort(),
      );
    });

    it("submits only a complete review (an interview criterion may stay blank without an interview)", async () => {
      const reviewer = await buildReviewer(t.app, ["JURY_MSC"]);
      const a = await application(t.app);
      const blank = await putReview(t.app, reviewer, a.answerId, { academic: null }, true);
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message, blank.body).toContain("Score “Academic record”");
      const out = await putReview(t.app, reviewer, a.answerId, { academic: 9 }, false);
      expect(out.statusCode).toBe(400);
      expect(out.json().message).toContain("choose one of its levels");
      const ok = await putReview(t.app, reviewer, a.answerId, { academic: 1, interview: null }, true);
      expect(ok.json().review).toMatchObject({ status: "submitted", score: 0 });
      const backToDraft = await putReview(t.app, reviewer, a.answerId, { academic: 1 }, false);
      expect(backToDraft.statusCode).toBe(409);
      expect(backToDraft.json().code).toBe("REVIEW_SUBMITTED");
    });

    it("refuses a reviewer of another jury", async () => {
      const outsider = await buildReviewer(t.app, ["JURY_AM"]);
      const a = await application(t.app);
      expect((await getReview(t.app, outsider, a.answerId)).statusCode).toBe(403);
      expect((await putReview(t.app, outsider, a.answerId, { academic: 3 }, true)).statusCode).toBe(403);
      expect(
        await t.app.db.selectFrom("reviews").select("id").where("answer_id", "=", a.answerId).execute(),
      ).toEqual([]);
    });

    it("ranks the programme again when a submitted score changes", async () => {
      const reviewer = await buildReviewer(t.app, ["JURY_MSC"]);
      const x = await application(t.app, { data: { mscchoice: "MAE" } });
      const y = await application(t.app, { data: { mscchoice: "MAE" } });
      // Above every other MAE application of this file (none scores above 100) and below them all.
      await putReview(t.app, reviewer, x.answerId, { academic: 5 }, true);
      await putReview(t.app, reviewer, y.answerId, { academic: 1 }, true);
      let ranks = await standings(t.app, [x.answerId, y.answerId]);
      expect(ranks.get(x.answerId)!.review_rank!).toBeLessThan(ranks.get(y.answerId)!.review_rank!);
      expect(ranks.get(x.answerId)!.review_score).toBe(100);

      const changed = await putReview(t.app, reviewer, x.answerId, { academic: 1 }, true);
      expect(changed.statusCode).toBe(200);
      const raised = await putReview(t.app, reviewer, y.answerId, { academic: 5 }, true);
      expect(raised.statusCode).toBe(200);
      ranks = await standings(t.app, [x.answerId, y.answerId]);
      expect(ranks.get(y.answerId)!.review_rank!).toBeLessThan(ranks.get(x.answerId)!.review_rank!);
      expect(ranks.get(x.answerId)!.review_score).toBe(0);
    });
  });

  describe("erasure", () => {
    it("ranks the applications again without an erased reviewer's scores, and keeps an anonymised candidate's scores without the comments", async () => {
      const [kind, strict] = [
        await buildReviewer(t.app, ["JURY_MSC"]),
        await buildReviewer(t.app, ["JURY_MSC"]),
      ];
      const x = await application(t.app, { data: { mscchoice: "MAE" } });
      await putReview(t.app, kind, x.answerId, { academic: 5 }, true, { academic: "Top of her class" });
      await putReview(t.app, strict, x.answerId, { academic: 1 }, true);
      expect((await standings(t.app, [x.answerId])).get(x.answerId)).toMatchObject({
        review_score: 50,
        review_count: 2,
      });

      const erased = await call(t.app, {
        method: "DELETE",
        url: `/ws/admin/accounts/${encodeURIComponent(strict.login)}`,
        token: admin.token,
      });
      expect(erased.statusCode, erased.body).toBe(200);
      expect((await standings(t.app, [x.answerId])).get(x.answerId)).toMatchObject({
        review_score: 100,
        review_count: 1,
        review_spread: 0,
      });

      const anonymised = await call(t.app, {
        method: "POST",
        url: `/ws/admin/accounts/${encodeURIComponent(x.login)}/anonymise`,
        token: admin.token,
      });
      expect(anonymised.statusCode, anonymised.body).toBe(200);
      const review = await t.app.db
        .selectFrom("reviews")
        .select(["scores", "score"])
        .where("answer_id", "=", x.answerId)
        .executeTakeFirstOrThrow();
      expect(review.score).toBe(100);
      expect(review.scores).toEqual({ academic: { value: 5 } });
    });
  });

  describe("queues", () => {
    it("never hands the same application twice to reviewers asking at once", async () => {
      const ids = [];
      for (let i = 0; i < 7; i++) ids.push((await application(t.app, { validated: true })).answerId);
      const readers = [await buildReviewer(t.app, ["JURY_MSC"]), await buildReviewer(t.app, ["JURY_MSC"])];
      const answers = await Promise.all(
        readers.map((r) =>
          call(t.app, { method: "POST", url: "/ws/admin/reviews/queue/next", token: r.token, payload: {} }),
        ),
      );
      const taken = answers.map((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return res.json().taken as number[];
      });
      expect(taken.flat().length).toBe(new Set(taken.flat()).size);
      expect(taken.every((list) => list.length <= 5)).toBe(true);
      expect(taken.flat().sort()).toEqual(ids.sort());
      const rows = await t.app.db
        .selectFrom("review_assignments")
        .select("answer_id")
        .where("answer_id", "in", ids)
        .execute();
      expect(rows.length).toBe(7);
      const again = await call(t.app, {
        method: "POST",
        url: "/ws/admin/reviews/queue/next",
        token: readers[0]!.token,
        payload: { count: 5 },
      });
      expect(again.json().taken).toEqual([]);
      const queue = await call(t.app, { url: "/ws/admin/reviews/queue", token: readers[0]!.token });
      expect(
        queue
          .json()
          .queue.map((q: { answerId: number }) => q.answerId)
          .sort(),
      ).toEqual([...taken[0]!].sort());
      expect(queue.json().queue[0]).toMatchObject({ status: "none", programme: "MAE", blind: false });
    });

    it("names an application by its number only in a blind programme's queue", async () => {
      await t.app.db
        .insertInto("programme_settings")
        .values({ programme: "ASO", blind_review: true })
        .onConflict((oc) => oc.columns(["campaign", "programme"]).doUpdateSet({ blind_review: true }))
        .execute();
      const reviewer = await buildReviewer(t.app, ["JURY_MSC"]);
      const a = await application(t.app, { data: { mscchoice: "ASO", familyName: "Blindcandidate" } });
      await putReview(t.app, reviewer, a.answerId, { academic: 2 }, false);
      const queue = await call(t.app, { url: "/ws/admin/reviews/queue", token: reviewer.token });
      expect(queue.body).not.toContain("Blindcandidate");
      expect(queue.json().queue[0]).toMatchObject({
        answerId: a.answerId,
        name: `#${a.answerId}`,
        blind: true,
      });
      await t.app.db
        .updateTable("programme_settings")
        .set({ blind_review: false })
        .where("programme", "=", "ASO")
        .execute();
    });
  });

  describe("assignments", () => {
    it("spreads N distinct readers per application across the jury's reviewers, the least loaded first", async () => {
      await seedJury(t.app, { id: "JURY_EVEN", code: "EVEN" });
      const reviewers = [];
      for (let i = 0; i < 3; i++) reviewers.push(await buildReviewer(t.app, ["JURY_EVEN"]));
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) {
        const a = await application(t.app);
        await patchStoredAnswer(t.app, a.answerId, { juryisae: "JURY_EVEN" });
        ids.push(a.answerId);
      }
      await refreshApplicationFacts(t.app.db, ids);
      const even = () =>
        call(t.app, {
          method: "POST",
          url: "/ws/admin/review-assignments/even",
          token: admin.token,
          payload: { selection: { ids }, readers: 2 },
        });
      const res = await even();
      expect(res.json()).toMatchObject({ assigned: 8, short: 0 });
      const rows = await t.app.db
        .selectFrom("review_assignments")
        .select(["answer_id", "reviewer_id"])
        .where("answer_id", "in", ids)
        .execute();
      for (const id of ids) {
        const readersOf = rows.filter((r) => r.answer_id === id).map((r) => r.reviewer_id);
        expect(new Set(readersOf).size).toBe(2);
      }
      const loads = reviewers.map((r) => rows.filter((row) => row.reviewer_id === r.id).length).sort();
      expect(loads).toEqual([2, 3, 3]);
      expect((await even()).json(), "readers already there count").toMatchObject({ assigned: 0, short: 0 });

      const readers = await call(t.app, {
        url: "/ws/admin/review-assignments/readers?jury=JURY_EVEN",
        token: admin.token,
      });
      expect(
        readers
          .json()
          .readers.map((r: { assigned: number }) => r.assigned)
          .sort(),
      ).toEqual([2, 3, 3]);
    });

    it("assigns by hand only the reviewers of each application's jury, and removes", async () => {
      const insider = await buildReviewer(t.app, ["JURY_MSC"]);
      const outsider = await buildReviewer(t.app, ["JURY_AM"]);
      const a = await application(t.app);
      const res = await call(t.app, {
        method: "POST",
        url: "/ws/admin/review-assignments",
        token: admin.token,
        payload: { selection: { ids: [a.answerId] }, reviewers: [insider.id, outsider.id] },
      });
      expect(res.json()).toMatchObject({ assigned: 1, skipped: 1 });
      const queue = await call(t.app, { url: "/ws/admin/reviews/queue", token: insider.token });
      expect(queue.json().queue.map((q: { answerId: number }) => q.answerId)).toEqual([a.answerId]);
      const removed = await call(t.app, {
        method: "POST",
        url: "/ws/admin/review-assignments/remove",
        token: admin.token,
        payload: { selection: { ids: [a.answerId] }, reviewers: [insider.id] },
      });
      expect(removed.json()).toMatchObject({ removed: 1 });
    });

    it("is for administrators only", async () => {
      const reviewer = await buildReviewer(t.app, ["JURY_MSC"]);
      const res = await call(t.app, { url: "/ws/admin/review-assignments/readers", token: reviewer.token });
      expect(res.statusCode).toBe(403);
    });
  });
});
