import { act, render, screen } from "@testing-library/react";
import { useMemo } from "react";
import { describe, expect, it } from "vitest";
import { createTranslator } from "./translator.ts";
import { I18nProvider, useTranslation } from "./use-translation.tsx";

function Greeting() {
  const { t, i18n } = useTranslation();
  // Computed from t, as the form's FormTextContext and the pages' labels are.
  const title = useMemo(() => t("title"), [t]);
  return (
    <p>
      {i18n.language}: {title} / {t("later")}
    </p>
  );
}

function renderGreeting() {
  const i18n = createTranslator("en", "en");
  i18n.addTexts("en", { title: "Welcome" });
  i18n.addTexts("fr", { title: "Bienvenue" });
  render(
    <I18nProvider i18n={i18n}>
      <Greeting />
    </I18nProvider>,
  );
  return i18n;
}

describe("useTranslation", () => {
  it("renders again in the language chosen", async () => {
    const i18n = renderGreeting();
    expect(screen.getByText("en: Welcome / later")).toBeInTheDocument();
    await act(() => i18n.changeLanguage("fr"));
    expect(screen.getByText("fr: Bienvenue / later")).toBeInTheDocument();
  });

  it("renders again when texts are added: a catalogue part downloaded, label overrides", () => {
    const i18n = renderGreeting();
    act(() => i18n.addTexts("en", { later: "Arrived" }));
    expect(screen.getByText("en: Welcome / Arrived")).toBeInTheDocument();
    act(() => i18n.overrideTexts("en", { title: "Hello" }));
    expect(screen.getByText("en: Hello / Arrived")).toBeInTheDocument();
  });

  it("needs a provider", () => {
    // Preact logs the error it rethrows; the message is what matters here.
    expect(() => render(<Greeting />)).toThrow("useTranslation needs an I18nProvider above it");
  });
});
