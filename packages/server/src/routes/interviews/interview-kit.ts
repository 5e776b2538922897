import type { FastifyInstance } from "fastify";
import { buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { call } from "../../../test/harness.ts";
import { refreshApplicationFacts } from "../../queries/application-facts.ts";
import { seedAnswer, validApplication } from "../workflow/workflow-test-kit.ts";

/** A candidate with a complete MSc MAE application (facts written, so the workspace and mails see it). */
export async function mscCandidate(app: FastifyInstance, locale?: "fr" | "en") {
  const user = await buildCandidate(app);
  if (locale) await app.db.updateTable("users").set({ locale }).where("id", "=", user.id).execute();
  const answerId = await seedAnswer(app, user, validApplication());
  await refreshApplicationFacts(app.db, [answerId]);
  return { ...user, answerId };
}

/** An instant `hours` after the app's clock, as ISO 8601. */
export const hoursAhead = (app: FastifyInstance, hours: number) =>
  new Date(app.clock.now().getTime() + hours * 3_600_000).toISOString();

/** Opens a slot of MAE as this administrator; answers the slot. */
export async function openSlot(
  app: FastifyInstance,
  admin: BuiltUser,
  fields: Partial<{
    startsAt: string;
    minutes: number;
    place: string | null;
    videoLink: string | null;
    capacity: number;
  }> = {},
) {
  const res = await call(app, {
    method: "POST",
    url: "/ws/admin/interviews/slots",
    token: admin.token,
    payload: {
      programme: "MAE",
      startsAt: hoursAhead(app, 72),
      minutes: 30,
      place: "Room B12",
      capacity: 3,
      ...fields,
    },
  });
  if (res.statusCode !== 200) throw new Error(`openSlot: ${res.statusCode} ${res.body}`);
  return (res.json() as { slot: { id: number; startsAt: string } }).slot;
}

/** Invites these applications as this administrator. */
export async function invite(app: FastifyInstance, admin: BuiltUser, ids: number[]) {
  return call(app, {
    method: "POST",
    url: "/ws/admin/interviews/invitations",
    token: admin.token,
    payload: { selection: { ids } },
  });
}

/** POST /ws/interview/booking as this candidate. */
export function book(app: FastifyInstance, user: BuiltUser, slotId: number, locale = "en") {
  return call(app, {
    method: "POST",
    url: "/ws/interview/booking",
    token: user.token,
    payload: { slotId },
    headers: { "accept-language": locale },
  });
}
