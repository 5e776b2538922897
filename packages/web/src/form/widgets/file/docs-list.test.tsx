import { act, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../test-utils.tsx";
import { candform } from "@portal/domain/schema/candform";
import { FakeXhr, fakeFile, renderFileForm, useFakeXhr } from "./test-kit.tsx";

const docs = candform.fields.docs;
const reg_proof_of_payment = candform.fields.reg_proof_of_payment;

beforeEach(useFakeXhr);

describe("file widget in repeatable groups (docs, reg_proof_of_payment)", () => {
  it("offers the document types of SPEC §5 and a pdf picker on each line", async () => {
    const { user } = renderFileForm({ docs });
    await user.click(screen.getByRole("button", { name: "Add a line" }));
    const line = screen.getByRole("group", { name: "Line 1" });
    expect(within(line).getByLabelText(/File/)).toHaveAttribute("accept", ".pdf");
    expect(within(line).getByRole("combobox", { name: /Type of document/ })).toBeInTheDocument();
  });

  it("uploads to docs.N.doc_file with the line's type, and writes the file into that line only", async () => {
    const { user, store, answer } = renderFileForm(
      { docs },
      { docs: [{ type_doc: "cv", doc_file: "" }, { type_doc: "cover" }] },
    );
    const line = screen.getByRole("group", { name: "Line 2" });
    await user.upload(within(line).getByLabelText(/File/), fakeFile("letter.pdf", 2048));
    const body = FakeXhr.sent[0].body!;
    expect(body.get("_path")).toBe("docs.1.doc_file");
    expect(body.get("type_doc")).toBe("cover");
    expect((body.get("doc_file") as File).name).toBe("letter.pdf");
    expect([...body.keys()]).toEqual(["type_doc", "_path", "doc_file"]);
    await FakeXhr.sent[0].respond(200, { generated_name: "c0ffee", upload_date: 1736064420, version: 8 });
    expect(store.getValue("docs")).toEqual([
      { type_doc: "cv", doc_file: "" },
      {
        type_doc: "cover",
        doc_file: JSON.stringify({ name: "letter.pdf", generated_name: "c0ffee", upload_date: 1736064420 }),
      },
    ]);
    expect(answer.getVersion()).toBe(8);
    expect(within(line).getByText("letter.pdf")).toBeInTheDocument();
  });

  it("sends the proofFile of a reg_proof_of_payment line with its path", async () => {
    const { user } = renderFileForm({ reg_proof_of_payment }, { reg_proof_of_payment: [{}] });
    const line = screen.getByRole("group", { name: "Line 1" });
    await user.upload(within(line).getByLabelText(/Receipt/), fakeFile("down-payment.pdf", 100));
    expect(FakeXhr.sent[0].body!.get("_path")).toBe("reg_proof_of_payment.0.proofFile");
    expect(FakeXhr.sent[0].body!.get("proofFile")).toBeInstanceOf(File);
  });
});

const stored = (name: string, generated: string) =>
  JSON.stringify({ name, generated_name: generated, upload_date: 1736064420 });
const fileUrl = (generated: string) => `/ws/form/candform/answer/7/file/${generated}`;

/** fetch answering each DELETE only when the test says so; records the URLs asked for. */
function heldDeletes() {
  const waiting = new Map<string, (body: unknown, offContract?: string) => void>();
  const fetchMock = vi.fn(
    (url: string, init: RequestInit = {}) =>
      new Promise<Response>((resolve) => {
        if (init.method !== "DELETE") throw new Error(`unexpected ${init.method ?? "GET"} ${url}`);
        waiting.set(url, (body, offContract) => resolve(jsonResponse({ body, offContract })));
      }),
  );
  stubFetch(fetchMock);
  const asked = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`);
  const answer = (generated: string, body: unknown, offContract?: string) =>
    act(async () => waiting.get(fileUrl(generated))!(body, offContract));
  return { asked, answer };
}

const lineNames = () =>
  screen
    .getAllByRole("group", { name: /^Line \d+$/ })
    .map((line) => line.querySelector("[data-file-name]")?.textContent ?? "—");

// Regression: "Remove line" used to drop the line and leave its file on the server, and the
// lines' widget state followed array positions, so files and upload queues landed on other lines.
describe("removing a line of a list with files", () => {
  it("deletes the line's file on the server, then drops that line only, adopting the new version", async () => {
    const server = heldDeletes();
    const { user, store, answer } = renderFileForm(
      { docs },
      {
        docs: [
          { type_doc: "cv", doc_file: stored("cv.pdf", "aaa1") },
          { type_doc: "cover", doc_file: stored("cover.pdf", "bbb2") },
          { type_doc: "degree", doc_file: stored("degree.pdf", "ccc3") },
        ],
      },
    );
    await user.click(screen.getByRole("button", { name: "Remove line 1" }));
    expect(server.asked()).toEqual([`DELETE ${fileUrl("aaa1")}`]);
    expect(screen.getByRole("button", { name: "Remove line 1" })).toBeDisabled();
    expect(lineNames()).toEqual(["cv.pdf", "cover.pdf", "degree.pdf"]);

    await server.answer("aaa1", { result: "OK", version: 12 });
    expect(answer.setVersion).toHaveBeenCalledWith(12);
    expect(store.getValue("docs")).toEqual([
      { type_doc: "cover", doc_file: stored("cover.pdf", "bbb2") },
      { type_doc: "degree", doc_file: stored("degree.pdf", "ccc3") },
    ]);
    expect(lineNames()).toEqual(["cover.pdf", "degree.pdf"]);
  });

  it("drops the line it was asked to, even when the lines moved while the server answered", async () => {
    const server = heldDeletes();
    const { user, store } = renderFileForm(
      { docs },
      {
        docs: [
          { type_doc: "cv" },
          { type_doc: "cover", doc_file: stored("cover.pdf", "bbb2") },
          { type_doc: "degree", doc_file: stored("degree.pdf", "ccc3") },
        ],
      },
    );
    await user.click(screen.getByRole("button", { name: "Remove line 2" }));
    // A line without a file goes at once: nothing to delete on the server.
    await user.click(screen.getByRole("button", { name: "Remove line 1" }));
    expect(server.asked()).toEqual([`DELETE ${fileUrl("bbb2")}`]);
    expect(lineNames()).toEqual(["cover.pdf", "degree.pdf"]);

    await server.answer("bbb2", { result: "OK", version: 4 });
    expect(store.getValue("docs")).toEqual([{ type_doc: "degree", doc_file: stored("degree.pdf", "ccc3") }]);
    expect(lineNames()).toEqual(["degree.pdf"]);
  });

  it("keeps the line and its file, with the server's message, when the deletion is refused", async () => {
    const server = heldDeletes();
    const values = { docs: [{ type_doc: "cv", doc_file: stored("cv.pdf", "aaa1") }] };
    const { user, store } = renderFileForm({ docs }, values);
    await user.click(screen.getByRole("button", { name: "Remove line 1" }));
    await server.answer("aaa1", { result: "KO" }, "a removal answers OK or an error status");
    expect(store.getValue("docs")).toEqual(values.docs);
    const line = screen.getByRole("group", { name: "Line 1" });
    expect(within(line).getByRole("alert")).toHaveTextContent("Error");
    expect(within(line).getByRole("button", { name: "Remove line 1" })).toBeEnabled();
  });

  it("does not bring a removed line back when its upload answers late, and deletes that file", async () => {
    const server = heldDeletes();
    const { user, store } = renderFileForm(
      { docs },
      { docs: [{ type_doc: "cv", doc_file: stored("cv.pdf", "aaa1") }, { type_doc: "cover" }] },
    );
    await user.upload(
      within(screen.getByRole("group", { name: "Line 2" })).getByLabelText(/File/),
      fakeFile("cover.pdf", 100),
    );
    await user.click(screen.getByRole("button", { name: "Remove line 2" }));
    await FakeXhr.sent[0].respond(200, { generated_name: "late9", upload_date: 1736064420, version: 5 });
    expect(store.getValue("docs")).toEqual([{ type_doc: "cv", doc_file: stored("cv.pdf", "aaa1") }]);
    expect(lineNames()).toEqual(["cv.pdf"]);
    expect(server.asked()).toEqual([`DELETE ${fileUrl("late9")}`]);
  });

  it("keeps each line's upload queue with its line when the list is replaced by the stored one", async () => {
    const { user, store } = renderFileForm(
      { docs },
      {
        docs: [
          { type_doc: "cv", doc_file: stored("cv.pdf", "aaa1") },
          { type_doc: "cover" },
          { type_doc: "degree", doc_file: stored("degree.pdf", "ccc3") },
          { type_doc: "transcript" },
        ],
      },
    );
    const [, second, , fourth] = screen.getAllByRole("group", { name: /^Line \d+$/ });
    await user.upload(within(second).getByLabelText(/File/), fakeFile("cover.pdf", 100));
    await FakeXhr.sent[0].respond(415, { result: "error", message: "cover.pdf is not a PDF file." });
    await user.upload(within(fourth).getByLabelText(/File/), fakeFile("notes.pdf", 100));
    // A save answers the stored list (new objects) without the second line, which had no file.
    act(() =>
      store.setValues({
        docs: [
          { type_doc: "cv", doc_file: stored("cv.pdf", "aaa1") },
          { type_doc: "degree", doc_file: stored("degree.pdf", "ccc3") },
          { type_doc: "transcript" },
        ],
      }),
    );
    expect(screen.queryByText("cover.pdf is not a PDF file.")).toBeNull();
    expect(lineNames()).toEqual(["cv.pdf", "degree.pdf", "—"]);
    const third = screen.getByRole("group", { name: "Line 3" });
    expect(within(third).getByRole("table", { name: "Upload queue" })).toHaveTextContent("notes.pdf");
    await FakeXhr.sent[1].respond(200, { generated_name: "ddd4", upload_date: 1736064420, version: 6 });
    expect(store.getValue("docs")).toEqual([
      { type_doc: "cv", doc_file: stored("cv.pdf", "aaa1") },
      { type_doc: "degree", doc_file: stored("degree.pdf", "ccc3") },
      { type_doc: "transcript", doc_file: stored("notes.pdf", "ddd4") },
    ]);
  });
});
