import { describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { partName, uploadBody } from "./file-api.ts";
import { fileValueText, siblingValues } from "./file-value.ts";

describe("file values and requests", () => {
  it("writes the stored value as the server does", () => {
    expect(fileValueText("cv.pdf", "ab12", 1736064420)).toBe(
      '{"name":"cv.pdf","generated_name":"ab12","upload_date":1736064420}',
    );
  });

  it("takes the declared non-file values of the list item as siblings", () => {
    const values: Record<string, unknown> = {
      docs: [{ type_doc: "cv" }, { type_doc: "english", doc_file: '{"name":"x.pdf"}', junk: "no" }],
    };
    const get = (id: string) => values[id];
    expect(siblingValues(candform, "docs.1.doc_file", get)).toEqual({ type_doc: "english" });
    expect(siblingValues(candform, "docs.5.doc_file", get)).toEqual({});
    expect(siblingValues(candform, "uploadPhoto", get)).toEqual({});
    expect(siblingValues(candform, "nope.0.doc_file", get)).toEqual({});
  });

  it("names the part after the last path segment and always sends _path", () => {
    expect(partName("reg_proof_of_payment.0.proofFile")).toBe("proofFile");
    expect(partName("uploadPhoto")).toBe("uploadPhoto");
    const body = uploadBody({ path: "uploadPhoto", file: new File(["x"], "me.jpg") });
    expect([...body.keys()]).toEqual(["_path", "uploadPhoto"]);
    expect(body.get("_path")).toBe("uploadPhoto");
  });
});
