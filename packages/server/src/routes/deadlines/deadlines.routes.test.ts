import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endOfDayIn } from "@portal/domain/campaign/deadlines";
import { MovableClock } from "../../clock.ts";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  readyForTuition,
  seedAnswer,
  seedJury,
  validApplication,
  validate,
} from "../workflow/workflow-test-kit.ts";

/** A day `days` after the clock's, as YYYY-MM-DD (UTC: a few hours either way do not matter here). */
const dayAfter = (clock: MovableClock, days: number) =>
  new Date(clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

const deadlinesOf = (t: TestApp, user: BuiltUser, login = user.login) =>
  call(t.app, { url: `/ws/form/candform/answer/${encodeURIComponent(login)}/deadlines`, token: user.token });

/** Sets a programme's own application date. */
const programmeCloses = (t: TestApp, programme: string, at: Date) =>
  t.app.db
    .insertInto("programme_settings")
    .values({ programme, application_closes: at })
    .onConflict((oc) => oc.columns(["campaign", "programme"]).doUpdateSet({ application_closes: at }))
    .execute();

describe("the dates of a candidate's programme", () => {
  const clock = new MovableClock();
  const applicationDay = dayAfter(clock, 10);
  const tuitionDay = dayAfter(clock, 40);
  const closes = endOfDayIn(applicationDay, "Europe/Paris");
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { DEADLINE_APPLICATION: applicationDay, DEADLINE_TUITION: tuitionDay, TIME_ZONE: "Europe/Paris" },
      { clock },
    );
    await seedJury(t.app, { id: "JURY_DATES", published: true });
  });
  afterAll(async () => t.close());

  it("gives the candidate their application's instants: the campaign's before a programme is chosen", async () => {
    const first = await buildCandidate(t.app);
    // Before the first read of their answer has created it.
    expect((await deadlinesOf(t, first)).json().deadlines.application).toBe(closes.toISOString());
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, {});
    const res = await deadlinesOf(t, ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: "OK",
      programme: "",
      timeZone: "Europe/Paris",
      deadlines: {
        application: closes.toISOString(),
        tuition: endOfDayIn(tuitionDay, "Europe/Paris").toISOString(),
      },
    });
  });

  it("gives the programme's own date over the campaign's, to the candidate and an administrator only", async () => {
    const own = new Date(closes.getTime() + 5 * 86_400_000);
    await programmeCloses(t, "ASO", own);
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, validApplication({ mscchoice: "ASO" }));
    expect((await deadlinesOf(t, ada)).json()).toMatchObject({
      programme: "ASO",
      deadlines: { application: own.toISOString() },
    });
    const admin = await buildAdmin(t.app);
    expect((await deadlinesOf(t, admin, ada.login)).statusCode).toBe(200);
    const other = await buildCandidate(t.app);
    expect((await deadlinesOf(t, other, ada.login)).statusCode).toBe(403);
    const reviewer = await buildReviewer(t.app, ["JURY_DATES"]);
    expect((await deadlinesOf(t, reviewer, ada.login)).statusCode).toBe(403);
    expect((await call(t.app, { url: `/ws/form/candform/answer/${ada.login}/deadlines` })).statusCode).toBe(
      401,
    );
  });

  it("validates before the date and refuses after it, naming the date in the candidate's language and zone", async () => {
    const early = await buildCandidate(t.app);
    await seedAnswer(t.app, early, validApplication());
    const late = await buildCandidate(t.app);
    await seedAnswer(t.app, late, validApplication());
    const lateFr = await buildCandidate(t.app);
    await seedAnswer(t.app, lateFr, validApplication());
    await t.app.db
      .updateTable("users")
      .set({ time_zone: "America/New_York" })
      .where("login", "=", lateFr.login)
      .execute();
    const staffed = await buildCandidate(t.app);
    await seedAnswer(t.app, staffed, validApplication());

    expect((await validate(t.app, early, "validateapplication")).statusCode).toBe(200);
    clock.moveTo(new Date(closes.getTime() + 1000));

    const refused = await validate(t.app, late, "validateapplication");
    expect(refused.statusCode).toBe(409);
    const day = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", dateStyle: "long" }).format(
      closes,
    );
    expect(refused.json().message).toBe(
      `Applications to your programme closed on ${day}, 23:59 (Paris time): your application can no longer be validated. Contact the admissions office.`,
    );
    expect(refused.json().failures[0]).toMatchObject({
      code: "WORKFLOW_APPLICATION_CLOSED",
    });

    const french = await validate(t.app, lateFr, "validateapplication", { locale: "fr" });
    expect(french.statusCode).toBe(409);
    expect(french.json().message).toMatch(
      /^Les candidatures à votre formation ont fermé le .+ à 17:59 \(heure de New York\)/,
    );

    // Staff acting for a candidate are never held by the dates.
    const admin = await buildAdmin(t.app);
    expect((await validate(t.app, admin, "validateapplication", { login: staffed.login })).statusCode).toBe(
      200,
    );
  });

  it("lets a programme's later date through after the campaign's, and its earlier date refuse", async () => {
    // The clock is past the campaign's application date (previous test).
    await programmeCloses(t, "ASO", new Date(clock.now().getTime() + 86_400_000));
    const aso = await buildCandidate(t.app);
    await seedAnswer(t.app, aso, validApplication({ mscchoice: "ASO" }));
    expect((await validate(t.app, aso, "validateapplication")).statusCode).toBe(200);

    await programmeCloses(t, "ASO", new Date(clock.now().getTime() - 60_000));
    const lateAso = await buildCandidate(t.app);
    await seedAnswer(t.app, lateAso, validApplication({ mscchoice: "ASO" }));
    const refused = await validate(t.app, lateAso, "validateapplication");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().failures[0].code).toBe("WORKFLOW_APPLICATION_CLOSED");
  });

  it("refuses the candidate's online tuition payment after the tuition date, not before", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, readyForTuition({ montant_ins: 9500 }));
    const pay = () =>
      call(t.app, { url: `/ws/payment/${encodeURIComponent(ada.login)}/tuition`, token: ada.token });
    expect((await pay()).statusCode).toBe(200);
    clock.moveTo(new Date(endOfDayIn(tuitionDay, "Europe/Paris").getTime() + 1000));
    const refused = await pay();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Tuition payments closed on /);
    expect((await validate(t.app, ada, "validatetuition")).json().failures?.[0]?.code).toBe(
      "WORKFLOW_TUITION_CLOSED",
    );
  });
});
