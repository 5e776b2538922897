import type { FastifyInstance } from "fastify";
import { completeApplication, fileValue } from "@portal/domain/rules/fixtures";
import type { AnswerValues } from "@portal/domain/rules/types";
import { call } from "../../../test/harness.ts";
import type { BuiltUser } from "../../../test/factories.ts";
import { openAnswer, patchStoredAnswer } from "../../../test/answers-kit.ts";

/** A complete MSC MAE application (European) that the form engine and every application rule accept. */
export function validApplication(overrides: AnswerValues = {}): AnswerValues {
  return completeApplication({
    country: "FR",
    city: "Toulouse",
    bacVille: "Toulouse",
    accesAnnee: "2022",
    accesPays: "FR",
    native_language: "French",
    english_level: "C1",
    personal: true,
    ...overrides,
  });
}

/** What a validated application looks like once the scholarship step is done (or skipped). */
export function validatedApplication(overrides: AnswerValues = {}): AnswerValues {
  return validApplication({
    candidat_validation: "O",
    validation_validated: "O",
    show_result: "O",
    show_buttons: "N",
    ...overrides,
  });
}

/** An admitted candidate whose registration tabs are all complete and validated. */
export function completeRegistration(overrides: AnswerValues = {}): AnswerValues {
  return validatedApplication({
    admis: "O",
    confscol: "O",
    reg_proof_of_payment: [{ proofFile: fileValue("acompte.pdf") }],
    funding2_source: "personal",
    address: "1 rue de l'Église & fils",
    address_country: "FR",
    zip: "31400",
    cityFr: "Toulouse",
    doc_degree_certified: fileValue("degree-certified.pdf"),
    doc_id_photo: fileValue("photo.jpg"),
    acknowledgementReg: true,
    ...Object.fromEntries(
      ["registration", "funding2", "parents", "siblings", "address", "documents2"].map((t) => [
        `${t}_validated`,
        "O",
      ]),
    ),
    ...overrides,
  });
}

/** A registered candidate whose registration documents are validated, with a tuition amount. */
export function readyForTuition(overrides: AnswerValues = {}): AnswerValues {
  return completeRegistration({
    candidat_confirmation: "O",
    register_validated: "O",
    doc_health_insurance: fileValue("health.pdf"),
    doc_civil_liability: fileValue("liability.pdf"),
    registration_docs_validated: "O",
    montant_ins: 9500,
    ...overrides,
  });
}

/** Creates the user's answer (first read) and stores these values in it; returns its id. */
export async function seedAnswer(app: FastifyInstance, user: BuiltUser, values: AnswerValues) {
  const answer = await openAnswer(app, user);
  await patchStoredAnswer(app, answer.id, values);
  return answer.id;
}

/** A jury deciding on MSC MAE (formations MSC/MAE), with its publication flags. */
export async function seedJury(
  app: FastifyInstance,
  flags: { id?: string; published?: boolean; scholarships?: boolean; type?: string; code?: string } = {},
) {
  const id = flags.id ?? "JURY_MSC";
  await app.db
    .insertInto("juries")
    .values({
      id_jury: id,
      label: `Jury ${id}`,
      resultats_publies: flags.published ?? false,
      resultats_brs_publies: flags.scholarships ?? false,
    })
    .onConflict((oc) =>
      oc.column("id_jury").doUpdateSet({
        resultats_publies: flags.published ?? false,
        resultats_brs_publies: flags.scholarships ?? false,
      }),
    )
    .execute();
  await app.db
    .insertInto("formations")
    .values({
      type: flags.type ?? "MSC",
      enum: flags.code ?? "MAE",
      description: "MSc in Aerospace Engineering",
      id_jury: id,
    })
    .onConflict((oc) => oc.columns(["type", "enum"]).doUpdateSet({ id_jury: id }))
    .execute();
  // The NOTIFY of the change reaches this process's lookup cache a moment later: forget it now.
  app.lookups.invalidate();
  return id;
}

/** PUT /ws/{path}/{login} as this user (the login defaults to the user's own). */
export function validate(
  app: FastifyInstance,
  user: BuiltUser,
  path: string,
  options: { login?: string; locale?: string } = {},
) {
  return call(app, {
    method: "PUT",
    url: `/ws/${path}/${options.login ?? user.login}`,
    token: user.token,
    // The web app's API client sends an empty JSON object with every PUT.
    payload: {},
    headers: options.locale ? { "accept-language": options.locale } : {},
  });
}

/** The stored answer's values, straight from the database. */
export async function storedValues(app: FastifyInstance, id: number): Promise<AnswerValues> {
  const row = await app.db
    .selectFrom("answers")
    .select("data")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.data;
}

/** The audit rows of an answer, oldest first. */
export async function auditKinds(app: FastifyInstance, id: number) {
  const rows = await app.db
    .selectFrom("answer_events")
    .select(["kind", "fields", "actor_login"])
    .where("answer_id", "=", id)
    .orderBy("id")
    .execute();
  return rows;
}

/** Every e-mail queued to an address, oldest first. */
export async function mailsTo(app: FastifyInstance, address: string) {
  return app.db.selectFrom("outbox").selectAll().where("recipient", "=", address).orderBy("id").execute();
}
