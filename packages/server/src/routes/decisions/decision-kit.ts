import type { FastifyInstance } from "fastify";
import type { AnswerValues } from "@portal/domain/rules/types";
import { call } from "../../../test/harness.ts";
import type { BuiltUser } from "../../../test/factories.ts";
import { patchStoredAnswer } from "../../../test/answers-kit.ts";
import { refreshApplicationFacts } from "../../queries/application-facts.ts";

/** A validated application (MSc MAE) that applied for the CEDAR scholarship: a jury may decide on it. */
export const DECIDABLE: AnswerValues = {
  typeformation: "MSC",
  mscchoice: "MAE",
  candidat_validation: "O",
  bourses_cedar: true,
};

/** A decidable application with no decision yet, nothing of a former decision left (motivation, rank, scholarship, tuition, confirmations). */
export const UNDECIDED: AnswerValues = {
  ...DECIDABLE,
  admis: "-",
  decision_motivation: null,
  decision_motivation_visible: null,
  waiting_rank: null,
  decisionbourse: null,
  montant_ins: null,
  candidat_confirmation: "N",
  tuition_paiement_confirmation: "N",
};

/** Stores values in an answer behind the API's back, with its listing facts kept in step. */
export async function patchAnswer(app: FastifyInstance, id: number, values: AnswerValues) {
  await patchStoredAnswer(app, id, values);
  await refreshApplicationFacts(app.db, [id]);
}

/** PUT /ws/admin/answers/{id}/decision as this user. */
export function putDecision(
  app: FastifyInstance,
  user: BuiltUser,
  id: number,
  body: Record<string, unknown>,
  locale = "en",
) {
  return call(app, {
    method: "PUT",
    url: `/ws/admin/answers/${id}/decision`,
    token: user.token,
    payload: body,
    headers: { "accept-language": locale },
  });
}

/** The history lines of an answer of one kind, oldest first. */
export async function eventsOf(app: FastifyInstance, id: number, kind: string) {
  return app.db
    .selectFrom("answer_events")
    .select(["actor_login", "fields", "changes"])
    .where("answer_id", "=", id)
    .where("kind", "=", kind)
    .orderBy("id")
    .execute();
}
