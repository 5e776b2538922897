import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import {
  DEFAULT_ACCEPT,
  DEFAULT_MAX_FILE_SIZE,
  MAX_FILE_SIZE_5MB,
  acceptAttribute,
  checkPickedFile,
  extensionOf,
  fileLimits,
} from "./limits.ts";

const pdf = fileLimits({ accept: ["pdf"] });
const photo = fileLimits({ accept: ["jpg"], maxFileSize: MAX_FILE_SIZE_5MB });
const text = (m: ReturnType<typeof checkPickedFile>, locale: "en" | "fr" = "en") =>
  m ? translate(locale, m.key, m.params) : null;

describe("file limits (SPEC §5 File widget, §9)", () => {
  it("takes the schema's accept and maxFileSize, else the defaults", () => {
    expect(fileLimits({})).toEqual({ accept: DEFAULT_ACCEPT, maxFileSize: DEFAULT_MAX_FILE_SIZE });
    expect(DEFAULT_ACCEPT).toEqual(["jpg", "png", "pdf", "doc", "docx"]);
    expect(DEFAULT_MAX_FILE_SIZE).toBe(10485760);
    expect(photo).toEqual({ accept: ["jpg"], maxFileSize: 5242880 });
    expect(fileLimits({ accept: [".PDF", " Jpg "], maxFileSize: 0 })).toEqual({
      accept: ["pdf", "jpg"],
      maxFileSize: DEFAULT_MAX_FILE_SIZE,
    });
    expect(fileLimits({ accept: [] }).accept).toEqual(DEFAULT_ACCEPT);
  });

  it("reads extensions case-insensitively", () => {
    expect(extensionOf("CV.PDF")).toBe("pdf");
    expect(extensionOf("archive.tar.gz")).toBe("gz");
    expect(extensionOf("README")).toBe("");
    expect(extensionOf(".pdf")).toBe("");
    expect(extensionOf("name.")).toBe("");
  });

  it("gives the input's accept attribute", () => {
    expect(acceptAttribute(pdf)).toBe(".pdf");
    expect(acceptAttribute(fileLimits({}))).toBe(".jpg,.png,.pdf,.doc,.docx");
  });

  it("accepts a file at the exact limit with an accepted extension, any case", () => {
    expect(checkPickedFile({ name: "cv.pdf", size: DEFAULT_MAX_FILE_SIZE }, pdf)).toBeNull();
    expect(checkPickedFile({ name: "CV.Pdf", size: 1 }, pdf)).toBeNull();
    expect(checkPickedFile({ name: "me.JPG", size: MAX_FILE_SIZE_5MB }, photo)).toBeNull();
  });

  it("refuses one byte more with the 10 MB alert, or the 5 MB alert for the 5 MB limit", () => {
    const heavy = checkPickedFile({ name: "cv.pdf", size: DEFAULT_MAX_FILE_SIZE + 1 }, pdf);
    expect(heavy?.code).toBe("FILE_TOO_HEAVY");
    expect(text(heavy)).toBe("The file is too large: it must not exceed 10 MB");
    expect(text(heavy, "fr")).toBe("Le fichier est trop lourd, ne pas dépasser 10 Mo");
    const heavyPhoto = checkPickedFile({ name: "me.jpg", size: MAX_FILE_SIZE_5MB + 1 }, photo);
    expect(text(heavyPhoto, "fr")).toBe("Le fichier est trop lourd, ne pas dépasser 5 Mo");
    expect(text(heavyPhoto)).toBe("The file is too large: it must not exceed 5 MB");
    const other = fileLimits({ maxFileSize: 2000 });
    expect(text(checkPickedFile({ name: "a.pdf", size: 2001 }, other), "fr")).toBe(
      "Le fichier est trop lourd, ne pas dépasser 10 Mo",
    );
  });

  it("refuses an extension outside the list with the alert naming the formats, in each language", () => {
    const wrong = checkPickedFile({ name: "photo.png", size: 10 }, pdf);
    expect(wrong?.code).toBe("FILE_WRONG_EXTENSION");
    expect(text(wrong)).toBe(
      "The file's extension is not accepted; please use one of the requested formats: pdf",
    );
    expect(text(wrong, "fr")).toBe(
      "L'extension du fichier n'est pas correcte, veuillez respecter les formats demandés\u00a0: pdf",
    );
    expect(text(checkPickedFile({ name: "noext", size: 10 }, fileLimits({})), "fr")).toBe(
      "L'extension du fichier n'est pas correcte, veuillez respecter les formats demandés\u00a0: jpg, png, pdf, doc, docx",
    );
  });

  it("checks the size first", () => {
    expect(checkPickedFile({ name: "x.exe", size: DEFAULT_MAX_FILE_SIZE + 1 }, pdf)?.code).toBe(
      "FILE_TOO_HEAVY",
    );
  });
});
