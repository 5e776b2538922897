/**
 * The access matrix: one entry per operation of the server, read by access-matrix.test.ts.
 *
 * HOW TO ADD A ROUTE (the suite fails, naming the route, until you do):
 *
 *   {
 *     operation: "GET /ws/thing/{login}",          // METHOD + path exactly as in /ws/openapi.json
 *                                                   // (a route hidden from it: its Fastify path, :p → {p})
 *     request: (v) => ({ params: { login: v.victim.login } }),  // built from the VICTIM's ids and names
 *     anonymous: 401,                               // statuses accepted for each actor
 *     otherCandidate: DENIED,                       // 403 or 404
 *     reviewer: DENIED,                             // a reviewer of ANOTHER jury than the victim's
 *     administrator: 200,
 *     note: "why, when it is not obvious",
 *   },
 *
 * - `request` gets the victim (a candidate with an answer holding a marker, an uploaded file, a
 *   session of their own that nobody else uses) and a jury id; params fill the `{…}` of the path,
 *   `query` the query string, `body` is sent as JSON, `raw` as is (multipart, CSV).
 * - Each actor's expectation is a status or a list of statuses. Shortcuts below: PUBLIC (200 for
 *   all), OWNER_ONLY (401 / DENIED / DENIED / admin's statuses), ADMIN_ONLY (401 / 403 / 403 / admin's).
 * - The suite also checks, for anonymous, the other candidate and the reviewer, that the body never contains the
 *   victim's data (login, e-mail, answer marker, file name, file bytes) and, for every method other
 *   than GET/HEAD, that the database and the file store are unchanged (digest of users, tokens,
 *   answers, answer_events, files, labels, juries, lookup row counts, stored objects). A public
 *   route that writes by design (a reset token mailed to the owner) lists the actors in `mayWrite`.
 * - The administrator runs last on each operation, so a write of theirs never hides a leak.
 * - Not in the matrix: the single-page app's static files and its index.html fallback, which only
 *   main.ts registers (public by design; tests build the app without them).
 * - `reviewer` (issue #10) is a reviewer of another jury than the victim's application's: staff, yet
 *   an outsider to the victim. Every entry states what they get.
 * - `juryReviewer` (issue #35) is a reviewer of the victim's own jury: they read the victim's dossier,
 *   and write internal notes, and nothing else (packages/domain's staff rights). Every entry states
 *   what they get; on every write but a note, the suite checks they changed nothing.
 */

/**
 * The actors of the matrix. "reviewer": a reviewer of another jury than the victim's (issue #10);
 * "juryReviewer": a reviewer of the victim's jury (issue #35).
 */
export type MatrixActor = "anonymous" | "otherCandidate" | "administrator" | "reviewer" | "juryReviewer";

/** The accepted status(es) of one actor's call. */
export type Expect = number | readonly number[];

/** What each request is built from: the victim's ids and names (another candidate's account). */
export interface MatrixContext {
  victim: {
    id: number;
    login: string;
    email: string;
    answerId: number;
    /** The answer's current version (for a save). */
    version: number;
    /** Generated name of the victim's uploaded file (uploadPhoto). */
    fileName: string;
  };
  /** A jury that exists: the victim's application's (PUT /ws/admin/juries/{id}). */
  juryId: string;
}

/** One request: path params, query string, a JSON body, or a raw payload with its headers. */
export interface MatrixRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  raw?: { payload: string | Buffer; headers: Record<string, string> };
}

/** One operation of the matrix and what each actor must get. */
export interface MatrixEntry {
  operation: string;
  request?: (context: MatrixContext) => MatrixRequest;
  anonymous: Expect;
  otherCandidate: Expect;
  administrator: Expect;
  /** Issue #10: a reviewer of another jury than the victim's. */
  reviewer: Expect;
  /** Issue #35: a reviewer of the victim's jury, who reads and writes notes only. */
  juryReviewer: Expect;
  /** Actors allowed to change the database on this route by design (explain in `note`). */
  mayWrite?: readonly MatrixActor[];
  note?: string;
}

/** Refused to a candidate who is not the owner: 403, or 404 where ids are not confirmed. */
export const DENIED = [403, 404] as const;

/** Anyone gets it, anonymous included. */
const PUBLIC = {
  anonymous: 200,
  otherCandidate: 200,
  reviewer: 200,
  juryReviewer: 200,
  administrator: 200,
} as const;

/** A session is needed; another candidate and any reviewer are refused; the administrator gets `admin`. */
const OWNER_ONLY = (admin: Expect) => ({
  anonymous: 401,
  otherCandidate: DENIED,
  reviewer: DENIED,
  juryReviewer: DENIED,
  administrator: admin,
});

/** Administrators only (any reviewer is refused too). */
const ADMIN_ONLY = (admin: Expect) => ({
  anonymous: 401,
  otherCandidate: 403,
  reviewer: 403,
  juryReviewer: 403,
  administrator: admin,
});

const csv = (text: string) => ({ payload: text, headers: { "content-type": "text/csv" } });

/** A tiny JPEG for the upload route (SOI + JFIF header). */
const JPEG = Buffer.concat([
  Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"),
  Buffer.alloc(600),
]);

