import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAGES } from "@portal/domain/workflow/stage";
import { call, createTestApp, type TestApp } from "../../test/harness.ts";
import { bootstrapAdministrators } from "../auth/bootstrap.ts";
import {
  CAMPAIGN_EMAIL_DOMAIN,
  DEMO_PUBLISHED_JURIES,
  generateApplications,
  type CampaignContext,
} from "./demo-campaign-generator.ts";
import { DEMO_CAMPAIGN_SIZE, DEMO_PREVIOUS_SIZE, seedDemoCampaign } from "./demo-campaign.ts";

const DAY = 24 * 3_600_000;
const formations = [
  { type: "MSC", enum: "MAE", id_jury: "JURY_MSC" },
  { type: "MSC", enum: "ASO", id_jury: "JURY_MSC" },
  { type: "AM", enum: "MS SAS", id_jury: "JURY_AM" },
  { type: "AM", enum: "MS IEM", id_jury: "JURY_AM" },
  { type: "PG_DIP", enum: "PGD AERO", id_jury: "JURY_PG_DIP" },
  { type: "ING", enum: "ING", id_jury: "JURY_ING" },
];
const context = (now: string): CampaignContext => ({
  now: new Date(now),
  formations,
  publishedJuries: DEMO_PUBLISHED_JURIES,
  officerLogin: "admin@example.org",
});

