import { fakeServer, schemaAnswer } from "../test-utils.tsx";

/** A candidate with a session, their answer and its address: what a form page asks for. */
export const ada = { login: "ada@example.org", token: "tok-ada", admin: false };
export const answerPath = "/ws/form/candform/answer/ada%40example.org";
/** The address of that answer's drafts (its id is 7). */
export const draftsPath = "/ws/form/candform/answer/7/drafts";
export const answer = {
  body: {
    result: "OK",
    id: 7,
    login: ada.login,
    version: 1,
    campaign: 2025,
    data: { campaign_year: 2025 },
    created: "2025-01-02T10:00:00.000Z",
    updated: "2025-01-02T10:00:00.000Z",
    readOnlyTabs: [],
  },
};

/** The server of a candidate's form page at boot: schema, answer, label overrides (and settings). */
export const bootServer = () =>
  fakeServer({
    "GET /ws/form/candform/schema": schemaAnswer(ada.login),
    [`GET ${answerPath}`]: answer,
    "GET /ws/form/candform/labels": { body: { result: "OK", en: {}, fr: {} } },
    [`GET ${draftsPath}`]: { body: [] },
  });

/** The paths a fake server was asked for, in order. */
export const requested = (mock: ReturnType<typeof fakeServer>) =>
  mock.mock.calls.map(([url]) => new URL(url, window.location.href).pathname);
