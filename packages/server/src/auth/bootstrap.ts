import type { FastifyInstance } from "fastify";
import { ConfigError } from "../config.ts";
import {
  createDemoAdministrator,
  credentialsBox,
  DEMO_ADMIN_LOGIN,
  upsertAdministrator,
} from "./administrators.ts";
import { checkEmailAddress } from "@portal/domain/rules/email";
import { passwordRefusal } from "./password-setter.ts";
import { demoCandidatesBox, seedDemoCandidates } from "../seeds/demo-candidates.ts";
import { DEMO_CAMPAIGN_SIZE, seedDemoCampaign } from "../seeds/demo-campaign.ts";

/** Options of bootstrapAdministrators. */
export interface BootstrapOptions {
  /**
   * Whether the demo candidates come with the demo administrator. Default: not under NODE_ENV=test,
   * where every test file builds apps and counts users and answers.
   */
  demoCandidates?: boolean;
  /** Whether the demo campaign (generated applications) comes too; same default. */
  demoCampaign?: boolean;
}

/**
 * Start-up: with ADMIN_LOGIN and ADMIN_PASSWORD, creates or updates that activated administrator
 * (the password must meet the policy); with neither and an empty database, creates the demo
 * administrator, the demo candidates and the demo campaign (a few hundred generated applications),
 * and prints their credentials once. A deployment with
 * ADMIN_LOGIN, or a database that already has users, never gets demo data.
 */
export async function bootstrapAdministrators(
  app: FastifyInstance,
  // With LOG_LEVEL=silent (tests) nothing is printed unless the caller asks.
  print: ((text: string) => void) | null = app.config.logLevel === "silent" ? null : console.log,
  options: BootstrapOptions = {},
): Promise<void> {
  const { adminLogin, adminPassword } = app.config;
  if (adminLogin && adminPassword) {
    if (!checkEmailAddress(adminLogin).ok) throw new ConfigError("ADMIN_LOGIN", "must be an e-mail address");
    const refusal = await passwordRefusal(adminPassword, adminLogin, "en");
    if (refusal) throw new ConfigError("ADMIN_PASSWORD", `is refused: ${refusal.detail ?? refusal.code}`);
    await upsertAdministrator(app.db, adminLogin, adminPassword);
    app.log.info({ login: adminLogin }, "administrator from ADMIN_LOGIN is ready");
    return;
  }
  const password = await createDemoAdministrator(app.db);
  if (!password) return;
  if (print) print(credentialsBox("Demo administrator created (empty database)", DEMO_ADMIN_LOGIN, password));
  const wanted = (option: boolean | undefined) => option ?? process.env.NODE_ENV !== "test";
  if (wanted(options.demoCandidates)) {
    try {
      const demo = await seedDemoCandidates(app);
      if (demo && print) print(demoCandidatesBox(demo));
    } catch (error) {
      // Demo data is a convenience: the portal still starts without it.
      app.log.error({ err: error }, "demo candidates not created");
    }
  }
  if (!wanted(options.demoCampaign)) return;
  try {
    const started = performance.now();
    const count = await seedDemoCampaign(app);
    const ms = Math.round(performance.now() - started);
    if (count !== null && print)
      print(
        `Demo campaign: ${DEMO_CAMPAIGN_SIZE} generated applications this year, ${count - DEMO_CAMPAIGN_SIZE} in last year's closed campaign, in ${ms} ms`,
      );
  } catch (error) {
    app.log.error({ err: error }, "demo campaign not created");
  }
}
