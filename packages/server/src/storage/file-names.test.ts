import { describe, expect, it } from "vitest";
import { sanitizeOriginalName } from "./file-names.ts";
import { extensionOf } from "@portal/domain/uploads/limits";
import { contentMatchesExtension, isAcceptedExtension } from "./file-kinds.ts";

describe("sanitizeOriginalName", () => {
  it("keeps only the last path segment, whatever the separator", () => {
    expect(sanitizeOriginalName("../../etc/passwd.pdf")).toBe("passwd.pdf");
    expect(sanitizeOriginalName("C:\\Users\\ada\\cv.pdf")).toBe("cv.pdf");
  });

  it("drops control and bidi-override characters, leading dots and extra blanks", () => {
    expect(sanitizeOriginalName("  my\u0000 \u202Ecv\u0007 .pdf ")).toBe("my cv .pdf");
    expect(sanitizeOriginalName("..hidden.pdf")).toBe("hidden.pdf");
    expect(sanitizeOriginalName("../")).toBe("file");
  });

  it("cuts long names to 200 characters, keeping the extension", () => {
    const name = sanitizeOriginalName(`${"a".repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith("a.pdf")).toBe(true);
  });
});

describe("file kinds", () => {
  it("reads extensions case-insensitively and checks them against accept lists", () => {
    expect(extensionOf("CV.PDF")).toBe("pdf");
    expect(extensionOf("noext")).toBe("");
    // ".pdf" is a dotfile without extension (as for path.extname); the stored name loses the dot.
    expect(extensionOf(".pdf")).toBe("");
    expect(extensionOf(sanitizeOriginalName(".pdf"))).toBe("");
    expect(isAcceptedExtension("pdf", ["PDF"])).toBe(true);
    expect(isAcceptedExtension("", ["pdf"])).toBe(false);
    expect(isAcceptedExtension("jpeg", ["jpg"])).toBe(false);
  });

  it("matches sniffed content to extensions", () => {
    expect(contentMatchesExtension("pdf", "pdf")).toBe(true);
    expect(contentMatchesExtension("pdf", "png")).toBe(false);
    expect(contentMatchesExtension("docx", "zip")).toBe(true);
    expect(contentMatchesExtension("doc", "cfb")).toBe(true);
    expect(contentMatchesExtension("txt", undefined)).toBe(false);
  });
});
