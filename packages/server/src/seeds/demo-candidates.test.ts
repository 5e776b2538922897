import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evaluateListItems } from "@portal/domain/engine/evaluate-items";
import { validateTab } from "@portal/domain/engine/tab-validity";
import { APPLICATION_TABS, candform, REGISTRATION_TABS } from "@portal/domain/schema/candform";
import { call, createTestApp, type TestApp } from "../../test/harness.ts";
import { DEMO_ADMIN_LOGIN } from "../auth/administrators.ts";
import { bootstrapAdministrators } from "../auth/bootstrap.ts";
import { pdfText } from "../../test/reports-kit.ts";
import { DEMO_CANDIDATES, seedDemoCandidates } from "./demo-candidates.ts";
import { DEMO_PHOTO_JPEG } from "./demo-files.ts";
import { seedLookups } from "./seeder.ts";

const logins = DEMO_CANDIDATES.map((c) => c.login);
const [mathis, lea, ananya, sofia] = logins;

const logIn = async (t: TestApp, login: string, password: string) =>
  call(t.app, { method: "POST", url: "/ws/form/candform/login", payload: { login, password } });

async function tokenOf(t: TestApp, login: string, password: string): Promise<string> {
  const res = await logIn(t, login, password);
  expect(res.json(), login).toMatchObject({ result: "ok" });
  return (res.json() as { token: string }).token;
}

async function storedAnswer(t: TestApp, login: string) {
  return t.app.db
    .selectFrom("answers")
    .select(["id", "data", "version"])
    .where("login", "=", login)
    .executeTakeFirstOrThrow();
}

async function counts(t: TestApp) {
  const count = async (table: "users" | "answers" | "files" | "answer_events" | "outbox") =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count("users"),
    answers: await count("answers"),
    files: await count("files"),
    events: await count("answer_events"),
    outbox: await count("outbox"),
  };
}

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

