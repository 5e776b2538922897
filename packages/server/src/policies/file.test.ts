import { describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { fileBelongsToAnswer, uploadRefusal } from "./file.ts";

describe("file policy", () => {
  it("reaches a file through its own answer", () => {
    expect(fileBelongsToAnswer({ answer_id: 7 }, { id: 7 })).toBe(true);
  });

  it("should deny a file of another answer than the one in the path", () => {
    expect(fileBelongsToAnswer({ answer_id: 8 }, { id: 7 })).toBe(false);
  });
});

describe("uploadRefusal: uploads go where the form shows a file field", () => {
  const candidate = { isAdmin: false };
  const admin = { isAdmin: true };
  const docs = (index: number) => ({ fieldId: "docs", tab: "docs", index, itemField: "doc_file" });

  it("allows the photo and the next document line of a new application", () => {
    expect(uploadRefusal(candidate, candform, {}, { fieldId: "uploadPhoto", tab: "personal" })).toBeNull();
    expect(uploadRefusal(candidate, candform, {}, docs(0))).toBeNull();
    expect(uploadRefusal(candidate, candform, { docs: [{}, {}] }, docs(2))).toBeNull();
  });

  it("should deny a tab the candidate does not see, but not an administrator (who sees every tab)", () => {
    const place = { fieldId: "doc_health_insurance", tab: "registration_docs" };
    expect(uploadRefusal(candidate, candform, {}, place)).toBe("hidden");
    expect(uploadRefusal(candidate, candform, { candidat_confirmation: "O" }, place)).toBeNull();
    expect(uploadRefusal(admin, candform, {}, place)).toBeNull();
  });

  it("should deny a field hidden by a server flag, and allow one shown by a box the candidate can tick", () => {
    const shown = { candidat_confirmation: "O", show_doc_non_cve: "O" };
    expect(uploadRefusal(candidate, candform, shown, { fieldId: "cvec_file", tab: "cvec" })).toBe("hidden");
    const bourses = { show_bourses: "O", bourses_tuition: false };
    const letter = { fieldId: "bourses_tuition_letter", tab: "bourses" };
    expect(uploadRefusal(candidate, candform, bourses, letter)).toBeNull();
  });

  it("should deny a list line past the next one", () => {
    expect(uploadRefusal(candidate, candform, {}, docs(1))).toBe("line");
    expect(uploadRefusal(candidate, candform, { docs: [{}] }, docs(99))).toBe("line");
    expect(uploadRefusal(admin, candform, {}, docs(5))).toBe("line");
  });
});
