import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import { startS3TestServer, type S3TestServer } from "../../storage/s3-test-server.ts";
import { createAnswer, multipart, pdfBytes, publishResults, sha256 } from "../../../test/files-kit.ts";

const NOT_ALLOWED = {
  result: "Not allowed",
  code: "FORBIDDEN",
  message: "You are not allowed to access this resource.",
};

describe.each(["local", "s3"])(
  "GET and DELETE /ws/form/candform/answer/:id/file/:name (%s store)",
  (kind) => {
    let t: TestApp;
    let s3: S3TestServer | undefined;
    let ada: BuiltUser;
    let bob: BuiltUser;
    let admin: BuiltUser;
    let adaAnswer: number;
    let bobAnswer: number;

    beforeAll(async () => {
      if (kind === "s3") s3 = await startS3TestServer();
      t = await createTestApp(s3?.env ?? {});
      [ada, bob, admin] = [await buildCandidate(t.app), await buildCandidate(t.app), await buildAdmin(t.app)];
      // A Master's application: the payment tab, and its proof of payment, are shown.
      adaAnswer = await createAnswer(t.app, ada.login, { typeformation: "MSC" });
      bobAnswer = await createAnswer(t.app, bob.login, { typeformation: "MSC" });
    });
    afterAll(async () => {
      await t.close();
      await s3?.stop();
    });

    const url = (answerId: number, name = "") =>
      `/ws/form/candform/answer/${answerId}/file${name ? `/${name}` : ""}`;
    const upload = async (
      user: BuiltUser,
      answerId: number,
      content = pdfBytes(),
      field = "proof_of_payment",
    ) =>
      call(t.app, {
        method: "POST",
        url: url(answerId),
        token: user.token,
        ...multipart([{ name: field, filename: "proof élève.pdf", content }]),
      });
    const exists = async (name: string) => {
      for await (const object of fileStoreFor(t.app).list()) if (object.name === name) return true;
      return false;
    };

    it("downloads the very bytes uploaded, under the original name, with type and nosniff", async () => {
      const bytes = pdfBytes(1_500_000);
      const { generated_name } = (await upload(ada, adaAnswer, bytes)).json();
      const res = await call(t.app, { url: url(adaAnswer, generated_name), token: ada.token });
      expect(res.statusCode).toBe(200);
      expect(sha256(res.rawPayload)).toBe(sha256(bytes));
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-length"]).toBe("1500000");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="proof ?l?ve.pdf"; filename*=UTF-8''proof%20%C3%A9l%C3%A8ve.pdf`,
      );
    });

    it("lets an administrator read, upload to and delete any candidate's files", async () => {
      const up = await upload(admin, bobAnswer);
      expect(up.statusCode).toBe(200);
      const name = up.json().generated_name;
      expect((await call(t.app, { url: url(bobAnswer, name), token: admin.token })).statusCode).toBe(200);
      const del = await call(t.app, { method: "DELETE", url: url(bobAnswer, name), token: admin.token });
      expect(del.json()).toMatchObject({ result: "OK" });
    });

    it("refuses another candidate's answer for upload, download and delete (403)", async () => {
      const bobFile = (await upload(bob, bobAnswer)).json().generated_name;
      const up = await upload(ada, bobAnswer);
      expect(up.statusCode).toBe(403);
      expect(up.json()).toEqual(NOT_ALLOWED);
      const down = await call(t.app, { url: url(bobAnswer, bobFile), token: ada.token });
      expect(down.statusCode).toBe(403);
      expect(down.json()).toEqual(NOT_ALLOWED);
      const del = await call(t.app, { method: "DELETE", url: url(bobAnswer, bobFile), token: ada.token });
      expect(del.statusCode).toBe(403);
      expect(await exists(bobFile)).toBe(true);
    });

    it("refuses another answer's generated name through one's own answer (403), whatever the path says", async () => {
      const bobFile = (await upload(bob, bobAnswer)).json().generated_name;
      const down = await call(t.app, { url: url(adaAnswer, bobFile), token: ada.token });
      expect(down.statusCode).toBe(403);
      expect(down.json()).toEqual(NOT_ALLOWED);
      const del = await call(t.app, { method: "DELETE", url: url(adaAnswer, bobFile), token: ada.token });
      expect(del.statusCode).toBe(403);
      expect(await exists(bobFile)).toBe(true);
      // Not even an administrator gets a file through the wrong answer's path.
      expect((await call(t.app, { url: url(adaAnswer, bobFile), token: admin.token })).statusCode).toBe(403);
    });

    it("answers 404 for names that are not generated names, never reading them as paths", async () => {
      for (const name of ["..%2F..%2Fpgdata%2FPG_VERSION", "proof%20%C3%A9l%C3%A8ve.pdf", "0".repeat(32)]) {
        const res = await call(t.app, { url: url(adaAnswer, name), token: ada.token });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ result: "error", code: "NOT_FOUND" });
      }
    });

    it("refuses an unknown answer id: 403 for a candidate, 404 for an administrator", async () => {
      expect((await upload(ada, 999_999)).statusCode).toBe(403);
      expect((await upload(admin, 999_999)).statusCode).toBe(404);
    });

    it("deletes the reference and the bytes; a download afterwards is 404", async () => {
      const { generated_name } = (await upload(ada, adaAnswer)).json();
      const before = await t.app.db
        .selectFrom("answers")
        .select(["data", "version"])
        .where("id", "=", adaAnswer)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(before.data.proof_of_payment as string).generated_name).toBe(generated_name);
      const del = await call(t.app, {
        method: "DELETE",
        url: url(adaAnswer, generated_name),
        token: ada.token,
      });
      expect(del.statusCode).toBe(200);
      expect(del.json()).toMatchObject({ result: "OK" });
      const after = await t.app.db
        .selectFrom("answers")
        .select(["data", "version"])
        .where("id", "=", adaAnswer)
        .executeTakeFirstOrThrow();
      expect(after.data.proof_of_payment).toBe("");
      expect(after.version).toBe(before.version + 1);
      expect(del.json()).toEqual({ result: "OK", version: after.version });
      expect(
        await t.app.db
          .selectFrom("files")
          .select("id")
          .where("generated_name", "=", generated_name)
          .execute(),
      ).toEqual([]);
      expect(await exists(generated_name)).toBe(false);
      const down = await call(t.app, { url: url(adaAnswer, generated_name), token: ada.token });
      expect(down.statusCode).toBe(404);
      const again = await call(t.app, {
        method: "DELETE",
        url: url(adaAnswer, generated_name),
        token: ada.token,
      });
      expect(again.statusCode).toBe(404);
    });

    it("refuses upload and deletion on a locked tab (409), and lets an administrator through", async () => {
      const carol = await buildCandidate(t.app);
      const carolAnswer = await createAnswer(t.app, carol.login, { typeformation: "AM" });
      const { generated_name } = (await upload(carol, carolAnswer)).json();
      const { data } = await t.app.db
        .selectFrom("answers")
        .select("data")
        .where("id", "=", carolAnswer)
        .executeTakeFirstOrThrow();
      // Validated, admitted, and the jury has published: the registration tabs show.
      const validated = { ...data, candidat_validation: "O", admis: "O", juryisae: "JURY_AM" };
      await publishResults(t.app, "JURY_AM");
      await t.app.db
        .updateTable("answers")
        .set({ data: JSON.stringify(validated) })
        .where("id", "=", carolAnswer)
        .execute();
      const up = await upload(carol, carolAnswer);
      expect(up.statusCode).toBe(409);
      expect(up.json()).toEqual({
        result: "error",
        code: "LOCKED",
        message: "This part of the application is validated and can no longer be changed.",
      });
      const del = await call(t.app, {
        method: "DELETE",
        url: url(carolAnswer, generated_name),
        token: carol.token,
      });
      expect(del.statusCode).toBe(409);
      expect(await exists(generated_name)).toBe(true);
      // Registration tabs are still open: the down-payment proof can be uploaded.
      const reg = await call(t.app, {
        method: "POST",
        url: url(carolAnswer),
        token: carol.token,
        ...multipart([
          { name: "proofFile", filename: "receipt.pdf", content: pdfBytes() },
          { name: "_path", value: "reg_proof_of_payment.0.proofFile" },
        ]),
      });
      expect(reg.statusCode).toBe(200);
      expect((await upload(admin, carolAnswer)).statusCode).toBe(200);
    });
  },
);
