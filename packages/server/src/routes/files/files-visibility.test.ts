import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import { jpgBytes, multipart, pdfBytes, type Part } from "../../../test/files-kit.ts";

// Issue #8 item 5: a new candidate could upload to fields of tabs the form does not show them and
// to any line of a list (docs.99 padded the list with 98 empty items), up to ~2 GB per account.
const QUOTA = 300_000;

describe("POST /ws/form/candform/answer/:id/file: what the form shows, list lines, quota", () => {
  let t: TestApp;
  let admin: BuiltUser;

  beforeAll(async () => {
    t = await createTestApp({ MAX_ANSWER_BYTES: String(QUOTA) });
    admin = await buildAdmin(t.app);
  });
  afterAll(() => t.close());

  /** A new candidate with the answer their first read creates (every default, nothing validated). */
  const newCandidate = async () => {
    const user = await buildCandidate(t.app);
    const res = await call(t.app, { url: `/ws/form/candform/answer/${user.login}`, token: user.token });
    return { user, answerId: res.json().id as number };
  };
  const setData = async (answerId: number, values: Record<string, unknown>) => {
    const { data } = await t.app.db
      .selectFrom("answers")
      .select("data")
      .where("id", "=", answerId)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable("answers")
      .set({ data: JSON.stringify({ ...data, ...values }) })
      .where("id", "=", answerId)
      .execute();
  };
  const upload = (
    user: BuiltUser,
    answerId: number,
    path: string,
    content = pdfBytes(),
    extra: Part[] = [],
  ) =>
    call(t.app, {
      method: "POST",
      url: `/ws/form/candform/answer/${answerId}/file`,
      token: user.token,
      ...multipart([
        ...extra,
        { name: "_path", value: path },
        { name: path.split(".").pop()!, filename: path.endsWith("Photo") ? "me.jpg" : "file.pdf", content },
      ]),
    });
  const storedCount = async () => {
    let count = 0;
    for await (const _ of fileStoreFor(t.app).list()) count++;
    return count;
  };
  const rows = (answerId: number) =>
    t.app.db.selectFrom("files").selectAll().where("answer_id", "=", answerId).execute();
  const data = async (answerId: number) =>
    (await t.app.db.selectFrom("answers").select("data").where("id", "=", answerId).executeTakeFirstOrThrow())
      .data;

  it.each([
    "reg_proof_of_payment.0.proofFile",
    "reg_proof_of_payment.7.proofFile",
    "doc_degree_certified",
    "cvec_file",
    "bourses_tuition_letter",
    "doc_health_insurance",
  ])("refuses %s to a new candidate (409, the field named), storing nothing", async (path) => {
    const { user, answerId } = await newCandidate();
    const before = await storedCount();
    const res = await upload(user, answerId, path);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      result: "error",
      code: "FILE_FIELD_HIDDEN",
      message: `No file can be uploaded to “${path}” now: this field is not shown in the application at its current stage.`,
    });
    expect(await rows(answerId)).toEqual([]);
    expect(await storedCount()).toBe(before);
  });

  it("still takes the files of the tabs a new candidate sees: the photo and the first document", async () => {
    const { user, answerId } = await newCandidate();
    expect((await upload(user, answerId, "uploadPhoto", jpgBytes())).statusCode).toBe(200);
    expect((await upload(user, answerId, "docs.0.doc_file")).statusCode).toBe(200);
    expect((await rows(answerId)).map((r) => r.field_path).sort()).toEqual([
      "docs.0.doc_file",
      "uploadPhoto",
    ]);
  });

  it("takes a list's existing lines and the next one, and refuses a line past it without padding the list", async () => {
    const { user, answerId } = await newCandidate();
    expect((await upload(user, answerId, "docs.0.doc_file")).statusCode).toBe(200);
    expect((await upload(user, answerId, "docs.1.doc_file")).statusCode).toBe(200);
    expect((await upload(user, answerId, "docs.0.doc_file")).statusCode).toBe(200);
    const before = await storedCount();
    for (const path of ["docs.3.doc_file", "docs.99.doc_file"]) {
      const res = await upload(user, answerId, path);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "FILE_LIST_LINE",
        message: `No file can be uploaded to “${path}”: the list has 2 lines; upload to one of them or to a new line right after them.`,
      });
    }
    expect((await data(answerId)).docs).toHaveLength(2);
    expect(await rows(answerId)).toHaveLength(2);
    expect(await storedCount()).toBe(before);
  });

  it("shows the tuition waiver letter once the scholarship tab shows, before the ticked box is saved", async () => {
    const { user, answerId } = await newCandidate();
    await setData(answerId, { typeformation: "MSC", show_bourses: "O", candidat_validation: "O" });
    // The candidate ticks "Tuition waiver" and uploads the letter the form now shows, then saves.
    expect((await upload(user, answerId, "bourses_tuition_letter")).statusCode).toBe(200);
  });

  it("takes the registration documents once registration is confirmed", async () => {
    const { user, answerId } = await newCandidate();
    expect((await upload(user, answerId, "doc_health_insurance")).statusCode).toBe(409);
    await setData(answerId, { candidat_validation: "O", candidat_confirmation: "O" });
    expect((await upload(user, answerId, "doc_health_insurance")).statusCode).toBe(200);
    // The CVEC certificate and the exemption document show one at a time (show_doc_non_cve).
    expect((await upload(user, answerId, "cvec_file")).statusCode).toBe(200);
    expect((await upload(user, answerId, "doc_non_cve")).statusCode).toBe(409);
    await setData(answerId, { show_doc_non_cve: "O" });
    expect((await upload(user, answerId, "cvec_file")).statusCode).toBe(409);
    expect((await upload(user, answerId, "doc_non_cve")).statusCode).toBe(200);
  });

  it("lets an administrator upload to any tab, as their form shows every tab", async () => {
    const { answerId } = await newCandidate();
    expect((await upload(admin, answerId, "doc_degree_certified")).statusCode).toBe(200);
  });

  it("keeps each answer's files within MAX_ANSWER_BYTES, counting a replaced file as freed", async () => {
    const { user, answerId } = await newCandidate();
    expect((await upload(user, answerId, "docs.0.doc_file", pdfBytes(200_000))).statusCode).toBe(200);
    const before = await storedCount();
    const { payload, headers } = multipart([
      { name: "_path", value: "docs.1.doc_file" },
      { name: "doc_file", filename: "b.pdf", content: pdfBytes(150_000) },
    ]);
    const over = await call(t.app, {
      method: "POST",
      url: `/ws/form/candform/answer/${answerId}/file`,
      token: user.token,
      payload,
      headers: { ...headers, "accept-language": "fr" },
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      result: "error",
      code: "FILE_QUOTA",
      message:
        "Le fichier pour «\u00a0docs.1.doc_file\u00a0» porterait les documents de ce dossier au-delà de 0.3 Mo au total (0.2 Mo déjà déposés). Supprimez un document devenu inutile ou déposez un fichier plus léger.",
    });
    expect(await storedCount()).toBe(before);
    expect(await rows(answerId)).toHaveLength(1);
    // Replacing the 200 kB file with a 250 kB one fits: the old one goes.
    expect((await upload(user, answerId, "docs.0.doc_file", pdfBytes(250_000))).statusCode).toBe(200);
    expect((await rows(answerId)).map((r) => r.size)).toEqual([250_000]);
    expect((await upload(user, answerId, "docs.1.doc_file", pdfBytes(50_000))).statusCode).toBe(200);
    expect((await upload(user, answerId, "uploadPhoto", jpgBytes(1000))).statusCode).toBe(413);
  });
});