/** A one-file multipart body, built by hand so the test controls every byte. */
function multipartFile(field: string, filename: string, content: Buffer) {
  const boundary = "----matrixboundary7d3f";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every operation of the server. Keep them in the order of /ws/openapi.json where you can. */
export const matrixEntries: MatrixEntry[] = [
  // --- site, accounts, sessions -------------------------------------------------------------
  { operation: "GET /ws/config", ...PUBLIC },
  {
    operation: "POST /ws/form/candform/user/register",
    request: (v) => ({ body: { user: v.victim.email } }),
    ...PUBLIC,
    mayWrite: ["anonymous", "otherCandidate", "reviewer", "juryReviewer", "administrator"],
    note: "Always ok (no account discovery); for an existing account, a reset link mailed to its owner only.",
  },
  {
    operation: "POST /ws/form/candform/user/askreset",
    request: (v) => ({ body: { user: v.victim.email } }),
    ...PUBLIC,
    mayWrite: ["anonymous", "otherCandidate", "reviewer", "juryReviewer", "administrator"],
    note: "Always ok; writes a reset token e-mailed to the owner only (by design).",
  },
  {
    operation: "POST /ws/form/candform/user/activate",
    request: (v) => ({
      body: { user: v.victim.login, password: "Another long passphrase 42!", token: "x".repeat(43) },
    }),
    anonymous: 400,
    otherCandidate: 400,
    reviewer: 400,
    juryReviewer: 400,
    administrator: 400,
    note: "Without the e-mailed token nobody sets the victim's password.",
  },
  {
    operation: "POST /ws/form/candform/user/reset",
    request: (v) => ({
      body: { user: v.victim.login, password: "Another long passphrase 42!", token: "x".repeat(43) },
    }),
    anonymous: 400,
    otherCandidate: 400,
    reviewer: 400,
    juryReviewer: 400,
    administrator: 400,
  },
  {
    operation: "POST /ws/form/candform/login",
    request: (v) => ({ body: { login: v.victim.login, password: "not the victim's password" } }),
    anonymous: [400, 429],
    otherCandidate: [400, 429],
    reviewer: [400, 429],
    juryReviewer: [400, 429],
    administrator: [400, 429],
  },
  {
    operation: "POST /ws/logout",
    ...PUBLIC,
    note: "Ends the caller's own session only (the bearer token's).",
  },
  { operation: "GET /ws/form/candform/authtypes", ...PUBLIC },
  {
    operation: "GET /ws/form/candform/session",
    anonymous: 401,
    otherCandidate: 200,
    reviewer: 200,
    juryReviewer: 200,
    administrator: 200,
    note: "The caller's own session.",
  },
  {
    operation: "GET /ws/form/candform/cas/login",
    anonymous: 404,
    otherCandidate: 404,
    reviewer: 404,
    juryReviewer: 404,
    administrator: 404,
    note: "No CAS_URL in the test configuration: the central login is off.",
  },
  {
    operation: "POST /ws/form/candform/logincas",
    request: () => ({ body: { page_url: "http://localhost:8080/login?ticket=ST-1" } }),
    anonymous: 404,
    otherCandidate: 404,
    reviewer: 404,
    juryReviewer: 404,
    administrator: 404,
  },

  // --- files ----------------------------------------------------------------------------------
  {
    operation: "POST /ws/form/candform/answer/{answerid}/file",
    request: (v) => ({
      params: { answerid: v.victim.answerId },
      raw: multipartFile("uploadPhoto", "photo.jpg", JPEG),
    }),
    ...OWNER_ONLY(200),
  },
  {
    operation: "GET /ws/form/candform/answer/{answerid}/file/{name}",
    request: (v) => ({ params: { answerid: v.victim.answerId, name: v.victim.fileName } }),
    ...OWNER_ONLY(200),
    juryReviewer: 200,
    note: "The application's candidate, an administrator, and the reviewers of its jury read it.",
  },
  {
    operation: "DELETE /ws/form/candform/answer/{answerid}/file/{name}",
    request: (v) => ({ params: { answerid: v.victim.answerId, name: v.victim.fileName } }),
    ...OWNER_ONLY(200),
  },

  // --- form -----------------------------------------------------------------------------------
  { operation: "GET /ws/form/candform/labels", ...PUBLIC },
  {
    operation: "PUT /ws/form/candform/labels",
    request: () => ({ body: { en: { "form.tabSaved": null } } }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "GET /ws/form/candform/schema",
    anonymous: 401,
    otherCandidate: 200,
    reviewer: 200,
    juryReviewer: 200,
    administrator: 200,
    note: "The schema with the caller's own read-only tabs.",
  },

  // --- answers --------------------------------------------------------------------------------
  {
    operation: "GET /ws/form/candform/answer/{login}",
    request: (v) => ({ params: { login: v.victim.login } }),
    ...OWNER_ONLY(200),
    juryReviewer: 200,
    note: "The application's candidate, an administrator, and the reviewers of its jury read it.",
  },
  {
    operation: "POST /ws/form/candform/answer/{answerid}",
    request: (v) => ({
      params: { answerid: v.victim.answerId },
      body: { tab: "choice", version: v.victim.version, values: { typeformation: "MSC", mscchoice: "MAE" } },
    }),
    ...OWNER_ONLY(200),
  },
  {
    operation: "PUT /ws/form/candform/answer/{answerid}/step/{step}",
    request: (v) => ({ params: { answerid: v.victim.answerId, step: "personal" } }),
    ...OWNER_ONLY(200),
  },
  {
    operation: "GET /ws/form/candform/answer/{answerid}/drafts",
    request: (v) => ({ params: { answerid: v.victim.answerId } }),
    ...OWNER_ONLY(200),
  },
  {
    operation: "PUT /ws/form/candform/answer/{answerid}/drafts/{tab}",
    request: (v) => ({
      params: { answerid: v.victim.answerId, tab: "personal" },
      body: { values: { familyName: "Draft" }, baseVersion: v.victim.version },
    }),
    ...OWNER_ONLY(403),
    note: "a draft is what its candidate typed: an administrator reads it, never writes one",
  },
  {
    operation: "DELETE /ws/form/candform/answer/{answerid}/drafts/{tab}",
    request: (v) => ({ params: { answerid: v.victim.answerId, tab: "personal" } }),
    ...OWNER_ONLY(403),
    note: "only the candidate discards their draft",
  },
  {
    operation: "GET /ws/form/candform/answers",
    request: (v) => ({ query: { q: v.victim.login, fields: "familyName" } }),
    ...ADMIN_ONLY(200),
  },

  // --- workflow (the victim's application is incomplete: the administrator meets the rules) ----
  ...["validateapplication", "validatescholarship", "validateregistration", "validatetuition"].map(
    (path): MatrixEntry => ({
      operation: `PUT /ws/${path}/{login}`,
      request: (v) => ({ params: { login: v.victim.login } }),
      ...OWNER_ONLY([400, 409]),
    }),
  ),

  // --- withdrawals (issue #37) ------------------------------------------------------------------
  {
    operation: "GET /ws/withdrawal/{login}",
    request: (v) => ({ params: { login: v.victim.login } }),
    ...OWNER_ONLY(200),
    juryReviewer: 200,
    note: "The candidate, administrators and the reviewers of the application's jury read it.",
  },
  {
    operation: "POST /ws/withdrawal/{login}",
    request: (v) => ({ params: { login: v.victim.login }, body: { reason: "other" } }),
    ...OWNER_ONLY(400),
    note: "The candidate or an administrator (the office); 'other' without an explanation is refused, so the victim stays.",
  },

  // --- juries ---------------------------------------------------------------------------------
  { operation: "GET /ws/admin/juries", ...ADMIN_ONLY(200) },
  {
    operation: "PUT /ws/admin/juries/{id}",
    request: (c) => ({ params: { id: c.juryId }, body: { resultats_publies: true } }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "GET /ws/admin/juries/{id}/publication-preview",
    request: (c) => ({ params: { id: c.juryId } }),
    ...ADMIN_ONLY(200),
    note: "Counts only: how many candidates a publication would tell, how many have no decision yet.",
  },

  // --- e-mail templates and reminders (issue #11) ----------------------------------------------
  { operation: "GET /ws/admin/mail-templates", ...ADMIN_ONLY(200) },
  {
    operation: "PUT /ws/admin/mail-templates/{key}/{locale}",
    request: () => ({
      params: { key: "activation", locale: "en" },
      body: { subject: "Hi", body: "{{link}}" },
    }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "DELETE /ws/admin/mail-templates/{key}/{locale}",
    request: () => ({ params: { key: "activation", locale: "en" } }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "POST /ws/admin/mail-templates/{key}/{locale}/preview",
    request: (v) => ({
      params: { key: "result_available", locale: "en" },
      body: { subject: "{{name}}", body: "{{link}}", answerId: v.victim.answerId },
    }),
    ...ADMIN_ONLY(200),
    note: "Fills the draft with the victim's application: administrators only.",
  },
  {
    operation: "POST /ws/admin/mail-templates/{key}/{locale}/test",
    request: () => ({
      params: { key: "activation", locale: "en" },
      body: { subject: "Hi", body: "{{link}}" },
    }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "POST /ws/admin/reminders",
    request: (v) => ({
      query: { dryRun: "true" },
      body: { template: "reminder_application", selection: { ids: [v.victim.answerId] } },
    }),
    ...ADMIN_ONLY(200),
    note: "Staff, but the reviewer is of another jury than the victim's application: 403 naming nothing of the victim's.",
    juryReviewer: 403,
  },

  // --- staff (issue #10) ------------------------------------------------------------------------
  { operation: "GET /ws/admin/staff", ...ADMIN_ONLY(200), reviewer: 403 },
  {
    operation: "POST /ws/admin/staff",
    request: (v) => ({ body: { login: v.victim.email, role: "administrator" } }),
    ...ADMIN_ONLY(409),
    reviewer: 403,
    note: "The victim has an application: even the administrator cannot make them staff.",
  },
  {
    operation: "PATCH /ws/admin/staff/{id}",
    request: (v) => ({ params: { id: v.victim.id }, body: { role: "administrator" } }),
    ...ADMIN_ONLY(404),
    reviewer: 403,
    note: "The victim is a candidate, not staff: 404 for the administrator, nothing changes.",
  },
  {
    operation: "GET /ws/admin/dashboard",
    ...ADMIN_ONLY(200),
    reviewer: 200,
    note: "Staff: counts only; a reviewer's figures cover their own juries, never the victim's answer.",
    juryReviewer: 200,
  },

  // --- dossier (issue #10): staff only; the victim's application has no jury, so no reviewer's ---
  {
    operation: "GET /ws/admin/answers/{id}",
    request: (v) => ({ params: { id: v.victim.answerId } }),
    ...ADMIN_ONLY(200),
    reviewer: 403,
    juryReviewer: 200,
  },
  {
    operation: "GET /ws/admin/answers/{id}/files/{generatedName}",
    request: (v) => ({ params: { id: v.victim.answerId, generatedName: v.victim.fileName } }),
    ...ADMIN_ONLY(200),
    reviewer: 403,
    juryReviewer: 200,
  },
  // --- references (issue #37) ----------------------------------------------------------------
  {
    operation: "GET /ws/admin/answers/{id}/references",
    request: (v) => ({ params: { id: v.victim.answerId } }),
    ...ADMIN_ONLY(200),
    reviewer: 403,
    juryReviewer: 200,
  },
  {
    operation: "GET /ws/admin/answers/{id}/references/{referenceId}/letter",
    request: (v) => ({ params: { id: v.victim.answerId, referenceId: 1 } }),
    ...ADMIN_ONLY(404),
    reviewer: 403,
    juryReviewer: 404,
    note: "the victim has no reference: staff who may read the dossier get 404, the others 401/403",
  },
  {
    operation: "GET /ws/references",
    anonymous: 401,
    otherCandidate: 404,
    reviewer: 403,
    juryReviewer: 403,
    administrator: 403,
    note: "the caller's own application only (the other candidate has none); staff read references in the dossier",
  },
  {
    operation: "POST /ws/references/invitations",
    anonymous: 401,
    otherCandidate: 404,
    reviewer: 403,
    juryReviewer: 403,
    administrator: 403,
  },
  {
    operation: "POST /ws/references/{slot}/reminder",
    request: () => ({ params: { slot: 1 } }),
    anonymous: 401,
    otherCandidate: 404,
    reviewer: 403,
    juryReviewer: 403,
    administrator: 403,
  },
  {
    operation: "PUT /ws/references/{slot}",
    request: () => ({ params: { slot: 1 }, body: { email: "someone-else@example.org" } }),
    anonymous: 401,
    otherCandidate: 404,
    reviewer: 403,
    juryReviewer: 403,
    administrator: 403,
  },
  {
    operation: "GET /ws/reference/{token}",
    request: () => ({ params: { token: "not-a-referee-link-token" } }),
    anonymous: 404,
    otherCandidate: 404,
    reviewer: 404,
    juryReviewer: 404,
    administrator: 404,
    note: "public: the referee's link is the only key; a session opens nothing here",
  },
  {
    operation: "POST /ws/reference/{token}",
    request: () => ({
      params: { token: "not-a-referee-link-token" },
      raw: multipartFile("letter", "letter.pdf", JPEG),
    }),
    anonymous: 404,
    otherCandidate: 404,
    reviewer: 404,
    juryReviewer: 404,
    administrator: 404,
    note: "public: an unknown link is refused before a byte of the letter is read",
  },
  {
    operation: "GET /ws/admin/answers/{id}/notes",
    request: (v) => ({ params: { id: v.victim.answerId } }),
    ...ADMIN_ONLY(200),
    reviewer: 403,
    juryReviewer: 200,
  },
  {
    operation: "POST /ws/admin/answers/{id}/notes",
    request: (v) => ({ params: { id: v.victim.answerId }, body: { body: "Matrix note" } }),
    ...ADMIN_ONLY(201),
    reviewer: 403,
    juryReviewer: 201,
    mayWrite: ["juryReviewer"],
  },
  {
    operation: "GET /ws/admin/answers/{id}/history",
    request: (v) => ({ params: { id: v.victim.answerId }, query: { lang: "fr" } }),
    ...ADMIN_ONLY(200),
    reviewer: 403,
    juryReviewer: 200,
  },
  // --- document review and the catalogue of reasons (issue #11) ---
  {
    operation: "PUT /ws/admin/answers/{id}/documents/{generatedName}",
    request: (v) => ({
      params: { id: v.victim.answerId, generatedName: v.victim.fileName },
      body: { status: "refused", reason: "illegible", deadline: "2099-12-31" },
    }),
    ...ADMIN_ONLY(200),
    reviewer: 403,
    note: "Staff of the application's jury; the administrator's refusal opens a request and mails the victim.",
    juryReviewer: 403,
  },
  {
    operation: "POST /ws/admin/answers/{id}/document-requests",
    request: (v) => ({
      params: { id: v.victim.answerId },
      body: { field: "uploadPhoto", reason: "missing", deadline: "2099-12-31" },
    }),
    ...ADMIN_ONLY(201),
    reviewer: 403,
    juryReviewer: 403,
  },
  {
    operation: "GET /ws/admin/reasons",
    request: () => ({ query: { kind: "document" } }),
    ...ADMIN_ONLY(200),
    reviewer: 200,
    note: "Staff: the catalogue holds no personal data.",
    juryReviewer: 200,
  },
  {
    operation: "POST /ws/admin/reasons",
    request: () => ({
      body: { kind: "document", code: "matrix_reason", labelEn: "Matrix", labelFr: "Matrice" },
    }),
    ...ADMIN_ONLY(201),
    reviewer: 403,
  },
  {
    operation: "PATCH /ws/admin/reasons/{id}",
    request: () => ({ params: { id: 1 }, body: { position: 1 } }),
    ...ADMIN_ONLY(200),
    reviewer: 403,
  },
  {
    operation: "GET /ws/admin/jobs",
    ...ADMIN_ONLY(200),
    note: "The scheduled jobs and their runs (issue #37): administrators only.",
  },
  {
    operation: "POST /ws/admin/jobs/{name}/run",
    request: () => ({ params: { name: "auth-clean-up" } }),
    ...ADMIN_ONLY(202),
  },
  {
    operation: "POST /ws/admin/jobs/{name}/runs/{id}/retry",
    request: () => ({ params: { name: "auth-clean-up", id: "00000000-0000-4000-8000-000000000000" } }),
    ...ADMIN_ONLY(404),
    note: "No such run: the administrator is told so; nobody else learns whether it exists.",
  },
  {
    operation: "GET /ws/admin/applications",
    ...ADMIN_ONLY(200),
    reviewer: 200,
    note: "Staff: a reviewer of another jury gets their own juries' applications, never the victim's.",
    juryReviewer: 200,
  },
  {
    operation: "GET /ws/admin/applications/export",
    request: () => ({ query: { format: "csv", columns: "login,familyName,givenName" } }),
    ...ADMIN_ONLY(200),
    reviewer: 200,
    note: "Staff: the reviewer's file holds only their juries' applications, never the victim's.",
    juryReviewer: 200,
  },
  {
    operation: "POST /ws/admin/applications/dossiers.zip",
    request: (v) => ({ body: { selection: { ids: [v.victim.answerId] } } }),
    ...ADMIN_ONLY(200),
    reviewer: 400,
    note: "Staff, scoped like the listing: the victim's dossier is outside the reviewer's juries, so their selection is empty (400, naming nothing).",
    juryReviewer: 200,
  },
  {
    operation: "GET /ws/admin/applications/columns",
    ...ADMIN_ONLY(200),
    reviewer: 200,
    note: "Staff: the form's field names, no answer.",
    juryReviewer: 200,
  },

  // --- decisions (issue #11) ---------------------------------------------------------------------
  {
    operation: "PUT /ws/admin/answers/{id}/decision",
    request: (v) => ({ params: { id: v.victim.answerId }, body: { admis: "O", version: v.victim.version } }),
    ...ADMIN_ONLY(409),
    note: "Staff of the application's jury; the victim's application is not validated, so the administrator's 409 proves access without a write.",
    juryReviewer: 403,
  },
  {
    operation: "POST /ws/admin/applications/bulk",
    request: (v) => ({
      query: { dryRun: "true" },
      body: { selection: { ids: [v.victim.answerId] }, set: { admis: "O" } },
    }),
    ...ADMIN_ONLY(200),
    note: "Administrators only, even as a preview: a change in bulk decides (issue #35).",
    juryReviewer: 403,
  },
  {
    operation: "POST /ws/admin/decisions/import",
    request: (v) => ({
      query: { dryRun: "true" },
      raw: multipartFile("file", "decisions.csv", Buffer.from(`login,admis\n${v.victim.login},O\n`)),
    }),
    ...ADMIN_ONLY(200),
    note: "Administrators only; a dry run writes nothing.",
  },

  // --- payment --------------------------------------------------------------------------------
  { operation: "GET /pay", ...PUBLIC, note: "Demonstration page; shows only its own query." },
  {
    operation: "GET /ws/payment/{login}/{kind}",
    request: (v) => ({ params: { login: v.victim.login, kind: "application_fee" } }),
    ...OWNER_ONLY([200, 409]),
  },
  {
    operation: "POST /ws/payment/notify",
    request: () => ({
      body: {
        notificationId: "matrix",
        reference: "matrix",
        nature: "application_fee",
        amount: 100,
        paidAt: "2026-01-01T00:00:00Z",
      },
    }),
    anonymous: 401,
    otherCandidate: 401,
    reviewer: 401,
    juryReviewer: 401,
    administrator: 401,
    note: "The payment site's notification: only its HMAC signature counts, no session; unsigned is 401 for all.",
  },
  {
    operation: "POST /pay/complete",
    request: () => ({
      raw: {
        payload: "reference=matrix-unknown",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
    }),
    anonymous: 404,
    otherCandidate: 404,
    reviewer: 404,
    juryReviewer: 404,
    administrator: 404,
    note: "Demonstration page's Pay button: public; pays only a reference handed out to its candidate (unguessable).",
  },
  {
    operation: "GET /ws/form/{formId}/answer/{login}/payments",
    request: (v) => ({ params: { formId: "candform", login: v.victim.login } }),
    ...OWNER_ONLY(200),
    juryReviewer: 200,
    note: "The application's candidate, an administrator, and the reviewers of its jury read it.",
  },
  {
    operation: "GET /ws/admin/answers/{id}/payments",
    request: (v) => ({ params: { id: v.victim.answerId } }),
    ...ADMIN_ONLY(200),
    note: "Staff of the application's jury; a reviewer of another jury is refused.",
    juryReviewer: 200,
  },
  {
    operation: "POST /ws/admin/answers/{id}/payments",
    request: (v) => ({
      params: { id: v.victim.answerId },
      body: { nature: "application_fee", amount: 100, method: "transfer", note: "matrix" },
    }),
    ...ADMIN_ONLY(201),
    juryReviewer: 403,
  },

  // --- fee waivers (issue #39) ---------------------------------------------------------------------
  {
    operation: "POST /ws/admin/answers/{id}/waivers",
    request: (v) => ({
      params: { id: v.victim.answerId },
      body: { nature: "application_fee", reason: "matrix" },
    }),
    ...ADMIN_ONLY(201),
    juryReviewer: 403,
    note: "Administrators only: a reviewer, even of the application's jury, cannot waive a fee.",
  },
  {
    operation: "POST /ws/payment/{login}/{kind}/waiver-code",
    request: (v) => ({
      params: { login: v.victim.login, kind: "application_fee" },
      body: { code: "MATRIX-NONE" },
    }),
    ...OWNER_ONLY(400),
    note: "The candidate on their own payments (an administrator may act for them); the code is unknown: 400.",
  },
  { operation: "GET /ws/admin/waiver-codes", ...ADMIN_ONLY(200) },
  {
    operation: "POST /ws/admin/waiver-codes",
    request: () => ({ body: { code: "MATRIX-CODE", nature: "application_fee", percentOff: 10 } }),
    ...ADMIN_ONLY(201),
  },
  {
    operation: "PATCH /ws/admin/waiver-codes/{id}",
    request: () => ({ params: { id: 1 }, body: { archived: true } }),
    ...ADMIN_ONLY([200, 404]),
  },

  // --- reports --------------------------------------------------------------------------------
  ...["application_file", "scholapplication_file", "regapplication_file"].map((kind): MatrixEntry => ({
    operation: `POST /ws/report/${kind}/{login}`,
    request: (v) => ({ params: { login: v.victim.login } }),
    ...OWNER_ONLY(200),
    juryReviewer: 200,
    note: "The application file: its candidate, an administrator and the reviewers of its jury read it.",
  })),

  // --- public lookups -------------------------------------------------------------------------
  { operation: "GET /ws/pays", ...PUBLIC },
  { operation: "GET /ws/jurys", ...PUBLIC },
  { operation: "GET /ws/iformformations/{type}", request: () => ({ params: { type: "MSC" } }), ...PUBLIC },
  { operation: "GET /ws/institutions/{country}", request: () => ({ params: { country: "FR" } }), ...PUBLIC },
  { operation: "GET /ws/commune/{zip}", request: () => ({ params: { zip: "31400" } }), ...PUBLIC },
  { operation: "GET /ws/communedept/{dept}", request: () => ({ params: { dept: "31" } }), ...PUBLIC },
  {
    operation: "GET /ws/etablissements/{code}",
    request: () => ({ params: { code: "31" } }),
    ...PUBLIC,
  },
  { operation: "GET /ws/getfiliere/{code}", request: () => ({ params: { code: "0310000A" } }), ...PUBLIC },
  {
    operation: "GET /ws/getetablissement/{code}/ville",
    request: () => ({ params: { code: "0310000A" } }),
    ...PUBLIC,
  },
  { operation: "GET /ws/iformbac/{year}", request: () => ({ params: { year: 2024 } }), ...PUBLIC },

  // --- lookup maintenance ---------------------------------------------------------------------
  { operation: "GET /ws/admin/lookups", ...ADMIN_ONLY(200) },
  {
    operation: "GET /ws/admin/lookups/{table}.csv",
    request: () => ({ params: { table: "juries" } }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "POST /ws/admin/lookups/{table}",
    request: () => ({ params: { table: "juries" }, raw: csv("not,the,right,columns\n") }),
    ...ADMIN_ONLY(400),
    note: "An invalid CSV, so the administrator's call proves access without replacing the table.",
  },

  {
    operation: "PUT /ws/account/language",
    request: () => ({ body: { locale: "fr" } }),
    anonymous: 401,
    otherCandidate: 200,
    reviewer: 200,
    juryReviewer: 200,
    administrator: 200,
    mayWrite: ["otherCandidate", "reviewer", "juryReviewer", "administrator"],
    note: "Each caller sets their own account's language, never anybody else's (no id in the request).",
  },

  {
    operation: "PUT /ws/account/time-zone",
    request: () => ({ body: { timeZone: "America/New_York" } }),
    anonymous: 401,
    otherCandidate: 200,
    reviewer: 200,
    juryReviewer: 200,
    administrator: 200,
    mayWrite: ["otherCandidate", "reviewer", "juryReviewer", "administrator"],
    note: "Each caller records their own browser's zone, never anybody else's (no id in the request).",
  },

  // --- programme dates (issue #37) ------------------------------------------------------------
  {
    operation: "GET /ws/form/{formId}/answer/{login}/deadlines",
    request: (v) => ({ params: { formId: "candform", login: v.victim.login } }),
    ...OWNER_ONLY(200),
    note: "The application's candidate and administrators; the dates say which programme it is for.",
  },
  { operation: "GET /ws/admin/programme-settings", ...ADMIN_ONLY(200) },
  // --- hand-off to the student information system (issue #39) -----------------------------------
  { operation: "GET /ws/admin/sis/programmes", ...ADMIN_ONLY(200) },
  {
    operation: "PUT /ws/admin/sis/programmes/{programme}",
    request: () => ({
      params: { programme: "MAE" },
      body: {
        stepCode: "5MAE01",
        stepVersion: "101",
        diplomaCode: "5MSAE",
        diplomaVersion: "1",
        academicYear: "2025",
      },
    }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "POST /ws/admin/sis/exports/preview",
    request: (v) => ({ body: { selection: { ids: [v.victim.answerId] } } }),
    ...ADMIN_ONLY(200),
    note: "A count that writes nothing; the victim is not admitted, so it counts none.",
  },
  {
    operation: "POST /ws/admin/sis/exports",
    request: (v) => ({
      body: { selection: { ids: [v.victim.answerId] }, format: "json", onlyNotExported: false },
    }),
    ...ADMIN_ONLY(200),
    note: "Personal data of every admitted candidate: administrators only, reviewers of the victim's jury too are refused.",
  },
  { operation: "GET /ws/admin/sis/exports", ...ADMIN_ONLY(200) },
  {
    operation: "GET /ws/admin/sis/exports/{id}",
    request: () => ({ params: { id: 1 } }),
    ...ADMIN_ONLY([200, 404]),
    note: "404 while no export was logged (the victim is not admitted: exporting them logs nothing).",
  },
  {
    operation: "POST /ws/admin/sis/exports/{id}/repeat",
    request: () => ({ params: { id: 1 }, body: { format: "csv" } }),
    ...ADMIN_ONLY([200, 404]),
    note: "404 while no export was logged.",
  },
  {
    operation: "PUT /ws/admin/programme-settings/{programme}",
    request: () => ({
      params: { programme: "MAE" },
      body: {
        applicationCloses: "2099-03-31T23:59:59+02:00",
        scholarshipCloses: null,
        confirmationCloses: null,
        tuitionCloses: null,
        referencesRequired: false,
        offersPaused: false,
        offerDays: 7,
      },
    }),
    ...ADMIN_ONLY(200),
  },

  // --- interviews (issue #38) -------------------------------------------------------------------
  {
    operation: "GET /ws/interview",
    anonymous: 401,
    otherCandidate: 200,
    reviewer: 403,
    juryReviewer: 403,
    administrator: 403,
    note: "The caller's own invitation only (no id in the request): the other candidate reads their own, uninvited.",
  },
  {
    operation: "POST /ws/interview/booking",
    request: () => ({ body: { slotId: 1 } }),
    anonymous: 401,
    otherCandidate: 404,
    reviewer: 403,
    juryReviewer: 403,
    administrator: 403,
    note: "The caller's own invitation only; the other candidate was never invited (404). Staff never book for a candidate.",
  },
  {
    operation: "POST /ws/interview/decline",
    request: () => ({ body: { reason: "Travelling" } }),
    anonymous: 401,
    otherCandidate: 404,
    reviewer: 403,
    juryReviewer: 403,
    administrator: 403,
  },
  { operation: "GET /ws/admin/interviews/slots", ...ADMIN_ONLY(200) },
  {
    operation: "POST /ws/admin/interviews/slots",
    request: () => ({
      body: {
        programme: "MAE",
        startsAt: "2099-03-10T09:00:00+01:00",
        minutes: 30,
        place: "Room B12",
        capacity: 2,
      },
    }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "PUT /ws/admin/interviews/slots/{id}",
    request: () => ({
      params: { id: 999999 },
      body: { startsAt: "2099-03-10T09:00:00+01:00", minutes: 30, place: "Room B12", capacity: 2 },
    }),
    ...ADMIN_ONLY(404),
  },
  {
    operation: "DELETE /ws/admin/interviews/slots/{id}",
    request: () => ({ params: { id: 999999 } }),
    ...ADMIN_ONLY(404),
  },
  {
    operation: "POST /ws/admin/interviews/invitations",
    request: (v) => ({ body: { selection: { ids: [v.victim.answerId] } } }),
    ...ADMIN_ONLY(200),
    note: "The administrator, last, invites the victim (an e-mail to them).",
  },
  {
    operation: "GET /ws/admin/answers/{id}/interview",
    request: (v) => ({ params: { id: v.victim.answerId } }),
    ...ADMIN_ONLY(200),
    reviewer: 403,
    juryReviewer: 200,
  },
  {
    operation: "PUT /ws/admin/answers/{id}/interview/attendance",
    request: (v) => ({ params: { id: v.victim.answerId }, body: { attendance: "attended" } }),
    ...ADMIN_ONLY(404),
    reviewer: 403,
    juryReviewer: 404,
    note: "The reviewers of the application's jury and administrators record it; the victim holds no booked interview (404).",
  },

  // --- scoresheets, review queues and scoring (issue #38) -------------------------------------------
  {
    operation: "GET /ws/admin/scoresheets",
    anonymous: 401,
    otherCandidate: 403,
    reviewer: 200,
    juryReviewer: 200,
    administrator: 200,
    note: "A reviewer reads the sheets of their juries' programmes only; no candidate data in it.",
  },
  {
    operation: "GET /ws/admin/scoresheets/{programme}",
    request: () => ({ params: { programme: "MS SAS" } }),
    anonymous: 401,
    otherCandidate: 403,
    reviewer: 403,
    juryReviewer: 200,
    administrator: 200,
    note: "MS SAS is decided by the victim's jury (JURY_AM): its reviewers read its sheet, another jury's do not.",
  },
  {
    operation: "PUT /ws/admin/scoresheets/{programme}",
    request: () => ({
      params: { programme: "MS SAS" },
      body: {
        criteria: [
          {
            id: "motivation",
            label: "Motivation",
            weight: 1,
            levels: [
              { value: 1, descriptor: "Vague" },
              { value: 2, descriptor: "Clear" },
            ],
          },
        ],
      },
    }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "POST /ws/admin/scoresheets/{programme}/copy",
    request: () => ({ params: { programme: "MS SPA" }, body: { from: "MS SAS" } }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "GET /ws/admin/reviews/queue",
    anonymous: 401,
    otherCandidate: 403,
    reviewer: 200,
    juryReviewer: 200,
    administrator: 403,
    note: "The caller's own queue (reviewers only); the other jury's reviewer holds none of the victim's applications.",
  },
  {
    operation: "POST /ws/admin/reviews/queue/next",
    request: () => ({ body: { count: 5 } }),
    anonymous: 401,
    otherCandidate: 403,
    reviewer: 200,
    juryReviewer: 200,
    administrator: 403,
    mayWrite: ["reviewer", "juryReviewer"],
    note: "A reviewer takes unassigned applications of their own juries only (the victim's is not validated).",
  },
  {
    operation: "GET /ws/admin/answers/{id}/review",
    request: (v) => ({ params: { id: v.victim.answerId } }),
    ...ADMIN_ONLY(200),
    reviewer: 403,
    juryReviewer: 200,
  },
  {
    operation: "PUT /ws/admin/answers/{id}/review",
    request: (v) => ({ params: { id: v.victim.answerId }, body: { scores: {}, submit: false } }),
    ...ADMIN_ONLY(409),
    reviewer: 403,
    juryReviewer: 409,
    note: "The reviewers of its jury and administrators score it; the victim has chosen no programme, so no scoresheet (409).",
  },
  { operation: "GET /ws/admin/review-assignments/readers", ...ADMIN_ONLY(200) },
  {
    operation: "POST /ws/admin/review-assignments",
    request: (v) => ({ body: { selection: { ids: [v.victim.answerId] }, reviewers: [2147483647] } }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "POST /ws/admin/review-assignments/even",
    request: (v) => ({ body: { selection: { ids: [v.victim.answerId] }, readers: 1 } }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "POST /ws/admin/review-assignments/remove",
    request: (v) => ({ body: { selection: { ids: [v.victim.answerId] }, reviewers: [2147483647] } }),
    ...ADMIN_ONLY(200),
  },
  // --- ranking and calibration (issue #38) -------------------------------------------------------
  {
    operation: "GET /ws/admin/scores/export",
    request: () => ({ query: { format: "csv" } }),
    ...ADMIN_ONLY(200),
    reviewer: 200,
    juryReviewer: 200,
    note: "Staff: an administrator gets every review, a reviewer their own only (none on the victim's application).",
  },
  {
    operation: "POST /ws/admin/scores/import",
    request: (v) => ({
      query: { dryRun: "true" },
      raw: multipartFile(
        "file",
        "scores.csv",
        Buffer.from(`application,reviewer,academic\n${v.victim.answerId},nobody@example.org,1\n`),
      ),
    }),
    ...ADMIN_ONLY(200),
    note: "Administrators only; a dry run writes nothing.",
  },
  {
    operation: "GET /ws/admin/calibration",
    request: (v) => ({ query: { jury: v.juryId } }),
    ...ADMIN_ONLY(200),
    note: "The jury's administrator: reviewers never see each other's leaning.",
  },

  // --- personal data (GDPR) ---------------------------------------------------------------------
  {
    operation: "GET /ws/account/export",
    anonymous: 401,
    otherCandidate: 200,
    reviewer: 200,
    juryReviewer: 200,
    administrator: 200,
    note: "Each caller downloads their own data only; the suite checks the victim's never appear in it.",
  },
  {
    operation: "GET /ws/admin/accounts/{login}/export",
    request: (v) => ({ params: { login: v.victim.login } }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "DELETE /ws/admin/accounts/{login}",
    request: (v) => ({ params: { login: v.victim.login } }),
    ...ADMIN_ONLY(200),
    note: "The administrator, last, really erases the victim (each entry has fresh actors).",
  },
  {
    operation: "POST /ws/admin/accounts/{login}/anonymise",
    request: (v) => ({ params: { login: v.victim.login } }),
    ...ADMIN_ONLY(200),
  },

  // --- campaigns (issue #39); last, as opening and closing a campaign change what follows -----
  {
    operation: "GET /ws/form/candform/applications/{login}",
    request: (v) => ({ params: { login: v.victim.login } }),
    ...OWNER_ONLY(200),
    note: "A candidate's applications, one per campaign: the candidate and administrators.",
  },
  {
    operation: "POST /ws/form/candform/applications/{login}",
    request: (v) => ({ params: { login: v.victim.login }, body: { campaign: 2025, prefill: true } }),
    anonymous: 401,
    otherCandidate: 403,
    reviewer: 403,
    juryReviewer: 403,
    administrator: 403,
    note: "Only the candidate starts their own application; nobody, not even an administrator, for them.",
  },
  {
    operation: "GET /ws/admin/campaigns",
    anonymous: 401,
    otherCandidate: 403,
    reviewer: 200,
    juryReviewer: 200,
    administrator: 200,
    note: "Staff read the campaigns (the workspace's selector); no candidate data in it.",
  },
  {
    operation: "PUT /ws/admin/campaigns/{year}",
    request: () => ({ params: { year: 2025 }, body: { applicationFee: 100 } }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "POST /ws/admin/campaigns/{year}/close",
    request: () => ({ params: { year: 2025 } }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "POST /ws/admin/campaigns/{year}/reopen",
    request: () => ({ params: { year: 2025 } }),
    ...ADMIN_ONLY(200),
  },
  {
    operation: "POST /ws/admin/campaigns",
    request: () => ({ body: { year: 2026 } }),
    ...ADMIN_ONLY(201),
  },

  // --- routes hidden from the OpenAPI document (found through the router) ---------------------
  { operation: "GET /healthz", ...PUBLIC },
  { operation: "GET /ws/openapi.json", ...PUBLIC },
  {
    operation: "GET /ws/docs",
    anonymous: [200, 302],
    otherCandidate: [200, 302],
    reviewer: [200, 302],
    juryReviewer: [200, 302],
    administrator: [200, 302],
  },
  { operation: "GET /ws/docs/", ...PUBLIC },
  {
    operation: "GET /ws/docs/static/index.html",
    anonymous: [200, 302],
    otherCandidate: [200, 302],
    reviewer: [200, 302],
    juryReviewer: [200, 302],
    administrator: [200, 302],
  },
  { operation: "GET /ws/docs/static/swagger-initializer.js", ...PUBLIC },
  { operation: "GET /ws/docs/json", ...PUBLIC },
  { operation: "GET /ws/docs/yaml", ...PUBLIC },
  {
    operation: "GET /ws/docs/*",
    request: () => ({ params: { "*": "static/swagger-ui.css" } }),
    ...PUBLIC,
    note: "Swagger UI's static files.",
  },
];
