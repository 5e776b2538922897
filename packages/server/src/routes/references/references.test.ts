import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractLinks } from "../../mail/outbox.ts";
import { removeAccounts } from "../../commands/account-remover.ts";
import { DAY_MS, MovableClock } from "../../clock.ts";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { openAnswer, saveTab, VALID_CHOICE } from "../../../test/answers-kit.ts";
import { multipart, pdfBytes, pngBytes } from "../../../test/files-kit.ts";
import { mailsTo, seedAnswer, seedJury, validApplication, validate } from "../workflow/workflow-test-kit.ts";

/** The token of the latest link mailed to a referee. */
async function linkTokenOf(t: TestApp, referee: string): Promise<string> {
  const mails = await mailsTo(t.app, referee);
  const link = extractLinks(mails.at(-1)!.text).find((l) => l.includes("/reference/"))!;
  return link.split("/reference/")[1]!;
}

const letterForm = (overrides: { letter?: Buffer; filename?: string; name?: string } = {}) =>
  multipart([
    { name: "name", value: overrides.name ?? "Grace Hopper" },
    { name: "position", value: "Professor" },
    { name: "institution", value: "Yale" },
    { name: "relationship", value: "Supervised her master's thesis" },
    {
      name: "letter",
      filename: overrides.filename ?? "letter.pdf",
      content: overrides.letter ?? pdfBytes(3000),
    },
  ]);

const submit = (t: TestApp, token: string, form = letterForm()) =>
  call(t.app, {
    method: "POST",
    url: `/ws/reference/${token}`,
    payload: form.payload,
    headers: form.headers,
  });

