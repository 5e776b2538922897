import { Type } from "typebox";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const errors = { "4xx": ErrorBody };

const LoginParams = Type.Object({ login: Type.String({ minLength: 1, maxLength: 254 }) });

const zip = {
  description: "The ZIP archive",
  content: { "application/zip": { schema: { type: "string", format: "binary" } } },
};

const CONTENTS =
  "The ZIP holds README.txt, account.json, answers/*.json (the answer as saved), history.json " +
  "(answer events), mails.json (subjects and dates of the e-mails sent), files.json and files/<field>/<name> " +
  "(the uploaded documents), and application.pdf. Cache-Control: no-store.";

/** GET /ws/account/export. */
export const exportOwnSchema = {
  tags: ["personal data"],
  summary: "Download everything the portal holds about me, as one ZIP",
  description: CONTENTS,
  security: [{ bearer: [] }],
  response: { 200: zip, ...errors },
};

/** GET /ws/admin/accounts/{login}/export. */
export const exportAccountSchema = {
  tags: ["personal data"],
  summary: "Download everything the portal holds about a person, as one ZIP (administrators only)",
  description: `For a request received by post or e-mail. ${CONTENTS}`,
  security: [{ bearer: [] }],
  params: LoginParams,
  response: { 200: zip, ...errors },
};

const Outcome = Type.Object({
  result: Type.Literal("OK"),
  reference: Type.String({ description: "Random reference of the erasures register (names nobody)" }),
  accounts: Type.Integer(),
  answers: Type.Integer(),
  files: Type.Integer(),
  bytes: Type.Integer(),
});

/** DELETE /ws/admin/accounts/{login}. */
export const eraseAccountSchema = {
  tags: ["personal data"],
  summary: "Erase an account on request: account, sessions, answers, history, files and their bytes, mails",
  description:
    "Administrators only. Recorded in the erasures register without the data (kind, date, performer, " +
    "counts, random reference). 404 when the portal holds nothing under the login, 409 for an administrator.",
  security: [{ bearer: [] }],
  params: LoginParams,
  response: { 200: Outcome, ...errors },
};

/** POST /ws/admin/accounts/{login}/anonymise. */
export const anonymiseAccountSchema = {
  tags: ["personal data"],
  summary: "Anonymise an account on request: personal values and files removed, statistics kept",
  description:
    "Administrators only. The answer keeps the programme, list choices, decisions, workflow flags and " +
    "dates under a random placeholder login; names, birth, identity numbers, addresses, e-mails, free " +
    "texts and files are removed, and the account with its sessions and mails is deleted. Recorded in the " +
    "erasures register without the data.",
  security: [{ bearer: [] }],
  params: LoginParams,
  response: { 200: Outcome, ...errors },
};
