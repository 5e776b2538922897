import { act, render, screen } from "@testing-library/react";
import { useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { catalogues } from "@portal/domain/i18n/index";
import { applyLabels, createI18n, switchLanguage } from "./i18n.ts";

function Greeting() {
  const { t, i18n } = useTranslation();
  // Computed from t, as the form's FormTextContext and the pages' labels are.
  const title = useMemo(() => t("nav.home"), [t]);
  return (
    <p>
      {i18n.language}: {title} / {t("journey.daysAgo", { count: 2 })}
    </p>
  );
}

function renderGreeting() {
  const i18n = createI18n("en");
  render(
    <I18nextProvider i18n={i18n}>
      <Greeting />
    </I18nextProvider>,
  );
  return i18n;
}

const twoDaysAgo = (locale: "en" | "fr") =>
  catalogues[locale]["journey.daysAgo_other"].replace("{{count}}", "2");

describe("the page's translations on i18next", () => {
  it("renders again in the language chosen, with its plural forms", async () => {
    const i18n = renderGreeting();
    expect(screen.getByText(`en: ${catalogues.en["nav.home"]} / ${twoDaysAgo("en")}`)).toBeInTheDocument();
    await act(() => switchLanguage(i18n, "fr"));
    expect(screen.getByText(`fr: ${catalogues.fr["nav.home"]} / ${twoDaysAgo("fr")}`)).toBeInTheDocument();
  });

  it("renders again, with a new t for what is computed from it, when label overrides arrive", () => {
    const i18n = renderGreeting();
    act(() => applyLabels(i18n, { "nav.home": "Start" }));
    expect(screen.getByText(/^en: Start \//)).toBeInTheDocument();
  });
});
