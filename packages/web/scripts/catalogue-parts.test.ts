import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogues } from "../../domain/src/i18n/index.ts";
import { STAFF_PREFIXES, cataloguePart, catalogueParts, partOfText } from "./catalogue-parts.ts";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const domain = path.join(web, "../domain/src");

/** The back office's pages: the only modules that may name a text of the staff part. */
const BACK_OFFICE = [
  "applications",
  "juries",
  "staff",
  "dashboard",
  "mail-templates",
  "reasons",
  "programme-settings",
  "sis-handoff",
  "jobs",
  "interviews",
  "scoring",
  "calibration",
  "campaigns",
  "waiver-codes",
].map((dir) => path.join(web, "src/features", dir));
/**
 * Modules a candidate's page loads that name a staff text for staff alone, who download every
 * text on every page (sessionTexts in src/lib/i18n.ts), with why.
 */
const SHOWN_TO_STAFF_ONLY = new Map([
  [path.join(web, "src/features/workflow/dossier-link.tsx"), "the link to the dossier, for administrators"],
]);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).flatMap((name) => {
    const file = path.join(dir, name);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes("i18n") ? [file] : [];
  });
}

describe("the catalogue's parts", () => {
  it("share out every text of each language, each to one part", () => {
    for (const texts of Object.values(catalogues)) {
      const parts = catalogueParts.map((part) => cataloguePart(texts, part));
      expect(Object.assign({}, ...parts)).toEqual(texts);
      expect(parts.reduce((n, part) => n + Object.keys(part).length, 0)).toBe(Object.keys(texts).length);
    }
  });

  it("give the back office's texts a part of their own, and keep its links in the public one", () => {
    for (const prefix of STAFF_PREFIXES)
      expect(
        Object.keys(catalogues.en).some((key) => key.startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect(partOfText("workspace.title")).toBe("staff");
    expect(partOfText("juries.link")).toBe("public");
    expect(partOfText("renderer.save")).toBe("rest");
  });

  it("hold no text of the staff part that a module of a candidate's page names", () => {
    const candidateModules = [...sources(path.join(web, "src")), ...sources(domain)].filter(
      (file) => !BACK_OFFICE.some((dir) => file.startsWith(dir + path.sep)) && !SHOWN_TO_STAFF_ONLY.has(file),
    );
    expect(candidateModules.length).toBeGreaterThan(100);
    const prefixes = STAFF_PREFIXES.map((prefix) => prefix.replace(".", "\\.")).join("|");
    // A key written out, or the start of one put together (`stage.${…}`).
    const named = new RegExp(`["'\`]((?:${prefixes})[\\w.$]+)`, "g");
    const found = candidateModules.flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(named)]
        .filter((m) => partOfText(m[1]!) === "staff")
        .map((m) => `${path.relative(web, file)}: ${m[1]}`),
    );
    // A key of the staff part named here would show as its key to a candidate: move the key out of
    // STAFF_PREFIXES, or the module into the back office.
    expect(found).toEqual([]);
  });
});
