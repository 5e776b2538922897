import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCandidate, buildReviewer } from "../../test/factories.ts";
import { createAnswer } from "../../test/files-kit.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { removeAccounts } from "./account-remover.ts";
import { ANONYMISED_PREFIX } from "./staff-login-replacer.ts";

describe("removing a staff account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("keeps the office's actions under a placeholder, never the removed login", async () => {
    const reviewer = await buildReviewer(t.app, []);
    const candidate = await buildCandidate(t.app);
    const answerId = await createAnswer(t.app, candidate.login, {});
    const db = t.app.db;
    await db
      .insertInto("document_requests")
      .values({
        answer_id: answerId,
        field_path: "uploadPhoto",
        kind: "missing",
        reason_code: "missing",
        comment: null,
        deadline: "2099-01-01",
        requested_by: reviewer.login,
        resolved_at: null,
      })
      .execute();
    await db.insertInto("jury_publications").values({ id_jury: "J", published_by: reviewer.login }).execute();
    await db.transaction().execute((trx) => removeAccounts(trx, [reviewer.login]));
    const request = await db.selectFrom("document_requests").select("requested_by").executeTakeFirstOrThrow();
    const publication = await db
      .selectFrom("jury_publications")
      .select("published_by")
      .executeTakeFirstOrThrow();
    expect(request.requested_by.startsWith(ANONYMISED_PREFIX)).toBe(true);
    expect(publication.published_by.startsWith(ANONYMISED_PREFIX)).toBe(true);
    expect(request.requested_by).not.toContain(reviewer.login);
  });
});
