import { describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { limitsForPartName, resolveFilePath } from "./file-fields.ts";
import { acceptedSiblings, referencedName, valueAt, withValueAt } from "./file-values.ts";

describe("resolveFilePath on candform", () => {
  it("resolves the photo: jpg only, 5 MB, personal tab", () => {
    expect(resolveFilePath(candform, "uploadPhoto")).toMatchObject({
      path: "uploadPhoto",
      fieldId: "uploadPhoto",
      tab: "personal",
      accept: ["jpg"],
      maxFileSize: 5242880,
    });
  });

  it("resolves a document of the docs list: pdf only, 10 MB, with the item's other fields", () => {
    const target = resolveFilePath(candform, "docs.2.doc_file")!;
    expect(target).toMatchObject({
      fieldId: "docs",
      index: 2,
      itemField: "doc_file",
      tab: "docs",
      accept: ["pdf"],
    });
    expect(target.maxFileSize).toBe(10485760);
    expect(Object.keys(target.siblings)).toEqual(["type_doc"]);
  });

  it("refuses paths that hold no file", () => {
    for (const path of [
      "familyName",
      "docs",
      "docs.2.type_doc",
      "docs.x.doc_file",
      "nope",
      "__proto__",
      "a.b.c.d",
      "../x",
    ]) {
      expect(resolveFilePath(candform, path)).toBeNull();
    }
  });

  it("gives the limits of a list-item part before its path is known", () => {
    expect(limitsForPartName(candform, "doc_file")).toEqual({ accept: ["pdf"], maxFileSize: 10485760 });
    expect(limitsForPartName(candform, "type_doc")).toBeNull();
  });
});

describe("file values in the answer data", () => {
  const target = resolveFilePath(candform, "docs.1.doc_file")!;

  it("writes the value inside the list item, creating missing items, keeping the others", () => {
    const data = { docs: [{ type_doc: "cv", doc_file: "x" }], familyName: "Lovelace" };
    const next = withValueAt(data, target, '{"generated_name":"g"}', { type_doc: "cover" });
    expect(next).toEqual({
      docs: [
        { type_doc: "cv", doc_file: "x" },
        { type_doc: "cover", doc_file: '{"generated_name":"g"}' },
      ],
      familyName: "Lovelace",
    });
    expect(data.docs).toHaveLength(1); // not mutated
    expect(referencedName(valueAt(next, target))).toBe("g");
  });

  it("keeps only declared sibling values that are valid options", () => {
    expect(acceptedSiblings(target, { type_doc: "cv", evil: "x" })).toEqual({ type_doc: "cv" });
    expect(acceptedSiblings(target, { type_doc: "not-a-type" })).toEqual({});
  });

  it("reads no reference from values that are not file JSON", () => {
    expect(referencedName("")).toBeUndefined();
    expect(referencedName("{broken")).toBeUndefined();
    expect(referencedName(42)).toBeUndefined();
  });
});
