import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { offerDeadline } from "@portal/domain/workflow/offers";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { DAY_MS, MovableClock } from "../clock.ts";
import { endOfDayIn } from "@portal/domain/campaign/deadlines";
import { auditKinds, seedJury, storedValues, validate } from "../routes/workflow/workflow-test-kit.ts";
import { candidateWith, dayFromToday, subjectsTo } from "../../test/offers-kit.ts";
import { offerFreedPlaces } from "./freed-place-offerer.ts";
import { declineUnconfirmed } from "./unconfirmed-decliner.ts";

// Declines by default and automatic offers (issue #37), on the sweeps themselves with the portal's
// clock moved past the deadlines; on PostgreSQL, two of each run at once to show they act once.

const REGISTRATION_DAY = dayFromToday(10);

describe("declineUnconfirmed and offerFreedPlaces", () => {
  let t: TestApp;
  let clock: MovableClock;

  beforeAll(async () => {
    clock = new MovableClock();
    t = await createTestApp(
      { DEADLINE_REGISTRATION: REGISTRATION_DAY, TIME_ZONE: "Europe/Paris" },
      { clock },
    );
    await seedJury(t.app, { published: true });
  });
  afterAll(async () => t.close());

  // Each test starts with nobody admitted, waiting or offered; the clock, only moving forward, stays past the deadline.
  afterEach(async () => {
    await t.app.db.deleteFrom("programme_settings").execute();
    await t.app.db.deleteFrom("offers").execute();
    await t.app.db.deleteFrom("withdrawals").execute();
    await t.app.db.deleteFrom("application_facts").execute();
    await t.app.db.deleteFrom("answers").execute();
  });

  const sweeps = (now: Date) => declineUnconfirmed(t.app.db, now, t.app.config);
  const afterDeadline = () => new Date(endOfDayIn(REGISTRATION_DAY, "Europe/Paris").getTime() + 1000);

  it("withdraws the admitted candidate who did not confirm, keeps the decision, offers the place to the first waiting", async () => {
    const admitted = await candidateWith(t.app, { admis: "C" });
    const second = await candidateWith(t.app, { admis: "L", waiting_rank: 2 });
    const first = await candidateWith(t.app, {
      admis: "L",
      waiting_rank: 1,
      decision_motivation: "places_filled",
    });
    const confirmed = await candidateWith(t.app, { admis: "O", candidat_confirmation: "O" });

    expect(await sweeps(new Date(endOfDayIn(REGISTRATION_DAY, "Europe/Paris")))).toBe(0);
    clock.moveTo(afterDeadline());
    const now = clock.now();
    expect(await sweeps(now)).toBe(1);

    const gone = await storedValues(t.app, admitted.answerId);
    expect(gone).toMatchObject({ withdrawn: "O", admis: "C" });
    const withdrawal = await t.app.db
      .selectFrom("withdrawals")
      .selectAll()
      .where("answer_id", "=", admitted.answerId)
      .executeTakeFirstOrThrow();
    expect(withdrawal).toMatchObject({
      reason: "deadline",
      by_kind: "deadline",
      by_login: null,
      frees_place: true,
    });
    expect(withdrawal.stage_before).toBe("admitted");
    const facts = await t.app.db
      .selectFrom("application_facts")
      .select(["answer_id", "stage"])
      .where("answer_id", "in", [admitted.answerId, first.answerId, second.answerId, confirmed.answerId])
      .execute();
    expect(Object.fromEntries(facts.map((f) => [f.answer_id, f.stage]))).toEqual({
      [admitted.answerId]: "withdrawn",
      [first.answerId]: "admitted",
      [second.answerId]: "waiting_list",
      [confirmed.answerId]: "registration_validated",
    });

    // The first on the list (lowest rank) is admitted by the portal, with a deadline of their own.
    expect(await storedValues(t.app, first.answerId)).toMatchObject({
      admis: "O",
      waiting_rank: null,
      decision_motivation: null,
    });
    expect((await storedValues(t.app, second.answerId)).waiting_rank).toBe(2);
    const offer = await t.app.db
      .selectFrom("offers")
      .selectAll()
      .where("answer_id", "=", first.answerId)
      .executeTakeFirstOrThrow();
    expect(offer.freed_by).toBe(withdrawal.id);
    expect(offer.deadline.toISOString()).toBe(offerDeadline(now, 7, "Europe/Paris").toISOString());
    const offerLine = (await auditKinds(t.app, first.answerId)).find((e) => e.kind === "automatic-offer");
    expect(offerLine?.actor_login).toBe("portal");
    const changes = await t.app.db
      .selectFrom("answer_events")
      .select("changes")
      .where("answer_id", "=", first.answerId)
      .where("kind", "=", "automatic-offer")
      .executeTakeFirstOrThrow();
    expect(changes.changes).toMatchObject({
      admis: { before: "L", after: "O" },
      waiting_rank: { before: 1, after: null },
      "offer.deadline": { before: null, after: offer.deadline.toISOString() },
    });

    // Both are told, each once.
    expect(await subjectsTo(t.app, admitted.login)).toEqual([expect.stringMatching(/has been released/)]);
    const offered = await t.app.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", first.login)
      .execute();
    expect(offered).toHaveLength(1);
    expect(offered[0]!.subject).toMatch(/A place is offered to you/);
    expect(offered[0]!.text).toContain("(Europe/Paris)");
    expect(await subjectsTo(t.app, second.login)).toEqual([]);

    // Nothing more to do; the offered candidate confirms through the usual step.
    expect(await sweeps(clock.now())).toBe(0);
    expect(await offerFreedPlaces(t.app.db, clock.now(), t.app.config)).toBe(0);
    const confirmation = await validate(t.app, first, "validateregistration");
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    // Past their own deadline, a confirmed candidate stays.
    clock.advance(9 * DAY_MS);
    expect(await sweeps(clock.now())).toBe(0);
  });

  it("declines an offered candidate at their own deadline, and offers the place on", async () => {
    await candidateWith(t.app, { admis: "O" });
    const offered = await candidateWith(t.app, { admis: "L", waiting_rank: 1 });
    const next = await candidateWith(t.app, { admis: "L", waiting_rank: 2 });
    clock.moveTo(afterDeadline());
    expect(await sweeps(clock.now())).toBe(1);
    const { deadline } = await t.app.db
      .selectFrom("offers")
      .select("deadline")
      .where("answer_id", "=", offered.answerId)
      .executeTakeFirstOrThrow();
    // Their own deadline, not the programme's (already past): nothing before it.
    expect(await sweeps(deadline)).toBe(0);
    clock.moveTo(new Date(deadline.getTime() + 1000));
    expect(await sweeps(clock.now())).toBe(1);
    expect(await storedValues(t.app, offered.answerId)).toMatchObject({ withdrawn: "O", admis: "O" });
    expect(await storedValues(t.app, next.answerId)).toMatchObject({ admis: "O" });
    expect(await subjectsTo(t.app, offered.login)).toHaveLength(2);
  });

  it("offers nobody while the programme's offers are paused, and the freed place once resumed", async () => {
    await t.app.db
      .insertInto("programme_settings")
      .values({ programme: "MAE", offers_paused: true })
      .execute();
    const admitted = await candidateWith(t.app, { admis: "O" });
    const waiting = await candidateWith(t.app, { admis: "L", waiting_rank: 1 });
    clock.moveTo(afterDeadline());
    expect(await sweeps(clock.now())).toBe(1);
    expect(await offerFreedPlaces(t.app.db, clock.now(), t.app.config)).toBe(0);
    expect((await storedValues(t.app, waiting.answerId)).admis).toBe("L");
    expect(await subjectsTo(t.app, waiting.login)).toEqual([]);
    expect((await storedValues(t.app, admitted.answerId)).withdrawn).toBe("O");

    await t.app.db.updateTable("programme_settings").set({ offers_paused: false }).execute();
    expect(await offerFreedPlaces(t.app.db, clock.now(), t.app.config)).toBe(1);
    expect((await storedValues(t.app, waiting.answerId)).admis).toBe("O");
    expect(await offerFreedPlaces(t.app.db, clock.now(), t.app.config)).toBe(0);
  });

  it("keeps a freed place until someone waits, and never offers a candidate twice", async () => {
    await candidateWith(t.app, { admis: "O" });
    await candidateWith(t.app, { admis: "O" });
    clock.moveTo(afterDeadline());
    expect(await sweeps(clock.now())).toBe(2);
    expect(await offerFreedPlaces(t.app.db, clock.now(), t.app.config)).toBe(0);
    const waiting = await candidateWith(t.app, { admis: "L", waiting_rank: 4 });
    // Two places, one candidate: one offer.
    expect(await offerFreedPlaces(t.app.db, clock.now(), t.app.config)).toBe(1);
    expect(await offerFreedPlaces(t.app.db, clock.now(), t.app.config)).toBe(0);
    const offers = await t.app.db.selectFrom("offers").select("answer_id").execute();
    expect(offers).toEqual([{ answer_id: waiting.answerId }]);
  });

  it("acts once when two processes run the sweeps at the same moment", async () => {
    const admitted = await candidateWith(t.app, { admis: "O" });
    const waiting = await candidateWith(t.app, { admis: "L", waiting_rank: 1 });
    await candidateWith(t.app, { admis: "L", waiting_rank: 2 });
    clock.moveTo(afterDeadline());
    const now = clock.now();
    const declined = await Promise.all([sweeps(now), sweeps(now)]);
    expect(declined[0] + declined[1]).toBe(1);
    expect(await t.app.db.selectFrom("withdrawals").select("id").execute()).toHaveLength(1);
    expect(await t.app.db.selectFrom("offers").select("answer_id").execute()).toEqual([
      { answer_id: waiting.answerId },
    ]);
    expect(await subjectsTo(t.app, admitted.login)).toHaveLength(1);
    expect(await subjectsTo(t.app, waiting.login)).toHaveLength(1);
  });

  it("offers each freed place once when two processes offer at the same moment", async () => {
    await t.app.db
      .insertInto("programme_settings")
      .values({ programme: "MAE", offers_paused: true })
      .execute();
    await candidateWith(t.app, { admis: "O" });
    await candidateWith(t.app, { admis: "O" });
    const waiting = await Promise.all(
      [1, 2, 3].map((rank) => candidateWith(t.app, { admis: "L", waiting_rank: rank })),
    );
    clock.moveTo(afterDeadline());
    expect(await sweeps(clock.now())).toBe(2);
    await t.app.db.updateTable("programme_settings").set({ offers_paused: false }).execute();
    const now = clock.now();
    const offered = await Promise.all([
      offerFreedPlaces(t.app.db, now, t.app.config),
      offerFreedPlaces(t.app.db, now, t.app.config),
    ]);
    expect(offered[0] + offered[1]).toBe(2);
    const offers = await t.app.db.selectFrom("offers").select("answer_id").execute();
    // Ranks 1 and 2, the two places; rank 3 still waits.
    expect(offers.map((o) => o.answer_id).sort()).toEqual(
      [waiting[0]!.answerId, waiting[1]!.answerId].sort(),
    );
    for (const user of waiting.slice(0, 2)) expect(await subjectsTo(t.app, user.login)).toHaveLength(1);
    expect(await subjectsTo(t.app, waiting[2]!.login)).toEqual([]);
  });
});
