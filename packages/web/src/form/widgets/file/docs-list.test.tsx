import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
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
