import { completeApplication } from "@portal/domain/rules/fixtures";
import { fakeServer, schemaAnswer } from "../../test-utils.tsx";
import type { FakeAnswer } from "../../test-utils.tsx";
import { APPLICATION_TABS } from "@portal/domain/schema/candform";

/** The candidate of the journey tests. */
export const ada = { login: "ada@example.org", token: "tok-ada", admin: false };
/** An administrator. */
export const boss = { login: "boss@example.org", token: "tok-boss", admin: true };
/** The path of ada's answer. */
export const ANSWER_PATH = "/ws/form/candform/answer/ada%40example.org";

/** Tabs the server locks once the application is validated. */
export { APPLICATION_TABS };

/** A complete application as the form's engine checks it, with the scholarship buttons shown. */
export function fullApplication(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return completeApplication({ show_buttons: "O", ...extra });
}

/** A complete application, validated (flags as the server reads them), on the given step. */
export function validatedApplication(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return fullApplication({
    validation_validated: "O",
    candidat_validation: "O",
    show_buttons: "N",
    show_result: "O",
    ...extra,
  });
}

/** GET …/answer/{login}: ada's answer with these values and locked tabs. */
export function answerBody(data: Record<string, unknown>, readOnlyTabs: string[] = []): FakeAnswer {
  return {
    body: {
      result: "OK",
      id: 7,
      login: ada.login,
      version: 3,
      campaign: 2025,
      data: { campaign_year: 2025, ...data },
      created: "2025-01-02T10:00:00.000Z",
      updated: "2025-01-02T10:00:00.000Z",
      readOnlyTabs,
    },
  };
}

/** What a validation answers: the message, and the answer as it now is (the web reloads it anyway). */
export function validated(message: string) {
  return {
    result: "OK",
    message,
    messages: [],
    version: 5,
    updated: "2025-01-03T10:00:00.000Z",
    data: {},
    readOnlyTabs: [],
  };
}

type Handler = Parameters<typeof fakeServer>[0] extends Record<string, infer H> | undefined ? H : never;

/** The fake server of a journey test: schema, ada's answer (one body, or one per read), saves, steps. */
export function journeyServer(
  answers: FakeAnswer | FakeAnswer[],
  handlers: Record<string, Handler> = {},
  admin = false,
) {
  const reads = Array.isArray(answers) ? answers : [answers];
  let read = 0;
  return fakeServer({
    "GET /ws/form/candform/schema": schemaAnswer(admin ? boss.login : ada.login, admin),
    [`GET ${ANSWER_PATH}`]: () => reads[Math.min(read++, reads.length - 1)],
    "POST /ws/form/candform/answer/7": {
      body: {
        result: "OK",
        version: 4,
        updated: "2025-01-02T10:00:00.000Z",
        data: {},
        changed: [],
        messages: [],
      },
    },
    ...Object.fromEntries(
      [
        ...APPLICATION_TABS,
        "bourses",
        "result",
        "registration",
        "register",
        "tuition",
        "registration_docs",
      ].map((tab) => [`PUT /ws/form/candform/answer/7/step/${tab}`, { body: { result: "OK" } }]),
    ),
    ...handlers,
  });
}

/** A stored file value. */
const stored = (name: string) => JSON.stringify({ name, generated_name: `g-${name}`, upload_date: 1 });

/** Admitted (published), every registration tab filled and saved: the register tab is open. */
export function registrationAnswer(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return validatedApplication({
    step: "register",
    show_admis: "O",
    admis: "O",
    show_buttons_reg: "O",
    confscol: "O",
    reg_proof_of_payment: [{ proofFile: stored("down.pdf") }],
    funding2_source: "personal",
    address: "1 rue de la Paix",
    address_country: "BE",
    zip: "1000",
    doc_degree_certified: stored("degree.pdf"),
    doc_id_photo: stored("photo.jpg"),
    acknowledgementReg: true,
    ...Object.fromEntries(
      ["registration", "funding2", "parents", "siblings", "address", "documents2"].map((t) => [
        `${t}_validated`,
        "O",
      ]),
    ),
    ...extra,
  });
}

/** Registration confirmed, registration documents saved: the tuition tab is open. */
export function tuitionAnswer(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return registrationAnswer({
    step: "tuition",
    show_buttons_reg: "N",
    candidat_confirmation: "O",
    register_validated: "O",
    registration_docs_validated: "O",
    doc_health_insurance: stored("health.pdf"),
    doc_civil_liability: stored("rc.pdf"),
    montant_ins: 9500,
    show_tuition_payment: "O",
    ...extra,
  });
}
