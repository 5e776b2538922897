import { describe, expect, it } from "vitest";
import { catalogues, translate } from "./index.ts";

// A candidate reads one language at a time: these checks walk every text of every area, so a
// French sentence left in the English catalogue (or the reverse) fails here, not in front of a reader.

const entries = (locale: "en" | "fr") => Object.entries(catalogues[locale]);

/** Placeholders and markup say nothing about the language; only the words around them do. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, " ").replace(/<[^>]*>/g, " ");

/** Accented letters, French quotes, and words English does not use. */
const FRENCH =
  /[àâçéèêëîïôûùüÿœæ«»]|\b(le|les|des|du|une|est|sont|vous|votre|vos|pour|avec|dans|sur|être|veuillez|mot de passe|n'est|d'|l')\b/i;

/** English texts that are meant to look French: a language's own name, a French agency's name. */
const FRENCH_IN_ENGLISH = new Set(["shell.language.fr"]);

/** Texts written the same in both languages: international words, column names, placeholders only. */
const SAME_IN_BOTH = new Set([
  "Actions",
  "Code",
  "Contact",
  "CSV",
  "CV",
  "Date",
  "Document",
  "document",
  "E-mail",
  "English",
  "Excel (XLSX)",
  "JSON",
  "Format",
  "Français",
  "Jury",
  "Login",
  "Message",
  "Motivation",
  "Note",
  "Total",
]);

/** Where French typography wants a non-breaking space (U+00A0) or a narrow one (U+202F). */
const SPACE = "[\\u00a0\\u202f]";
const BAD_TYPOGRAPHY = [
  {
    rule: "a non-breaking space before : ; ? !",
    pattern: new RegExp(`(^|[^\\u00a0\\u202f])[:;?!](?=\\s|$)`),
  },
  { rule: "a non-breaking space after «", pattern: new RegExp(`«(?!${SPACE})`) },
  { rule: "a non-breaking space before »", pattern: new RegExp(`(?<!${SPACE})»`) },
];

describe("i18n catalogues", () => {
  it("have the same keys in English and French", () => {
    expect(Object.keys(catalogues.fr).sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  it.each(entries("en").filter(([key]) => !FRENCH_IN_ENGLISH.has(key)))(
    "%s is English (no accents nor French words)",
    (_key, text) => {
      expect(words(text)).not.toMatch(FRENCH);
    },
  );

  it.each(entries("fr"))("%s has a French text of its own", (key, text) => {
    expect(text.trim()).not.toBe("");
    const english = catalogues.en[key];
    if (text === english && /[a-z]/i.test(words(text))) expect(SAME_IN_BOTH).toContain(text);
  });

  it.each(entries("fr"))("%s follows French typography", (_key, text) => {
    const faults = BAD_TYPOGRAPHY.filter(({ pattern }) => pattern.test(words(text).replace(/\n/g, " "))).map(
      ({ rule }) => rule,
    );
    expect(faults).toEqual([]);
  });

  it.each([...entries("en"), ...entries("fr")])('%s counts with plural keys, never "(s)"', (_key, text) => {
    // Nor "admis(e)": a sentence that does not depend on the reader's gender reads better.
    expect(text).not.toMatch(/\((s|es|x|e)\)/);
  });

  it("lets the server count like i18next: French `_one` covers 0 and 1, English says 0 errors", () => {
    expect(translate("fr", "renderer.tabErrors", { count: 0 })).toBe("0 erreur");
    expect(translate("fr", "renderer.tabErrors", { count: 2 })).toBe("2 erreurs");
    expect(translate("en", "renderer.tabErrors", { count: 0 })).toBe("0 errors");
    expect(translate("en", "renderer.tabErrors", { count: 1 })).toBe("1 error");
  });

  it("gives every plural both forms in both languages (French `_one` also covers 0)", () => {
    for (const locale of ["en", "fr"] as const) {
      const keys = new Set(Object.keys(catalogues[locale]));
      for (const key of keys) {
        const one = key.match(/^(.*)_one$/);
        const other = key.match(/^(.*)_other$/);
        if (one) expect(keys, `${locale} ${key}`).toContain(`${one[1]}_other`);
        if (other) expect(keys, `${locale} ${key}`).toContain(`${other[1]}_one`);
      }
    }
  });
});

// Pôle emploi became France Travail in 2024: the form said both, beside each other.
describe("the employment agency", () => {
  it("is named France Travail everywhere, never Pôle emploi", async () => {
    const { candform } = await import("../schema/candform.ts");
    const { DOCUMENT_TYPE_LABELS } = await import("../rules/documents.ts");
    const texts = [...entries("en"), ...entries("fr")].map(([key, text]) => `${key}: ${text}`);
    texts.push(JSON.stringify(candform), JSON.stringify(DOCUMENT_TYPE_LABELS));
    expect(texts.filter((text) => /p[oô]le[ -]emploi/i.test(text.replace(/pole_emploi/g, "")))).toEqual([]);
  });
});
