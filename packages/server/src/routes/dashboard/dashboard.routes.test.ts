import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programmeChoice } from "@portal/domain/rules/choices";
import { DOCUMENTS_TO_CHECK_VIEW } from "@portal/domain/workflow/document-requests";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import {
  DEMO_PUBLISHED_JURIES,
  generateApplications,
  type CampaignFormation,
  type GeneratedApplication,
} from "../../seeds/demo-campaign-generator.ts";
import { insertGeneratedApplications } from "../../seeds/demo-campaign.ts";
import { seriesDays } from "../../queries/dashboard-figures.ts";

interface Dashboard {
  accounts: { candidates: number; staff: number };
  applications: { started: number; validated: number };
  perDay: { day: string; started: number; validated: number }[];
  funnel: {
    typeformation: string;
    label: string;
    started: number;
    validated: number;
    admitted: number;
    registered: number;
    tuitionConfirmed: number;
  }[];
  documentsAwaitingReview: number;
  juries: {
    id: string;
    label: string;
    applications: number;
    resultsPublished: boolean;
    scholarshipResultsPublished: boolean;
  }[];
  withdrawals: { reason: string; label: string; count: number }[];
  offers: { made: number; confirmed: number; pending: number; lapsed: number; freed: number };
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const validatedApp = (a: GeneratedApplication) => a.data.candidat_validation === "O";

/** The figures the dashboard must give for these applications, computed from the generator's own account. */
function expected(applications: GeneratedApplication[], formations: CampaignFormation[]) {
  const juryOf = (a: GeneratedApplication) =>
    formations.find(
      (f) => f.type === a.data.typeformation && (f.type === "ING" || f.enum === programmeChoice(a.data)),
    )?.id_jury ?? null;
  const funnel = new Map<string, number[]>();
  for (const a of applications) {
    const line = funnel.get(String(a.data.typeformation ?? "")) ?? [0, 0, 0, 0, 0];
    // A withdrawn application counts as far as it had got.
    const stage = a.withdrawal?.stageBefore ?? a.stage;
    const steps = [
      true,
      stage !== "started",
      ["admitted", "registration_validated", "tuition_confirmed"].includes(stage),
      ["registration_validated", "tuition_confirmed"].includes(stage),
      stage === "tuition_confirmed",
    ];
    funnel.set(
      String(a.data.typeformation ?? ""),
      line.map((n, i) => n + (steps[i] ? 1 : 0)),
    );
  }
  const count = (dates: Date[]) => {
    const counts = new Map<string, number>();
    for (const date of dates) counts.set(day(date), (counts.get(day(date)) ?? 0) + 1);
    return counts;
  };
  const started = count(applications.map((a) => a.createdAt));
  const validated = count(
    applications.flatMap((a) => a.events.filter((e) => e.kind === "validate-application").map((e) => e.at)),
  );
  const juries = new Map<string, number>();
  for (const a of applications) {
    const jury = juryOf(a);
    if (jury) juries.set(jury, (juries.get(jury) ?? 0) + 1);
  }
  return {
    applications: { started: applications.length, validated: applications.filter(validatedApp).length },
    perDay: seriesDays(new Date()).map((d) => ({
      day: d,
      started: started.get(d) ?? 0,
      validated: validated.get(d) ?? 0,
    })),
    funnel: Object.fromEntries(
      [...funnel].map(([type, [s, v, a, r, t]]) => [
        type,
        { started: s, validated: v, admitted: a, registered: r, tuitionConfirmed: t },
      ]),
    ),
    juries,
    juryOf,
  };
}

describe("GET /ws/admin/dashboard", () => {
  let t: TestApp;
  let admin: BuiltUser;
  let msc: BuiltUser;
  let candidate: BuiltUser;
  let applications: GeneratedApplication[];
  let formations: CampaignFormation[];

  beforeAll(async () => {
    t = await createTestApp();
    formations = await t.app.db.selectFrom("formations").select(["type", "enum", "id_jury"]).execute();
    applications = generateApplications(150, 11, {
      now: new Date(),
      formations,
      publishedJuries: DEMO_PUBLISHED_JURIES,
      officerLogin: "officer@example.org",
    });
    await t.app.db
      .updateTable("juries")
      .set({ resultats_publies: true })
      .where("id_jury", "in", DEMO_PUBLISHED_JURIES)
      .execute();
    t.app.lookups.invalidate();
    await insertGeneratedApplications(t.app.db, t.config.formId, applications);
    // Documents to check: two validated applications with a file to check (one of the MSc jury),
    // a validated one whose file is accepted and a started one with a file to check (neither counts).
    const idOf = async (a: GeneratedApplication) =>
      (
        await t.app.db
          .selectFrom("answers")
          .select("id")
          .where("login", "=", a.login)
          .executeTakeFirstOrThrow()
      ).id;
    const validatedOnes = applications.filter(validatedApp);
    const mscOne = validatedOnes.find((a) => a.data.typeformation === "MSC")!;
    const otherOne = validatedOnes.find((a) => a.data.typeformation !== "MSC")!;
    const accepted = validatedOnes.find((a) => a !== mscOne && a !== otherOne)!;
    const started = applications.find((a) => !validatedApp(a))!;
    const file = async (a: GeneratedApplication, status: "to_check" | "accepted") =>
      t.app.db
        .insertInto("files")
        .values({
          answer_id: await idOf(a),
          field_path: "docs.0.doc_file",
          original_name: "cv.pdf",
          generated_name: `cv-${a.login}.pdf`,
          size: 10,
          sha256: "0".repeat(64),
          content_type: "application/pdf",
          uploaded_at: new Date(),
          review_status: status,
        })
        .execute();
    await file(mscOne, "to_check");
    await file(otherOne, "to_check");
    await file(accepted, "accepted");
    await file(started, "to_check");
    admin = await buildAdmin(t.app);
    msc = await buildReviewer(t.app, ["JURY_MSC"]);
    candidate = await buildCandidate(t.app);
  });
  afterAll(async () => t.close());

  const dashboard = async (token: string, headers: Record<string, string> = {}) => {
    const res = await call(t.app, { method: "GET", url: "/ws/admin/dashboard", token, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Dashboard;
  };

  it("gives an administrator the whole campaign: totals, every day of the last 60, funnel, documents, juries", async () => {
    const body = await dashboard(admin.token);
    const want = expected(applications, formations);
    expect(body.applications).toEqual(want.applications);
    expect(body.perDay).toHaveLength(60);
    expect(body.perDay.at(-1)!.day).toBe(day(new Date()));
    expect(body.perDay).toEqual(want.perDay);
    expect(body.perDay.some((d) => d.started === 0 && d.validated === 0)).toBe(true);
    for (const line of body.funnel) {
      expect(line, line.typeformation).toMatchObject(
        want.funnel[line.typeformation] ?? { started: 0, validated: 0, admitted: 0 },
      );
    }
    expect(body.funnel.map((l) => l.typeformation).slice(0, 4)).toEqual(["MSC", "AM", "PG_DIP", "ING"]);
    expect(body.funnel.find((l) => l.typeformation === "MSC")!.label).toBe("Master of Science (MSc)");
    expect(body.documentsAwaitingReview).toBe(2);
    expect(body.juries.map((j) => j.id)).toEqual(["JURY_AM", "JURY_ING", "JURY_MSC", "JURY_PG_DIP"]);
    for (const jury of body.juries) {
      expect(jury.applications, jury.id).toBe(want.juries.get(jury.id) ?? 0);
      expect(jury.resultsPublished, jury.id).toBe(
        (DEMO_PUBLISHED_JURIES as readonly string[]).includes(jury.id),
      );
    }
    // The generated candidates and the candidate; the start-up's administrator, ours and the reviewer.
    expect(body.accounts).toEqual({ candidates: applications.length + 1, staff: 3 });
  });

  it("counts the withdrawals by reason and the automatic offers by where their candidate stands", async () => {
    const reasons = new Map<string, number>();
    for (const a of applications)
      if (a.withdrawal) reasons.set(a.withdrawal.reason, (reasons.get(a.withdrawal.reason) ?? 0) + 1);
    expect(reasons.size).toBeGreaterThan(0);
    const before = await dashboard(admin.token);
    expect(Object.fromEntries(before.withdrawals.map((w) => [w.reason, w.count]))).toEqual(
      Object.fromEntries(reasons),
    );
    expect(before.withdrawals[0]!.label).not.toBe(before.withdrawals[0]!.reason);
    expect(before.offers).toEqual({ made: 0, confirmed: 0, pending: 0, lapsed: 0, freed: 0 });

    // One offer still to confirm, one confirmed (as the offer sweep leaves them).
    const idAt = async (stage: string) =>
      (
        await t.app.db
          .selectFrom("application_facts")
          .select("answer_id")
          .where("stage", "=", stage)
          .executeTakeFirstOrThrow()
      ).answer_id;
    const at = new Date();
    for (const stage of ["admitted", "registration_validated"])
      await t.app.db
        .insertInto("offers")
        .values({ answer_id: await idAt(stage), programme: "X", offered_at: at, deadline: at })
        .execute();
    const after = await dashboard(admin.token);
    expect(after.offers).toEqual({ made: 2, confirmed: 1, pending: 1, lapsed: 0, freed: 0 });
    await t.app.db.deleteFrom("offers").execute();
  });

  it("labels the programme types and the juries in the officer's language, applications without one last", async () => {
    const body = await dashboard(admin.token, { "accept-language": "fr" });
    expect(body.funnel.find((l) => l.typeformation === "AM")!.label).toBe("Mastère Spécialisé");
    expect(body.funnel.at(-1)).toMatchObject({ typeformation: "", label: "Formation pas encore choisie" });
    expect(body.juries.find((j) => j.id === "JURY_MSC")!.label).toBe("Jury des Masters of Science");
    const english = await dashboard(admin.token);
    expect(english.juries.find((j) => j.id === "JURY_MSC")!.label).toBe(
      "Jury of the Master of Science programmes",
    );
  });

  it("gives a reviewer the figures of their juries only", async () => {
    const body = await dashboard(msc.token);
    const want = expected(applications, formations);
    const theirs = applications.filter((a) => want.juryOf(a) === "JURY_MSC");
    const mine = expected(theirs, formations);
    expect(theirs.length).toBeGreaterThan(0);
    expect(body.applications).toEqual(mine.applications);
    expect(body.perDay).toEqual(mine.perDay);
    expect(body.funnel.map((l) => l.typeformation)).toEqual(["MSC"]);
    expect(body.juries.map((j) => j.id)).toEqual(["JURY_MSC"]);
    expect(body.accounts).toEqual({ candidates: theirs.length, staff: 1 });
    expect(body.documentsAwaitingReview).toBe(1);
  });

  it("counts the documents to check as the workspace's view the card's link opens (issue \"day one\", item 8)", async () => {
    // The card said 0 while the workspace's "documents to check" found validated applications.
    for (const user of [admin, msc]) {
      const body = await dashboard(user.token);
      const view = await call(t.app, {
        url: `/ws/admin/applications?${new URLSearchParams({ ...DOCUMENTS_TO_CHECK_VIEW })}`,
        token: user.token,
      });
      expect(view.statusCode, view.body).toBe(200);
      expect(body.documentsAwaitingReview).toBe(view.json().total);
    }
  });

  it("gives a reviewer without juries nothing to count", async () => {
    const nobody = await buildReviewer(t.app, []);
    const body = await dashboard(nobody.token);
    expect(body.applications).toEqual({ started: 0, validated: 0 });
    expect(body.juries).toEqual([]);
    expect(body.funnel).toEqual([]);
    expect(body.perDay.every((d) => d.started === 0 && d.validated === 0)).toBe(true);
  });

  it("refuses candidates (403) and anonymous callers (401)", async () => {
    const asCandidate = await call(t.app, {
      method: "GET",
      url: "/ws/admin/dashboard",
      token: candidate.token,
    });
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.body).not.toContain("JURY_");
    const anonymous = await call(t.app, { method: "GET", url: "/ws/admin/dashboard" });
    expect(anonymous.statusCode).toBe(401);
  });
});
