import { describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { fieldPathLabel } from "./document-review.ts";

describe("fieldPathLabel", () => {
  const values = { docs: [{ type_doc: "id" }, { type_doc: "transcript" }, {}] };

  it("names a list line by the document type the candidate chose, in the reader's language", () => {
    const en = fieldPathLabel(candform, "docs.1.doc_file", "en", values);
    const fr = fieldPathLabel(candform, "docs.1.doc_file", "fr", values);
    expect(en).toMatch(/^Documents · Transcript/);
    expect(fr).toMatch(/^Documents · Relevé/);
  });

  it("falls back to the line's place when no type is chosen, and to the title for a plain field", () => {
    expect(fieldPathLabel(candform, "docs.2.doc_file", "en", values)).toBe("Documents 3 · File");
    expect(fieldPathLabel(candform, "uploadPhoto", "en")).toBe(candform.fields.uploadPhoto!.title!.en);
  });
});