describe("demo candidates", () => {
  describe("created with the demo administrator on an empty database", () => {
    let t: TestApp;
    let printed: string[];
    let adminPassword: string;
    let password: string;
    let adminToken: string;

    beforeAll(async () => {
      t = await createTestApp();
      // Under NODE_ENV=test the start-up leaves them out: test files count users and answers.
      expect(await counts(t)).toMatchObject({ users: 1, answers: 0 });
      // The start-up step again, on an empty database, this time with the demo candidates.
      await t.app.db.deleteFrom("users").execute();
      // As on a real first start: the registered candidate's town is checked against the communes.
      await seedLookups(t.app.db, { communes: true });
      printed = [];
      await bootstrapAdministrators(t.app, (text) => printed.push(text), { demoCandidates: true });
      adminPassword = /password: (\S+)/.exec(printed[0] ?? "")?.[1] ?? "";
      password = /password: (\S+)/.exec(printed[1] ?? "")?.[1] ?? "";
      adminToken = await tokenOf(t, DEMO_ADMIN_LOGIN, adminPassword);
    }, 120_000);
    afterAll(async () => t.close());

    it("prints the candidates' logins and their shared password in a box after the administrator's", () => {
      expect(printed).toHaveLength(2);
      expect(printed[0]).toContain("Demo administrator created");
      expect(printed[1]).toMatch(/^┌─+┐\n│ Demo candidates created/);
      for (const login of logins) expect(printed[1]).toContain(login);
      expect(password.length).toBeGreaterThanOrEqual(20);
    });

    it("creates activated candidate accounts that log in with the printed password", async () => {
      for (const login of logins) {
        expect((await logIn(t, login, password)).json(), login).toMatchObject({ result: "ok", admin: 0 });
      }
      expect((await logIn(t, mathis, "not the password")).statusCode).toBe(400);
    });

    it("makes every tab each candidate has validated valid for the form engine, list lines included", async () => {
      for (const login of logins) {
        const { data } = await storedAnswer(t, login);
        const reached = [...APPLICATION_TABS, ...REGISTRATION_TABS].filter(
          (tab) => data[`${tab}_validated`] === "O",
        );
        expect(reached.length, login).toBeGreaterThanOrEqual(2);
        for (const tab of reached) {
          expect(validateTab(candform, tab, data).errors, `${login} ${tab}`).toEqual({});
        }
        for (const list of ["heb_line", "prof_xp", "docs", "reg_proof_of_payment"]) {
          for (const item of evaluateListItems(candform, list, data)) {
            const invalid = Object.entries(item).filter(([, state]) => !state.valid);
            expect(invalid, `${login} ${list}`).toEqual([]);
          }
        }
      }
    });

    it("takes each candidate to a different stage", async () => {
      const data = Object.fromEntries(
        await Promise.all(logins.map(async (login) => [login, (await storedAnswer(t, login)).data])),
      );
      expect(data[mathis]).toMatchObject({ choice_validated: "O", personal_validated: "O" });
      expect(data[mathis].background_validated).not.toBe("O");
      expect(data[lea]).toMatchObject({ typeformation: "MSC", mscchoice: "MAE", candidat_validation: "O" });
      expect(data[lea].admis ?? "").not.toBe("O");
      expect(data[ananya]).toMatchObject({
        typeformation: "AM",
        fstchoice: "MS SAS",
        candidat_validation: "O",
        admis: "O",
      });
      expect(data[sofia]).toMatchObject({ admis: "O", candidat_confirmation: "O" });

      const leaToken = await tokenOf(t, lea, password);
      const read = await call(t.app, { url: `/ws/form/candform/answer/${lea}`, token: leaToken });
      expect((read.json() as { readOnlyTabs: string[] }).readOnlyTabs).toEqual(
        expect.arrayContaining(APPLICATION_TABS.filter((tab) => tab !== "validation")),
      );
    });

    it("records uploads, saves and validations in the audit trail, and queues no e-mail", async () => {
      const { id } = await storedAnswer(t, sofia);
      const kinds = (
        await t.app.db
          .selectFrom("answer_events")
          .select("kind")
          .where("answer_id", "=", id)
          .orderBy("id")
          .execute()
      ).map((row) => row.kind);
      expect(kinds[0]).toBe("create");
      expect(kinds).toEqual(
        expect.arrayContaining([
          "file_uploaded",
          "save-tab",
          "validate-application",
          "validate-registration",
        ]),
      );
      expect((await counts(t)).outbox).toBe(0);
    });

    it("stores real files that an administrator downloads byte for byte", async () => {
      const { id, data } = await storedAnswer(t, lea);
      const photo = JSON.parse(String(data.uploadPhoto)) as { generated_name: string };
      const res = await call(t.app, {
        url: `/ws/form/candform/answer/${id}/file/${photo.generated_name}`,
        token: adminToken,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.rawPayload.equals(DEMO_PHOTO_JPEG)).toBe(true);

      const files = await t.app.db.selectFrom("files").selectAll().where("answer_id", "=", id).execute();
      expect(files.map((f) => f.field_path).sort()).toEqual(
        ["uploadPhoto", "proof_of_payment", ...[0, 1, 2, 3, 4, 5].map((i) => `docs.${i}.doc_file`)].sort(),
      );
      const cv = files.find((f) => f.field_path === "docs.1.doc_file")!;
      const pdf = await call(t.app, {
        url: `/ws/form/candform/answer/${id}/file/${cv.generated_name}`,
        token: adminToken,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(sha256(pdf.rawPayload)).toBe(cv.sha256);
      expect((await pdfText(pdf.rawPayload)).text).toContain("Léa Martin-Dupré");
    });

    it("gives the validated application's report as a PDF with its documents appended", async () => {
      const res = await call(t.app, {
        method: "POST",
        url: `/ws/report/application_file/${lea}`,
        token: adminToken,
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      const { text, pages } = await pdfText(res.rawPayload);
      expect(text).toContain("Martin-Dupré");
      expect(text).toContain("Curriculum vitae");
      expect(pages).toBeGreaterThan(6);
    });

    it("lets the administrator publish the Advanced Masters jury, after which the admitted candidate sees it", async () => {
      const ananyaToken = await tokenOf(t, ananya, password);
      const read = async () =>
        (await call(t.app, { url: `/ws/form/candform/answer/${ananya}`, token: ananyaToken })).json() as {
          data: Record<string, unknown>;
        };
      expect((await read()).data.admis).toBe("-");
      const published = await call(t.app, {
        method: "PUT",
        url: "/ws/admin/juries/JURY_AM",
        token: adminToken,
        payload: { resultats_publies: true },
      });
      expect(published.statusCode).toBe(200);
      expect((await read()).data).toMatchObject({ admis: "O", show_admis: "O" });
    });

    it("adds nothing when run again", async () => {
      const before = await counts(t);
      expect(await seedDemoCandidates(t.app)).toBeNull();
      const again: string[] = [];
      await bootstrapAdministrators(t.app, (text) => again.push(text), { demoCandidates: true });
      expect(again).toEqual([]);
      expect(await counts(t)).toEqual(before);
    });
  });

  describe("with ADMIN_LOGIN", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        ADMIN_LOGIN: "head@example.org",
        ADMIN_PASSWORD: "the administrator passphrase",
      });
    });
    afterAll(async () => t.close());

    it("never creates demo candidates, even on an empty database", async () => {
      await t.app.db.deleteFrom("users").execute();
      const printed: string[] = [];
      await bootstrapAdministrators(t.app, (text) => printed.push(text), { demoCandidates: true });
      expect(printed).toEqual([]);
      const users = await t.app.db.selectFrom("users").select("login").execute();
      expect(users.map((u) => u.login)).toEqual(["head@example.org"]);
      expect(await t.app.db.selectFrom("answers").select("id").execute()).toEqual([]);
    });
  });
});
