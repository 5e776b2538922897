import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { openAnswer, patchStoredAnswer, saveTab, VALID_CHOICE } from "../../../test/answers-kit.ts";
import { seedJury } from "../workflow/workflow-test-kit.ts";

/**
 * Issue #39: the campaign rolls over. Last year's applications stay read, searched and exported by
 * the office, read-only for their candidates; a returning candidate starts this year's application,
 * prefilled from last year's identity, background and languages only.
 */
describe("campaigns: rolling over to a new year", () => {
  let t: TestApp;
  let admin: BuiltUser;
  let returning: BuiltUser;
  let lastYearId: number;

  const admin2 = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    call(t.app, { method, url, token: admin.token, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ DEADLINE_APPLICATION: "2025-04-15", TIME_ZONE: "Europe/Paris" });
    admin = await buildAdmin(t.app);
    await seedJury(t.app, { id: "JURY_MSC", published: true });
    returning = await buildCandidate(t.app, { login: "returning@example.org" });
    const answer = await openAnswer(t.app, returning);
    lastYearId = answer.id;
    await patchStoredAnswer(t.app, answer.id, {
      typeformation: "MSC",
      mscchoice: "MAE",
      familyName: "Lovelace",
      givenName: "Ada",
      dateofbirth: "10/12/2000",
      nationality: "GB",
      bacAnnee: 2018,
      bacTypeEtablissement: "ETRANGER",
      uploadPhoto: JSON.stringify({ name: "me.jpg", generated_name: "x.jpg", upload_date: 1 }),
      candidat_validation: "O",
      admis: "R",
      personal_validated: "O",
    });
    // The facts follow the stored values (a save or a decision would refresh them).
    const { refreshApplicationFacts } = await import("../../queries/application-facts.ts");
    await refreshApplicationFacts(t.app.db, [answer.id]);
  });
  afterAll(async () => t.close());

  it("opens 2026 from 2025: dates a year later, fees kept, juries' publication frozen for 2025", async () => {
    const put = await admin2("PUT", "/ws/admin/campaigns/2025", {
      applicationCloses: "2025-04-15",
      applicationFee: 110,
    });
    expect(put.statusCode).toBe(200);
    const notNext = await admin2("POST", "/ws/admin/campaigns", { year: 2027 });
    expect(notNext.statusCode).toBe(400);
    expect(notNext.json().message).toContain("2026");
    const opened = await admin2("POST", "/ws/admin/campaigns", {
      year: 2026,
      downPaymentMsc: 1300,
      scholarshipCloses: null,
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().campaign).toMatchObject({
      year: 2026,
      academicYear: "2026-2027",
      state: "open",
      current: true,
      applicationCloses: "2026-04-15",
      applicationFee: 110,
      downPaymentMsc: 1300,
      downPaymentOther: 1500,
    });
    expect(opened.json().copied.from).toBe(2025);
    expect(opened.json().copied.juriesFrozen).toBeGreaterThan(0);
    const again = await admin2("POST", "/ws/admin/campaigns", { year: 2026 });
    expect(again.statusCode).toBe(409);
    const jury = await t.app.db
      .selectFrom("juries")
      .selectAll()
      .where("id_jury", "=", "JURY_MSC")
      .executeTakeFirstOrThrow();
    expect(jury.resultats_publies).toBe(false);
    // Last year's candidate still reads the result the jury published for them.
    const read = await openAnswer(t.app, returning);
    expect(read.id).toBe(lastYearId);
    expect(read.data.admis).toBe("R");
    expect(read.data.campaign_year).toBe(2025);
  });

  it("closes 2025: its candidate reads but changes nothing (409), the office still can", async () => {
    const closed = await admin2("POST", "/ws/admin/campaigns/2025/close");
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      applications: 1,
      campaign: { state: "closed", closedBy: admin.login },
    });
    const read = await openAnswer(t.app, returning);
    expect(read.readOnlyTabs).toContain("personal");
    expect(read.readOnlyTabs).toContain("choice");
    const save = await saveTab(t.app, returning, read.id, {
      tab: "langs",
      version: read.version,
      values: {},
    });
    expect(save.statusCode).toBe(409);
    const validate = await call(t.app, {
      method: "PUT",
      url: `/ws/validateregistration/${returning.login}`,
      token: returning.token,
    });
    expect(validate.statusCode).toBe(409);
    const twice = await admin2("POST", "/ws/admin/campaigns/2025/close");
    expect(twice.statusCode).toBe(409);
  });

  it("reads, searches and exports last year's applications in the workspace", async () => {
    const thisYear = await admin2("GET", "/ws/admin/applications?q=lovelace");
    expect(thisYear.statusCode).toBe(200);
    expect(thisYear.json().total).toBe(0);
    const lastYear = await admin2("GET", "/ws/admin/applications?q=lovelace&campaign=2025");
    expect(lastYear.json().total).toBe(1);
    expect(lastYear.json().items[0]).toMatchObject({ id: lastYearId });
    const all = await admin2("GET", "/ws/admin/applications?campaign=all&q=ada");
    expect(all.json().total).toBe(1);
    const bad = await admin2("GET", "/ws/admin/applications?campaign=last");
    expect(bad.statusCode).toBe(400);
    const exported = await call(t.app, {
      url: "/ws/admin/applications/export",
      query: { format: "csv", campaign: "2025", columns: "familyName,givenName,admis" },
      token: admin.token,
    });
    expect(exported.statusCode).toBe(200);
    const rows = parse(exported.body.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(Object.values(rows[0])).toEqual(expect.arrayContaining(["Lovelace", "Ada"]));
    const dossier = await admin2("GET", `/ws/admin/answers/${lastYearId}`);
    expect(dossier.statusCode).toBe(200);
    // A reviewer's selector lists the campaigns too.
    const reviewer = await buildReviewer(t.app, ["JURY_MSC"]);
    const campaigns = await call(t.app, { url: "/ws/admin/campaigns", token: reviewer.token });
    expect(campaigns.json().campaigns.map((c: { year: number }) => c.year)).toEqual([2026, 2025]);
    expect(campaigns.json().current).toBe(2026);
  });

  it("lets the returning candidate start 2026 prefilled with identity, background and languages only", async () => {
    const list = await call(t.app, {
      url: `/ws/form/candform/applications/${returning.login}`,
      token: returning.token,
    });
    expect(list.json()).toMatchObject({
      applications: [{ id: lastYearId, campaign: 2025, closed: true }],
      current: { year: 2026, academicYear: "2026-2027" },
      canStart: true,
    });
    const closedYear = await call(t.app, {
      method: "POST",
      url: `/ws/form/candform/applications/${returning.login}`,
      token: returning.token,
      payload: { campaign: 2025, prefill: true },
    });
    expect(closedYear.statusCode).toBe(409);
    const started = await call(t.app, {
      method: "POST",
      url: `/ws/form/candform/applications/${returning.login}`,
      token: returning.token,
      payload: { campaign: 2026, prefill: true },
    });
    expect(started.statusCode).toBe(201);
    expect(started.json().prefilled).toEqual(
      expect.arrayContaining(["familyName", "givenName", "dateofbirth", "nationality", "bacAnnee"]),
    );
    const current = await openAnswer(t.app, returning);
    expect(current.id).toBe(started.json().id);
    expect(current.data).toMatchObject({ familyName: "Lovelace", givenName: "Ada", campaign_year: 2026 });
    // Never the photo, the choice, the decision or a validation.
    for (const field of ["uploadPhoto", "typeformation", "mscchoice"])
      expect([undefined, null, "", "-"], field).toContain(current.data[field]);
    for (const field of ["candidat_validation", "personal_validated"])
      expect(current.data[field], field).not.toBe("O");
    expect(current.data.admis ?? "-").toBe("-");
    expect(current.readOnlyTabs).not.toContain("personal");
    const twice = await call(t.app, {
      method: "POST",
      url: `/ws/form/candform/applications/${returning.login}`,
      token: returning.token,
      payload: { campaign: 2026, prefill: false },
    });
    expect(twice.statusCode).toBe(409);
    // Last year's stays readable by asking for it.
    const old = await call(t.app, {
      url: `/ws/form/candform/answer/${returning.login}`,
      query: { campaign: "2025" },
      token: returning.token,
    });
    expect(old.json()).toMatchObject({ id: lastYearId, campaign: 2025 });
    // The office's workspace shows this year's application in 2026 and last year's in 2025.
    const thisYear = await admin2("GET", "/ws/admin/applications?q=lovelace");
    expect(thisYear.json().items.map((i: { id: number }) => i.id)).toEqual([started.json().id]);
    const history = await admin2("GET", `/ws/admin/answers/${started.json().id}/history`);
    expect(JSON.stringify(history.json())).toContain("prefill");
  });

  it("gives a new candidate this year's campaign on their first read", async () => {
    const newcomer = await buildCandidate(t.app, { login: "newcomer@example.org" });
    const answer = await openAnswer(t.app, newcomer);
    expect(answer.data.campaign_year).toBe(2026);
    const list = await call(t.app, {
      url: `/ws/form/candform/applications/${newcomer.login}`,
      token: newcomer.token,
    });
    expect(list.json().canStart).toBe(false);
    // The campaign's fees are what the candidate owes: 110 copied from 2025, then 120 once changed.
    const saved = await saveTab(t.app, newcomer, answer.id, {
      tab: "choice",
      version: answer.version,
      values: VALID_CHOICE,
    });
    expect(saved.statusCode).toBe(200);
    const due = async () =>
      (
        await call(t.app, {
          url: `/ws/form/candform/answer/${newcomer.login}/payments`,
          token: newcomer.token,
        })
      ).json().due as { nature: string; amount: number }[];
    expect(await due()).toEqual([expect.objectContaining({ nature: "application_fee", amount: 110 })]);
    const changed = await admin2("PUT", "/ws/admin/campaigns/2026", { applicationFee: 120 });
    expect(changed.json().campaign.applicationFee).toBe(120);
    expect(await due()).toEqual([expect.objectContaining({ nature: "application_fee", amount: 120 })]);
    const facts = await t.app.db
      .selectFrom("application_facts")
      .select("payment_status")
      .where("answer_id", "=", answer.id)
      .executeTakeFirstOrThrow();
    expect(facts.payment_status).toBe("unpaid");
  });
});