describe("references (issue #37)", () => {
  let t: TestApp;
  const clock = new MovableClock();
  let ada: BuiltUser;
  let answerId: number;
  const referee1 = "turing@example.org";
  const referee2 = "lovelace@example.org";

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    await seedJury(t.app);
    ada = await buildCandidate(t.app);
    await t.app.db.updateTable("users").set({ locale: "fr" }).where("id", "=", ada.id).execute();
    const answer = await openAnswer(t.app, ada);
    answerId = answer.id;
    const res = await saveTab(t.app, ada, answerId, {
      tab: "choice",
      version: answer.version,
      values: { ...VALID_CHOICE, reco_email_1: referee1, reco_email_2: referee2 },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it("invites each referee named by a tab save, in the candidate's language, with a link of their own", async () => {
    const [first] = await mailsTo(t.app, referee1);
    const [second] = await mailsTo(t.app, referee2);
    expect(first!.subject).toMatch(/^Lettre de recommandation/);
    expect(first!.text).toContain("/reference/");
    expect(await linkTokenOf(t, referee1)).not.toBe(await linkTokenOf(t, referee2));
    // Only the hash is stored.
    const links = await t.app.db.selectFrom("reference_links").select("token_hash").execute();
    expect(links.map((l) => l.token_hash)).not.toContain(await linkTokenOf(t, referee1));
    expect(second).toBeDefined();
    const res = await call(t.app, { url: "/ws/references", token: ada.token });
    expect(res.json().items.map((i: { state: string }) => i.state)).toEqual(["invited", "invited"]);
  });

  it("does no reference bookkeeping on a save that leaves the referees alone", async () => {
    const answer = await openAnswer(t.app, ada);
    const before = (await mailsTo(t.app, referee1)).length;
    await saveTab(t.app, ada, answerId, {
      tab: "choice",
      version: answer.version,
      values: { ...VALID_CHOICE, reco_email_1: referee1, reco_email_2: referee2 },
    });
    expect((await mailsTo(t.app, referee1)).length).toBe(before);
  });

  it("shows the referee the candidate's name and programme only, and marks the reference opened", async () => {
    const token = await linkTokenOf(t, referee1);
    const res = await call(t.app, { url: `/ws/reference/${token}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ["candidate", "locale", "maxFileSize", "programme", "result", "validUntil"].sort(),
    );
    expect(body.locale).toBe("fr");
    expect(body.programme).toBe("MSc in Aerospace Engineering");
    const list = await call(t.app, { url: "/ws/references", token: ada.token });
    expect(list.json().items[0].state).toBe("opened");
  });

  it("is not a session: the referee's token opens no other route", async () => {
    const token = await linkTokenOf(t, referee1);
    const res = await call(t.app, { url: `/ws/form/candform/answer/${ada.login}`, token });
    expect(res.statusCode).toBe(401);
    const admin = await call(t.app, { url: `/ws/admin/answers/${answerId}/references`, token });
    expect(admin.statusCode).toBe(401);
  });

  it("refuses a letter that is not a PDF, or details left blank, and keeps the link", async () => {
    const token = await linkTokenOf(t, referee1);
    const png = await submit(t, token, letterForm({ letter: pngBytes(), filename: "letter.png" }));
    expect(png.statusCode).toBe(415);
    const disguised = await submit(t, token, letterForm({ letter: pngBytes(), filename: "letter.pdf" }));
    expect(disguised.statusCode).toBe(415);
    const blank = await submit(t, token, letterForm({ name: " " }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Your name/);
    expect((await call(t.app, { url: `/ws/reference/${token}` })).statusCode).toBe(200);
  });

  it("takes the letter once: the link then answers 410", async () => {
    const token = await linkTokenOf(t, referee1);
    expect((await submit(t, token)).statusCode).toBe(200);
    const again = await submit(t, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("REFERENCE_LINK_USED");
    const page = await call(t.app, { url: `/ws/reference/${token}`, headers: { "accept-language": "fr" } });
    expect(page.statusCode).toBe(410);
    expect(page.json().message).toMatch(/déjà servi/);
  });

  it("never gives the candidate the letter nor what the referee wrote", async () => {
    const row = await t.app.db
      .selectFrom("answer_references")
      .selectAll()
      .where("email", "=", referee1)
      .executeTakeFirstOrThrow();
    const list = await call(t.app, { url: "/ws/references", token: ada.token });
    expect(list.json().items[0]).toMatchObject({ state: "received", canRemind: false });
    expect(list.body).not.toContain("Grace Hopper");
    expect(list.body).not.toContain(row.letter_name!);
    const asFile = await call(t.app, {
      url: `/ws/form/candform/answer/${answerId}/file/${row.letter_name}`,
      token: ada.token,
    });
    expect([403, 404]).toContain(asFile.statusCode);
    const asStaff = await call(t.app, {
      url: `/ws/admin/answers/${answerId}/references/${row.id}/letter`,
      token: ada.token,
    });
    expect(asStaff.statusCode).toBe(403);
    const dossierFile = await call(t.app, {
      url: `/ws/admin/answers/${answerId}/files/${row.letter_name}`,
      token: ada.token,
    });
    expect(dossierFile.statusCode).toBe(403);
    const answer = await call(t.app, { url: `/ws/form/candform/answer/${ada.login}`, token: ada.token });
    expect(answer.body).not.toContain(row.letter_name!);
  });

  it("gives the letter and the referee's details to staff who may read the dossier, and to no other", async () => {
    const admin = await buildAdmin(t.app);
    const juryReviewer = await buildReviewer(t.app, ["JURY_MSC"]);
    const outsider = await buildReviewer(t.app, ["OTHER_JURY"]);
    const list = await call(t.app, { url: `/ws/admin/answers/${answerId}/references`, token: admin.token });
    expect(list.statusCode).toBe(200);
    const received = list.json().items.find((i: { state: string }) => i.state === "received");
    expect(received.referee).toEqual({
      name: "Grace Hopper",
      position: "Professor",
      institution: "Yale",
      relationship: "Supervised her master's thesis",
    });
    const url = `/ws/admin/answers/${answerId}/references/${received.id}/letter`;
    for (const staff of [admin, juryReviewer]) {
      const res = await call(t.app, { url, token: staff.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect((await call(t.app, { url, token: outsider.token })).statusCode).toBe(403);
    expect((await call(t.app, { url })).statusCode).toBe(401);
  });

  it("reminds a referee at most once a day (429), never one whose letter is in (409)", async () => {
    const before = (await mailsTo(t.app, referee2)).length;
    const first = await call(t.app, { method: "POST", url: "/ws/references/2/reminder", token: ada.token });
    expect(first.statusCode).toBe(200);
    expect((await mailsTo(t.app, referee2)).length).toBe(before + 1);
    const second = await call(t.app, { method: "POST", url: "/ws/references/2/reminder", token: ada.token });
    expect(second.statusCode).toBe(429);
    clock.advance(DAY_MS + 1000);
    const third = await call(t.app, { method: "POST", url: "/ws/references/2/reminder", token: ada.token });
    expect(third.statusCode).toBe(200);
    const received = await call(t.app, {
      method: "POST",
      url: "/ws/references/1/reminder",
      token: ada.token,
    });
    expect(received.statusCode).toBe(409);
  });

  it("replaces a referee: the old links die at once and the new referee is invited", async () => {
    const oldToken = await linkTokenOf(t, referee2);
    const res = await call(t.app, {
      method: "PUT",
      url: "/ws/references/2",
      token: ada.token,
      payload: { email: "Hamilton@Example.org" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[1]).toMatchObject({ email: "hamilton@example.org", state: "invited" });
    const dead = await call(t.app, { url: `/ws/reference/${oldToken}` });
    expect(dead.statusCode).toBe(410);
    expect(dead.json().code).toBe("REFERENCE_LINK_REPLACED");
    expect((await mailsTo(t.app, "hamilton@example.org")).length).toBe(1);
    const answer = await openAnswer(t.app, ada);
    expect(answer.data.reco_email_2).toBe("hamilton@example.org");
    const self = await call(t.app, {
      method: "PUT",
      url: "/ws/references/2",
      token: ada.token,
      payload: { email: ada.login },
    });
    expect(self.statusCode).toBe(400);
  });

  it("refuses staff on the candidate's routes", async () => {
    const admin = await buildAdmin(t.app);
    expect((await call(t.app, { url: "/ws/references", token: admin.token })).statusCode).toBe(403);
  });

  it("lets a link expire: 410 once the clock passes its end", async () => {
    const token = await linkTokenOf(t, "hamilton@example.org");
    clock.advance(61 * DAY_MS);
    const res = await call(t.app, { url: `/ws/reference/${token}` });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe("REFERENCE_LINK_EXPIRED");
    const list = await call(t.app, { url: "/ws/references", token: ada.token });
    expect(list.json().items[1].state).toBe("expired");
  });
});

describe("erasure of a candidate with references (issue #37)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("deletes the references, their links and hands back the letters' bytes for deletion", async () => {
    const eve = await buildCandidate(t.app);
    await seedAnswer(t.app, eve, validApplication({ reco_email_1: "erased-ref@example.org" }));
    await call(t.app, { method: "POST", url: "/ws/references/invitations", token: eve.token });
    expect((await submit(t, await linkTokenOf(t, "erased-ref@example.org"))).statusCode).toBe(200);
    const { letter_name } = await t.app.db
      .selectFrom("answer_references")
      .select("letter_name")
      .executeTakeFirstOrThrow();
    const removed = await t.app.db.transaction().execute((trx) => removeAccounts(trx, [eve.login]));
    expect(removed.objects).toContain(letter_name);
    expect(await t.app.db.selectFrom("answer_references").selectAll().execute()).toEqual([]);
    expect(await t.app.db.selectFrom("reference_links").selectAll().execute()).toEqual([]);
  });
});

describe("validation with required references (issue #37)", () => {
  let t: TestApp;
  const clock = new MovableClock();
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    await seedJury(t.app);
    await t.app.db
      .insertInto("programme_settings")
      .values({ programme: "MAE", references_required: true })
      .execute();
  });
  afterAll(async () => t.close());

  it("refuses while a letter is missing, naming the referee by e-mail, and validates once both are in", async () => {
    const bob = await buildCandidate(t.app);
    await seedAnswer(
      t.app,
      bob,
      validApplication({ reco_email_1: "ref-a@example.org", reco_email_2: "ref-b@example.org" }),
    );
    const invited = await call(t.app, {
      method: "POST",
      url: "/ws/references/invitations",
      token: bob.token,
    });
    expect(invited.json().required).toBe(true);
    const refused = await validate(t.app, bob, "validateapplication");
    expect(refused.statusCode).toBe(400);
    const missing = refused.json().failures.filter((f: { code: string }) => f.code === "REFERENCE_MISSING");
    expect(missing.map((f: { message: string }) => f.message)).toEqual([
      expect.stringContaining("ref-a@example.org"),
      expect.stringContaining("ref-b@example.org"),
    ]);
    expect(refused.json().problems).toContainEqual({
      tab: "choice",
      field: "reco_email_1",
      text: missing[0].message,
    });

    expect((await submit(t, await linkTokenOf(t, "ref-a@example.org"))).statusCode).toBe(200);
    const still = await validate(t.app, bob, "validateapplication");
    const left = still.json().failures.filter((f: { code: string }) => f.code === "REFERENCE_MISSING");
    expect(left.map((f: { message: string }) => f.message)).toEqual([expect.stringContaining("ref-b@")]);
    expect((await submit(t, await linkTokenOf(t, "ref-b@example.org"))).statusCode).toBe(200);
    expect((await validate(t.app, bob, "validateapplication")).statusCode).toBe(200);
  });

  it("asks for the referees themselves when none is named", async () => {
    const cy = await buildCandidate(t.app);
    await seedAnswer(t.app, cy, validApplication({ reco_email_1: "", reco_email_2: "" }));
    const refused = await validate(t.app, cy, "validateapplication");
    expect(refused.json().failures.map((f: { code: string }) => f.code)).toContain("REFERENCE_NOT_NAMED");
  });
});