describe("generateApplications", () => {
  const now = "2026-03-15T12:00:00Z";
  const campaign = generateApplications(DEMO_CAMPAIGN_SIZE, 7, context(now));

  it("draws the same campaign from the same seed, and another from another seed", () => {
    expect(generateApplications(DEMO_CAMPAIGN_SIZE, 7, context(now))).toEqual(campaign);
    const other = generateApplications(DEMO_CAMPAIGN_SIZE, 8, context(now));
    expect(other.map((a) => a.login)).not.toEqual(campaign.map((a) => a.login));
  });

  it("depends on the clock only through the dates, which move with it", () => {
    const later = generateApplications(DEMO_CAMPAIGN_SIZE, 7, context("2027-01-01T08:30:00Z"));
    const shift = new Date("2027-01-01T08:30:00Z").getTime() - new Date(now).getTime();
    expect(later.map((a) => [a.login, a.data, a.stage])).toEqual(
      campaign.map((a) => [a.login, a.data, a.stage]),
    );
    for (const [index, application] of later.entries()) {
      const before = campaign[index];
      expect(
        Math.abs(application.createdAt.getTime() - before.createdAt.getTime() - shift),
      ).toBeLessThanOrEqual(1);
      expect(
        Math.abs(application.updatedAt.getTime() - before.updatedAt.getTime() - shift),
      ).toBeLessThanOrEqual(1);
    }
  });

  it("reaches every stage, every programme type, Europeans and others", () => {
    const stages = new Set(campaign.map((a) => a.stage));
    expect([...stages].sort()).toEqual([...STAGES].sort());
    const validated = campaign.filter((a) => a.data.candidat_validation === "O");
    expect(new Set(validated.map((a) => a.data.typeformation))).toEqual(
      new Set(["MSC", "AM", "PG_DIP", "ING"]),
    );
    expect(new Set(validated.map((a) => a.data.is_european))).toEqual(new Set(["O", "N"]));
    expect(campaign.some((a) => /[^\x20-\x7e]/.test(`${a.givenName}${a.familyName}`))).toBe(true);
  });

  it("dates every event within the last six weeks, in order, the answer's update being its last", () => {
    const end = new Date(now).getTime();
    for (const application of campaign) {
      const times = application.events.map((e) => e.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThanOrEqual(end - 42 * DAY);
      expect(times[times.length - 1]).toBeLessThanOrEqual(end);
      expect(application.createdAt.getTime()).toBe(times[0]);
      expect(application.updatedAt.getTime()).toBe(times[times.length - 1]);
    }
    // Spread over the weeks, not on a few days: per-day charts have something to draw.
    const days = new Set(campaign.map((a) => a.createdAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(30);
  });

  it("records a validation event exactly for the validated applications", () => {
    for (const application of campaign) {
      const validated = application.events.some((e) => e.kind === "validate-application");
      expect(validated, application.login).toBe(application.data.candidat_validation === "O");
    }
  });

  it("gives unique logins on the campaign's own domain", () => {
    const logins = campaign.map((a) => a.login);
    expect(new Set(logins).size).toBe(logins.length);
    for (const login of logins) expect(login).toMatch(new RegExp(`^[a-z0-9.-]+@${CAMPAIGN_EMAIL_DOMAIN}$`));
  });
});

describe("seedDemoCampaign", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const count = async (table: "users" | "answers" | "answer_events" | "application_facts") =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("writes the campaign once: accounts, answers, their history and their facts at every stage", async () => {
    const users = await count("users");
    const total = DEMO_CAMPAIGN_SIZE + DEMO_PREVIOUS_SIZE;
    expect(await seedDemoCampaign(t.app, new Date("2026-03-15T12:00:00Z"))).toBe(total);
    expect(await count("users")).toBe(users + total);
    expect(await count("answers")).toBe(total);
    expect(await count("application_facts")).toBe(total);
    expect(await count("answer_events")).toBeGreaterThan(total * 3);
    // Two campaigns (issue #39): this year's open, last year's closed with its applications read-only.
    const campaigns = await t.app.db
      .selectFrom("campaigns")
      .select(["year", "state"])
      .orderBy("year")
      .execute();
    expect(campaigns).toEqual([
      { year: 2025, state: "closed" },
      { year: 2026, state: "open" },
    ]);
    const perCampaign = await t.app.db
      .selectFrom("answers")
      .select(["campaign", (eb) => eb.fn.countAll<number>().as("n")])
      .where((eb) => eb.or([eb("campaign", "=", 2026), eb(sql`data->>'campaign_closed'`, "=", "O")]))
      .groupBy("campaign")
      .orderBy("campaign")
      .execute();
    expect(perCampaign.map((r) => [r.campaign, Number(r.n)])).toEqual([
      [2025, DEMO_PREVIOUS_SIZE],
      [2026, DEMO_CAMPAIGN_SIZE],
    ]);
    const stages = await t.app.db.selectFrom("application_facts").select("stage").distinct().execute();
    expect(stages.map((s) => s.stage).sort()).toEqual([...STAGES].sort());
    const published = await t.app.db
      .selectFrom("juries")
      .select("id_jury")
      .where("resultats_publies", "=", true)
      .execute();
    expect(published.map((j) => j.id_jury).sort()).toEqual([...DEMO_PUBLISHED_JURIES].sort());

    const events = await count("answer_events");
    expect(await seedDemoCampaign(t.app)).toBeNull();
    expect(await count("answers")).toBe(total);
    expect(await count("answer_events")).toBe(events);
  });

  it("creates accounts that cannot log in", async () => {
    const { login } = await t.app.db
      .selectFrom("users")
      .select("login")
      .where("login", "like", `%@${CAMPAIGN_EMAIL_DOMAIN}`)
      .executeTakeFirstOrThrow();
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/form/candform/login",
      payload: { login, password: "" },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("the demo campaign at first start", () => {
  it("follows the demo administrator on an empty database, with one line saying how many and how long", async () => {
    const t = await createTestApp();
    try {
      await t.app.db.deleteFrom("users").execute();
      const printed: string[] = [];
      await bootstrapAdministrators(t.app, (text) => printed.push(text), {
        demoCandidates: false,
        demoCampaign: true,
      });
      expect(printed).toHaveLength(2);
      expect(printed[1]).toMatch(
        new RegExp(
          `^Demo campaign: ${DEMO_CAMPAIGN_SIZE} generated applications this year, ${DEMO_PREVIOUS_SIZE} in last year's closed campaign, in \\d+ ms$`,
        ),
      );
      const answers = await t.app.db.selectFrom("answers").select("id").execute();
      expect(answers).toHaveLength(DEMO_CAMPAIGN_SIZE + DEMO_PREVIOUS_SIZE);
    } finally {
      await t.close();
    }
  }, 60_000);
});
