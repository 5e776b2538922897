import { describe, expect, it, vi } from "vitest";
import { createTranslator } from "./translator.ts";

const english = {
  greeting: "Hello {{name}}",
  files_one: "{{count}} file",
  files_other: "{{count}} files",
  minutes: "{{count}} minutes",
  only: "Only in English",
};
const french = {
  greeting: "Bonjour {{name}}",
  files_one: "{{count}} fichier",
  files_other: "{{count}} fichiers",
};

function translator(language = "en") {
  const i18n = createTranslator(language, "en");
  i18n.addTexts("en", english);
  i18n.addTexts("fr", french);
  return i18n;
}

describe("createTranslator", () => {
  it("picks the plural form by the language's rules: English says 0 files, French 0 fichier", () => {
    const { t } = translator();
    expect(t("files", { count: 0 })).toBe("0 files");
    expect(t("files", { count: 1 })).toBe("1 file");
    expect(t("files", { count: 2 })).toBe("2 files");
    expect(t("files", { count: 0, lng: "fr" })).toBe("0 fichier");
    expect(t("files", { count: 1, lng: "fr" })).toBe("1 fichier");
    expect(t("files", { count: 2, lng: "fr" })).toBe("2 fichiers");
  });

  it("reads the key itself for a count when it has no plural forms", () => {
    expect(translator().t("minutes", { count: 1 })).toBe("1 minutes");
  });

  it("interpolates values as they are, without escaping, and leaves a missing one's placeholder", () => {
    const { t } = translator();
    expect(t("greeting", { name: "<b>Ada</b> & co" })).toBe("Hello <b>Ada</b> & co");
    expect(t("greeting", { other: "x" })).toBe("Hello {{name}}");
    expect(t("greeting")).toBe("Hello {{name}}");
  });

  it("falls back to English, then to the key", () => {
    const { t } = translator("fr");
    expect(t("greeting", { name: "Ada" })).toBe("Bonjour Ada");
    expect(t("only")).toBe("Only in English");
    expect(t("nowhere")).toBe("nowhere");
  });

  it("reads the first of several keys that has a text, else the last key", () => {
    const { t } = translator("fr");
    expect(t(["nowhere", "only", "greeting"])).toBe("Only in English");
    expect(t(["nowhere", "greeting"], { name: "Ada" })).toBe("Bonjour Ada");
    expect(t(["nowhere", "elsewhere"])).toBe("elsewhere");
  });

  it("gives defaultValue, interpolated, for a key no language has", () => {
    const { t } = translator();
    expect(t("nowhere", { defaultValue: "Dear {{name}}", name: "Ada" })).toBe("Dear Ada");
    expect(t("only", { defaultValue: "unused" })).toBe("Only in English");
  });

  it("keeps label overrides on top of a catalogue part added after them", () => {
    const i18n = translator();
    i18n.overrideTexts("en", { only: "Overridden", later: "Overridden too" });
    i18n.addTexts("en", { only: "From the part", later: "From the part", fresh: "New text" });
    expect(i18n.t("only")).toBe("Overridden");
    expect(i18n.t("later")).toBe("Overridden too");
    expect(i18n.t("fresh")).toBe("New text");
  });

  it("reads no key from Object's prototype", () => {
    expect(translator().t("constructor")).toBe("constructor");
  });

  it("translates in the language shown at the call, or in the one fixed", () => {
    const i18n = translator();
    const fixed = i18n.getFixedT("fr");
    expect(i18n.t("greeting", { name: "Ada" })).toBe("Hello Ada");
    void i18n.changeLanguage("fr");
    expect(i18n.language).toBe("fr");
    expect(i18n.t("greeting", { name: "Ada" })).toBe("Bonjour Ada");
    expect(i18n.t("greeting", { name: "Ada", lng: "en" })).toBe("Hello Ada");
    expect(fixed("greeting", { name: "Ada" })).toBe("Bonjour Ada");
  });

  it("tells its listeners of a language change and of texts added", () => {
    const i18n = translator();
    const languages = vi.fn();
    const changes = vi.fn();
    i18n.onLanguageChanged(languages);
    const unsubscribe = i18n.subscribe(changes);
    void i18n.changeLanguage("fr");
    expect(languages).toHaveBeenCalledWith("fr");
    expect(changes).toHaveBeenCalledTimes(1);
    i18n.addTexts("fr", { more: "Plus" });
    i18n.overrideTexts("fr", { more: "Encore" });
    expect(changes).toHaveBeenCalledTimes(3);
    unsubscribe();
    i18n.addTexts("fr", { more: "Plus" });
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it("gives the same current t until something changes, then a new one reading the change", () => {
    const i18n = translator();
    const before = i18n.currentT();
    expect(i18n.currentT()).toBe(before);
    i18n.overrideTexts("en", { only: "Overridden" });
    const after = i18n.currentT();
    expect(after).not.toBe(before);
    expect(after("only")).toBe("Overridden");
    void i18n.changeLanguage("fr");
    expect(i18n.currentT()).not.toBe(after);
    expect(i18n.currentT()("greeting", { name: "Ada" })).toBe("Bonjour Ada");
  });
});
