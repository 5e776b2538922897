import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import type { BuiltUser } from "../../../test/factories.ts";
import {
  openAnswer,
  patchStoredAnswer,
  saveTab,
  storedAnswer,
  VALID_CHOICE,
} from "../../../test/answers-kit.ts";
import { readZip } from "../../../test/personal-data-kit.ts";

const url = (id: number, tab?: string) =>
  `/ws/form/candform/answer/${id}/drafts${tab === undefined ? "" : `/${tab}`}`;

describe("drafts of an answer's tabs (/ws/form/candform/answer/:answerid/drafts)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const putDraft = (user: BuiltUser, id: number, tab: string, body: unknown) =>
    call(t.app, { method: "PUT", url: url(id, tab), token: user.token, payload: body as object });
  const listDrafts = (user: BuiltUser, id: number) => call(t.app, { url: url(id), token: user.token });

  it("keeps what the candidate typed, unvalidated, without touching the answer, and lists it", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const before = await storedAnswer(t.app, answer.id);
    // familyName with digits breaks a §5 rule: a draft is work in progress, kept as typed.
    const res = await putDraft(ada, answer.id, "personal", {
      values: { familyName: "Lovelace 2", givenName: "" },
      baseVersion: answer.version,
    });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().updatedAt)).not.toBeNaN();
    expect(await storedAnswer(t.app, answer.id)).toEqual(before);

    const list = await listDrafts(ada, answer.id);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        tab: "personal",
        values: { familyName: "Lovelace 2", givenName: "" },
        baseVersion: answer.version,
        updatedAt: res.json().updatedAt,
      },
    ]);
  });

  it("keeps only the tab's own fields: never another tab's, a system field or a validated flag", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    await putDraft(ada, answer.id, "personal", {
      values: { familyName: "Lovelace", typeformation: "MSC", admis: "O", personal_validated: "O" },
      baseVersion: answer.version,
    });
    expect((await listDrafts(ada, answer.id)).json()[0].values).toEqual({ familyName: "Lovelace" });
    expect((await storedAnswer(t.app, answer.id)).data.personal_validated).not.toBe("O");
  });

  it("replaces the tab's draft on each write", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    await putDraft(ada, answer.id, "personal", { values: { familyName: "L" }, baseVersion: 1 });
    await putDraft(ada, answer.id, "personal", { values: { familyName: "Lo" }, baseVersion: 1 });
    const drafts = (await listDrafts(ada, answer.id)).json();
    expect(drafts).toHaveLength(1);
    expect(drafts[0].values).toEqual({ familyName: "Lo" });
  });

  it("refuses a draft over 256 KB with 413 and a message saying what to do", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const res = await putDraft(ada, answer.id, "personal", {
      values: { familyName: "x".repeat(300 * 1024) },
      baseVersion: 1,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "DRAFT_TOO_LARGE" });
    expect(res.json().message).toMatch(/at most 262144\): save the tab instead/);
    expect((await listDrafts(ada, answer.id)).json()).toEqual([]);
  });

  it("answers 404 naming a tab the form does not have", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const res = await putDraft(ada, answer.id, "nosuchtab", { values: {}, baseVersion: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: "DRAFT_UNKNOWN_TAB",
      message: "There is no tab “nosuchtab” in this form.",
    });
  });

  it("refuses a draft of a locked tab with 409 LOCKED", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    await patchStoredAnswer(t.app, answer.id, { candidat_validation: "O" });
    const res = await putDraft(ada, answer.id, "choice", { values: VALID_CHOICE, baseVersion: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "LOCKED",
      message: "This part of the application is validated and can no longer be changed.",
    });
  });

  it("deletes the tab's draft when the candidate saves the tab, and keeps the other tabs' drafts", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    await putDraft(ada, answer.id, "choice", { values: { typeformation: "MSC" }, baseVersion: 1 });
    await putDraft(ada, answer.id, "personal", { values: { familyName: "L" }, baseVersion: 1 });
    const saved = await saveTab(t.app, ada, answer.id, { tab: "choice", version: 1, values: VALID_CHOICE });
    expect(saved.statusCode).toBe(200);
    expect((await listDrafts(ada, answer.id)).json().map((d: { tab: string }) => d.tab)).toEqual([
      "personal",
    ]);
  });

  it("keeps the draft when the save is refused", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    await putDraft(ada, answer.id, "choice", { values: { typeformation: "MSC" }, baseVersion: 1 });
    const refused = await saveTab(t.app, ada, answer.id, {
      tab: "choice",
      version: 1,
      values: { typeformation: "MSC", mscchoice: "NOPE" },
    });
    expect(refused.statusCode).toBe(400);
    expect((await listDrafts(ada, answer.id)).json()).toHaveLength(1);
  });

  it("lets an administrator read a candidate's drafts but not write or discard them", async () => {
    const ada = await buildCandidate(t.app);
    const admin = await buildAdmin(t.app);
    const answer = await openAnswer(t.app, ada);
    await putDraft(ada, answer.id, "personal", { values: { familyName: "L" }, baseVersion: 1 });
    expect((await listDrafts(admin, answer.id)).json()).toHaveLength(1);
    expect((await putDraft(admin, answer.id, "personal", { values: {}, baseVersion: 1 })).statusCode).toBe(
      403,
    );
    const discard = await call(t.app, {
      method: "DELETE",
      url: url(answer.id, "personal"),
      token: admin.token,
    });
    expect(discard.statusCode).toBe(403);
  });

  it("discards a draft on the candidate's request (nothing to discard is not an error)", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    await putDraft(ada, answer.id, "personal", { values: { familyName: "L" }, baseVersion: 1 });
    const discard = () =>
      call(t.app, { method: "DELETE", url: url(answer.id, "personal"), token: ada.token });
    expect((await discard()).json()).toEqual({ result: "OK" });
    expect((await discard()).statusCode).toBe(200);
    expect((await listDrafts(ada, answer.id)).json()).toEqual([]);
  });

  it("is part of the candidate's personal data export", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    await putDraft(ada, answer.id, "personal", { values: { familyName: "Lovelace" }, baseVersion: 1 });
    const res = await call(t.app, { url: "/ws/account/export", token: ada.token });
    expect(res.statusCode).toBe(200);
    const zip = await readZip(res.rawPayload);
    expect(JSON.parse(zip.get("drafts.json")!.toString())).toEqual([
      expect.objectContaining({ answerId: answer.id, tab: "personal", values: { familyName: "Lovelace" } }),
    ]);
  });

  it("refuses another candidate's drafts", async () => {
    const ada = await buildCandidate(t.app);
    const eve = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    expect((await listDrafts(eve, answer.id)).statusCode).toBe(403);
    expect((await putDraft(eve, answer.id, "personal", { values: {}, baseVersion: 1 })).statusCode).toBe(403);
  });

  describe("a draft older than the answer, offered to the candidate", () => {
    // Regression (issue "day one"): a draft typed before the answer changed is offered with
    // "Restore my draft"; typing before choosing replaced it on the server, and it was gone.
    async function olderDraft() {
      const ada = await buildCandidate(t.app);
      const answer = await openAnswer(t.app, ada);
      await putDraft(ada, answer.id, "personal", { values: { familyName: "Typed before" }, baseVersion: 1 });
      // The answer changes meanwhile (another tab saved): the draft is now older than the answer.
      expect(
        (await saveTab(t.app, ada, answer.id, { tab: "choice", version: 1, values: VALID_CHOICE }))
          .statusCode,
      ).toBe(200);
      return { ada, answer, version: 2 };
    }
    const summary = (drafts: { values: unknown; baseVersion: number }[]) =>
      drafts.map((d) => [d.baseVersion, d.values]);

    it("is kept beside the new typing while the candidate has not chosen (olderDraft keep)", async () => {
      const { ada, answer, version } = await olderDraft();
      const res = await putDraft(ada, answer.id, "personal", {
        values: { familyName: "Typed now" },
        baseVersion: version,
        olderDraft: "keep",
      });
      expect(res.statusCode).toBe(200);
      // And again: still one older draft, the new typing replaced.
      await putDraft(ada, answer.id, "personal", {
        values: { familyName: "Typed now!" },
        baseVersion: version,
        olderDraft: "keep",
      });
      expect(summary((await listDrafts(ada, answer.id)).json())).toEqual([
        [version, { familyName: "Typed now!" }],
        [1, { familyName: "Typed before" }],
      ]);
    });

    it("is kept when the client does not say (the safe default)", async () => {
      const { ada, answer, version } = await olderDraft();
      await putDraft(ada, answer.id, "personal", {
        values: { familyName: "Typed now" },
        baseVersion: version,
      });
      expect(summary((await listDrafts(ada, answer.id)).json())).toEqual([
        [version, { familyName: "Typed now" }],
        [1, { familyName: "Typed before" }],
      ]);
    });

    it("goes once the candidate has chosen (olderDraft replace: restored, or discarded keeping the new typing)", async () => {
      const { ada, answer, version } = await olderDraft();
      await putDraft(ada, answer.id, "personal", {
        values: { familyName: "Typed now" },
        baseVersion: version,
        olderDraft: "keep",
      });
      await putDraft(ada, answer.id, "personal", {
        values: { familyName: "Typed before" },
        baseVersion: version,
        olderDraft: "replace",
      });
      expect(summary((await listDrafts(ada, answer.id)).json())).toEqual([
        [version, { familyName: "Typed before" }],
      ]);
    });

    it("goes with the tab's draft when the candidate discards it", async () => {
      const { ada, answer, version } = await olderDraft();
      await putDraft(ada, answer.id, "personal", { values: { familyName: "N" }, baseVersion: version });
      const discard = await call(t.app, {
        method: "DELETE",
        url: url(answer.id, "personal"),
        token: ada.token,
      });
      expect(discard.statusCode).toBe(200);
      expect((await listDrafts(ada, answer.id)).json()).toEqual([]);
    });

    it("is refused with 400 for an unknown olderDraft value", async () => {
      const { ada, answer, version } = await olderDraft();
      const res = await putDraft(ada, answer.id, "personal", {
        values: {},
        baseVersion: version,
        olderDraft: "drop",
      });
      expect(res.statusCode).toBe(400);
      expect(summary((await listDrafts(ada, answer.id)).json())).toEqual([
        [1, { familyName: "Typed before" }],
      ]);
    });
  });
});
