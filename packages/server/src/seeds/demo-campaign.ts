import type { FastifyInstance } from "fastify";
import { DEMO_ADMIN_LOGIN } from "../auth/administrators.ts";
import type { Database } from "../db/database.ts";
import { refreshApplicationFacts } from "../queries/application-facts.ts";
import { ensureDemoCampaigns, freezePublished } from "./demo-campaigns.ts";
import {
  CAMPAIGN_EMAIL_DOMAIN,
  DEMO_PUBLISHED_JURIES,
  generateApplications,
  type GeneratedApplication,
} from "./demo-campaign-generator.ts";

/** How many applications the demo campaign holds, and the seed that draws them. */
export const DEMO_CAMPAIGN_SIZE = 320;
/** How many last year's closed campaign holds (issue #39). */
export const DEMO_PREVIOUS_SIZE = 140;
const DEMO_CAMPAIGN_SEED = 2025;
// Rows per INSERT: well under PostgreSQL's 65,535 parameters, and answers' JSON stays a few MB.
const CHUNK = 500;

/**
 * Writes generated applications in bulk: accounts that cannot log in (no password), their answers
 * and their dated history (and withdrawals), a few statements per 500 applications, then their back-office facts.
 * Returns the answers' ids. The demo campaign and the benchmark both write through it.
 */
export async function insertGeneratedApplications(
  db: Database,
  formId: string,
  applications: readonly GeneratedApplication[],
  campaign?: { year: number; closed: boolean },
): Promise<number[]> {
  // A given campaign's year goes on the row and in the values (campaign_year), closed ones marked so.
  const dataOf = (a: GeneratedApplication) =>
    JSON.stringify(
      campaign
        ? { ...a.data, campaign_year: campaign.year, ...(campaign.closed ? { campaign_closed: "O" } : {}) }
        : a.data,
    );
  const ids: number[] = [];
  for (let start = 0; start < applications.length; start += CHUNK) {
    const chunk = applications.slice(start, start + CHUNK);
    await db
      .insertInto("users")
      .values(
        chunk.map((a) => ({
          login: a.login,
          email: a.login,
          password_hash: null,
          activated_at: a.createdAt,
          created_at: a.createdAt,
        })),
      )
      .execute();
    const answers = await db
      .insertInto("answers")
      .values(
        chunk.map((a) => ({
          form_id: formId,
          login: a.login,
          data: dataOf(a),
          ...(campaign ? { campaign: campaign.year } : {}),
          version: a.events.length,
          created_at: a.createdAt,
          updated_at: a.updatedAt,
        })),
      )
      .returning(["id", "login"])
      .execute();
    const idOf = new Map(answers.map((row) => [row.login, row.id]));
    await db
      .insertInto("answer_events")
      .values(
        chunk.flatMap((a) =>
          a.events.map((event) => ({
            answer_id: idOf.get(a.login)!,
            actor_login: event.actorLogin,
            kind: event.kind,
            fields: JSON.stringify(event.fields),
            created_at: event.at,
          })),
        ),
      )
      .execute();
    const withdrawn = chunk.filter((a) => a.withdrawal);
    if (withdrawn.length > 0)
      await db
        .insertInto("withdrawals")
        .values(
          withdrawn.map((a) => ({
            answer_id: idOf.get(a.login)!,
            reason: a.withdrawal!.reason,
            by_kind: "candidate" as const,
            by_login: a.login,
            stage_before: a.withdrawal!.stageBefore,
            withdrawn_at: a.events.find((e) => e.kind === "withdrawal")!.at,
          })),
        )
        .execute();
    ids.push(...chunk.map((a) => idOf.get(a.login)!));
  }
  await refreshApplicationFacts(db, ids);
  return ids;
}

/**
 * The demo campaign: a few hundred generated applications across the formations and every stage,
 * dated over the last six weeks, with the juries of DEMO_PUBLISHED_JURIES published. For a new demo
 * database, after the demo candidates; does nothing (returns null) when the campaign is already there.
 * Returns how many applications it wrote.
 */
export async function seedDemoCampaign(app: FastifyInstance, now = new Date()): Promise<number | null> {
  return app.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("users")
      .select("id")
      .where("login", "like", `%@${CAMPAIGN_EMAIL_DOMAIN}`)
      .limit(1)
      .executeTakeFirst();
    if (existing) return null;
    const formations = await trx.selectFrom("formations").select(["type", "enum", "id_jury"]).execute();
    if (formations.length === 0) return null;
    const applications = generateApplications(DEMO_CAMPAIGN_SIZE, DEMO_CAMPAIGN_SEED, {
      now,
      formations,
      publishedJuries: DEMO_PUBLISHED_JURIES,
      officerLogin: DEMO_ADMIN_LOGIN,
    });
    // Two campaigns: last year's closed (its juries' publication frozen), this year's open.
    const { previous, current } = await ensureDemoCampaigns(trx, { by: DEMO_ADMIN_LOGIN, now });
    // Published first, so that the facts written with the answers show the decisions.
    await trx
      .updateTable("juries")
      .set({ resultats_publies: true })
      .where("id_jury", "in", DEMO_PUBLISHED_JURIES)
      .execute();
    await insertGeneratedApplications(trx, app.config.formId, applications, { year: current, closed: false });
    // Last year's campaign, closed: fewer applications, a year earlier, its juries' results published.
    const lastYear = generateApplications(DEMO_PREVIOUS_SIZE, DEMO_CAMPAIGN_SEED - 1, {
      now: new Date(now.getTime() - 365 * 24 * 3600 * 1000),
      formations,
      publishedJuries: DEMO_PUBLISHED_JURIES,
      officerLogin: DEMO_ADMIN_LOGIN,
      loginPrefix: `y${previous}.`,
    });
    await freezePublished(trx, previous, DEMO_PUBLISHED_JURIES);
    await insertGeneratedApplications(trx, app.config.formId, lastYear, { year: previous, closed: true });
    return applications.length + lastYear.length;
  });
}
