import { describe, expect, it } from "vitest";
import { applyLabels, createI18n, storedLocale } from "./i18n.ts";

describe("i18n", () => {
  it("starts in the remembered language, English by default", () => {
    expect(storedLocale()).toBe("en");
    localStorage.setItem("portal.lang", "fr");
    expect(storedLocale()).toBe("fr");
    expect(createI18n().t("nav.home")).toBe("Accueil");
    expect(document.documentElement.lang).toBe("fr");
  });

  it("merges a flat labels map over every language", () => {
    const i18n = createI18n("en");
    applyLabels(i18n, { "nav.contact": "Write to us", result: "OK", count: 3 });
    expect(i18n.t("nav.contact")).toBe("Write to us");
    expect(i18n.t("result")).toBe("result");
    void i18n.changeLanguage("fr");
    expect(i18n.t("nav.contact")).toBe("Write to us");
  });

  it("merges per-language labels maps", () => {
    const i18n = createI18n("fr");
    applyLabels(i18n, { en: { "nav.home": "Start" }, fr: { "nav.home": "Début" } });
    expect(i18n.t("nav.home")).toBe("Début");
    expect(i18n.t("nav.home", { lng: "en" })).toBe("Start");
  });

  it("interpolates the generic HTTP failure text", () => {
    const i18n = createI18n("en");
    expect(i18n.t("error.http", { url: "/ws/pays", status: 500, statusText: "Internal Server Error" })).toBe(
      "Http failure response for /ws/pays: 500 Internal Server Error",
    );
  });
});
