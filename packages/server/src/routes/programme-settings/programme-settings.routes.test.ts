import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { seedJury } from "../workflow/workflow-test-kit.ts";

const URL = "/ws/admin/programme-settings";

const SETTINGS = {
  applicationCloses: "2027-03-31T23:59:59+02:00",
  scholarshipCloses: null,
  confirmationCloses: "2027-06-30T12:00:00Z",
  tuitionCloses: null,
  referencesRequired: true,
  offersPaused: true,
  offerDays: 10,
};

const put = (t: TestApp, user: BuiltUser, programme: string, body: unknown, locale = "en") =>
  call(t.app, {
    method: "PUT",
    url: `${URL}/${encodeURIComponent(programme)}`,
    token: user.token,
    payload: body as object,
    headers: { "accept-language": locale },
  });

describe("/ws/admin/programme-settings", () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp({ DEADLINE_APPLICATION: "2027-04-15", TIME_ZONE: "Europe/Paris" });
    admin = await buildAdmin(t.app);
    await seedJury(t.app, { id: "JURY_AM", type: "AM", code: "MS SAS" });
  });
  afterAll(async () => t.close());

  it("lists the MSc programmes and the formations a first choice names, with the campaign's dates", async () => {
    const res = await call(t.app, { url: URL, token: admin.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timeZone).toBe("Europe/Paris");
    expect(body.campaign).toEqual({ application: "2027-04-15T21:59:59.000Z" });
    const codes = body.programmes.map((p: { code: string }) => p.code);
    expect(codes.slice(0, 2)).toEqual(["ASO", "MAE"]);
    expect(codes).toContain("MS SAS");
    expect(body.programmes.find((p: { code: string }) => p.code === "MAE")).toMatchObject({
      type: "MSC",
      labelEn: "MSc in Aerospace Engineering",
      applicationCloses: null,
      referencesRequired: false,
      offersPaused: false,
      offerDays: 7,
      updatedBy: null,
    });
  });

  it("sets a programme's dates and automation, records who and when, and reads them back", async () => {
    const res = await put(t, admin, "MS SAS", SETTINGS);
    expect(res.statusCode).toBe(200);
    expect(res.json().programme).toMatchObject({
      code: "MS SAS",
      applicationCloses: "2027-03-31T21:59:59.000Z",
      confirmationCloses: "2027-06-30T12:00:00.000Z",
      scholarshipCloses: null,
      referencesRequired: true,
      offersPaused: true,
      offerDays: 10,
      updatedBy: admin.login,
    });
    const row = await t.app.db
      .selectFrom("programme_settings")
      .selectAll()
      .where("programme", "=", "MS SAS")
      .executeTakeFirstOrThrow();
    expect(row.updated_by).toBe(admin.login);
    expect(row.application_closes?.toISOString()).toBe("2027-03-31T21:59:59.000Z");
    const again = await put(t, admin, "MS SAS", {
      ...SETTINGS,
      applicationCloses: null,
      offersPaused: false,
    });
    expect(again.json().programme).toMatchObject({ applicationCloses: null, offersPaused: false });
    const listed = (await call(t.app, { url: URL, token: admin.token })).json();
    expect(listed.programmes.find((p: { code: string }) => p.code === "MS SAS").offerDays).toBe(10);
  });

  it("refuses a date that is not an instant with its offset, naming the field, in the reader's language", async () => {
    const bad = await put(t, admin, "MAE", { ...SETTINGS, tuitionCloses: "2027-02-30T10:00:00Z" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Tuition payment closes: “2027-02-30T10:00:00Z” is not a date and time.");
    const local = await put(t, admin, "MAE", { ...SETTINGS, applicationCloses: "2027-03-31T23:59" }, "fr");
    expect(local.statusCode).toBe(400);
    expect(local.json().message).toBe(
      "Clôture des candidatures\u00a0: «\u00a02027-03-31T23:59\u00a0» n’est pas une date et une heure.",
    );
  });

  it("refuses offer days out of 1–60, a missing field and an unknown programme", async () => {
    expect((await put(t, admin, "MAE", { ...SETTINGS, offerDays: 61 })).statusCode).toBe(400);
    expect((await put(t, admin, "MAE", { ...SETTINGS, offerDays: 0 })).statusCode).toBe(400);
    const { offerDays: _, ...missing } = SETTINGS;
    expect((await put(t, admin, "MAE", missing)).statusCode).toBe(400);
    const unknown = await put(t, admin, "NOPE", SETTINGS);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("“NOPE” is not a programme candidates can choose.");
  });

  it("is for administrators: reviewers and candidates get 403, anonymous 401", async () => {
    const reviewer = await buildReviewer(t.app, ["JURY_AM"]);
    const candidate = await buildCandidate(t.app);
    for (const user of [reviewer, candidate]) {
      expect((await call(t.app, { url: URL, token: user.token })).statusCode).toBe(403);
      expect((await put(t, user, "MAE", SETTINGS)).statusCode).toBe(403);
    }
    expect((await call(t.app, { url: URL })).statusCode).toBe(401);
    const untouched = await t.app.db
      .selectFrom("programme_settings")
      .select("programme")
      .where("programme", "=", "MAE")
      .executeTakeFirst();
    expect(untouched).toBeUndefined();
  });
});
