import { describe, expect, it, vi } from "vitest";
import { catalogues } from "@portal/domain/i18n/index";
import {
  applyLabels,
  createI18n,
  loadCatalogue,
  sessionTexts,
  storedLocale,
  switchLanguage,
} from "./i18n.ts";
import { clearSession, setSession } from "./session-store.ts";

describe("i18n", () => {
  it("starts in the remembered language, English by default", () => {
    expect(storedLocale()).toBe("en");
    localStorage.setItem("portal.lang", "fr");
    expect(storedLocale()).toBe("fr");
    expect(createI18n().t("nav.home")).toBe("Accueil");
    expect(document.documentElement.lang).toBe("fr");
  });

  it("starts in the cookie's language when the storage was cleared", () => {
    document.cookie = "portal.lang=fr; Path=/";
    expect(storedLocale()).toBe("fr");
    document.cookie = "portal.lang=xx; Path=/";
    expect(storedLocale()).toBe("en");
  });

  it("starts on a first visit in the browser's language, the first of navigator.languages the portal has", () => {
    // A French visitor's first page was English: the browser's languages were ignored.
    const languages = vi.spyOn(navigator, "languages", "get");
    try {
      languages.mockReturnValue(["de-DE", "fr-CH", "en"]);
      expect(storedLocale()).toBe("fr");
      languages.mockReturnValue(["de-DE", "it"]);
      expect(storedLocale()).toBe("en");
      // A choice made in this browser wins over the browser's languages.
      languages.mockReturnValue(["fr-FR"]);
      localStorage.setItem("portal.lang", "en");
      expect(storedLocale()).toBe("en");
    } finally {
      languages.mockRestore();
      localStorage.removeItem("portal.lang");
    }
  });

  it("starts in the language a link carries (?lang=, an invitation's), whatever was chosen before", () => {
    localStorage.setItem("portal.lang", "en");
    window.history.replaceState(null, "", "/activation?user=x&lang=fr");
    try {
      expect(storedLocale()).toBe("fr");
    } finally {
      window.history.replaceState(null, "", "/");
      localStorage.removeItem("portal.lang");
    }
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

  it("gives the components' texts afresh once labels or another language's texts are added", () => {
    const i18n = createI18n("en");
    const t = i18n.getFixedT("en");
    expect(t("nav.contact")).toBe(catalogues.en["nav.contact"]);
    expect(t("nav.contact")).toBe(catalogues.en["nav.contact"]);
    applyLabels(i18n, { "nav.contact": "Write to us" });
    expect(t("nav.contact")).toBe("Write to us");
    const french = i18n.getFixedT("fr");
    expect(french("nav.contact")).toBe("Write to us");
    expect(t("error.http", { url: "/ws/pays", status: 500, statusText: "Oops" })).toBe(
      "Http failure response for /ws/pays: 500 Oops",
    );
  });

  it("interpolates the generic HTTP failure text", () => {
    const i18n = createI18n("en");
    expect(i18n.t("error.http", { url: "/ws/pays", status: 500, statusText: "Internal Server Error" })).toBe(
      "Http failure response for /ws/pays: 500 Internal Server Error",
    );
  });
});

describe("the catalogue chunks", () => {
  it("keep the back office's texts out of what a candidate downloads", async () => {
    const rest = (await import("virtual:catalogue/en/rest")).default;
    const staff = (await import("virtual:catalogue/en/staff")).default;
    expect(rest["renderer.save"]).toBe(catalogues.en["renderer.save"]);
    expect(rest).not.toHaveProperty("workspace.title");
    expect(staff["workspace.title"]).toBe(catalogues.en["workspace.title"]);
  });

  it("reach an instance created while they were downloading (the boot's, as a page's chunk loads)", async () => {
    vi.resetModules();
    const fresh = await import("./i18n.ts");
    const loading = fresh.loadTexts("all");
    const i18n = fresh.createI18n("en");
    await loading;
    expect(i18n.t("workspace.title")).toBe(catalogues.en["workspace.title"]);
    expect(i18n.t("renderer.save")).toBe(catalogues.en["renderer.save"]);
  });

  it("arrive beneath the label overrides merged before them", async () => {
    vi.resetModules();
    const fresh = await import("./i18n.ts");
    const i18n = fresh.createI18n("en");
    fresh.applyLabels(i18n, { "workspace.title": "Our applications" });
    await fresh.loadTexts("all");
    expect(i18n.t("workspace.title")).toBe("Our applications");
    expect(i18n.t("renderer.save")).toBe(catalogues.en["renderer.save"]);
  });

  it("are those of the visitor's pages: a candidate's, or all of them for staff", () => {
    clearSession();
    expect(sessionTexts()).toBe("public");
    setSession({ login: "ada@example.org", token: "t", admin: false, role: "candidate" });
    expect(sessionTexts()).toBe("candidate");
    setSession({ login: "rev@example.org", token: "t", admin: false, role: "reviewer" });
    expect(sessionTexts()).toBe("all");
    setSession({ login: "root@example.org", token: "t", admin: true });
    expect(sessionTexts()).toBe("all");
    clearSession();
  });

  it("hold each language's whole catalogue, as the domain writes it", async () => {
    expect(await loadCatalogue("fr")).toEqual(catalogues.fr);
    expect(await loadCatalogue("en")).toEqual(catalogues.en);
  });

  it("switch the interface to a language, its texts included", async () => {
    const i18n = createI18n("en");
    await switchLanguage(i18n, "fr");
    expect(i18n.language).toBe("fr");
    expect(i18n.t("shell.login.title")).toBe(catalogues.fr["shell.login.title"]);
    expect(document.documentElement.lang).toBe("fr");
  });

  it("keep the language shown in a cookie, for the server to send the next page in it", async () => {
    const i18n = createI18n("en");
    expect(document.cookie).toContain("portal.lang=en");
    await switchLanguage(i18n, "fr");
    expect(document.cookie).toContain("portal.lang=fr");
    expect(document.cookie).not.toContain("portal.lang=en");
  });
});
