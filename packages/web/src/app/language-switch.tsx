import Button from "react-bootstrap/Button";
import ButtonGroup from "react-bootstrap/ButtonGroup";
import { useTranslation } from "react-i18next";
import { locales } from "@portal/domain/i18n/locales";
import { chooseLanguage } from "../lib/account-language.ts";

/**
 * EN/FR buttons of the top bar; the choice is remembered, on the account of a signed-in person too
 * (lib/account-language), and sets `<html lang>` (see lib/i18n).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <ButtonGroup size="sm" role="group" aria-label={t("shell.language")}>
      {locales.map((locale) => {
        const active = i18n.language === locale;
        return (
          <Button
            key={locale}
            variant={active ? "light" : "outline-light"}
            aria-pressed={active}
            lang={locale}
            title={t(`shell.language.${locale}`)}
            onClick={() => void chooseLanguage(i18n, locale)}
          >
            <span aria-hidden="true">{locale.toUpperCase()}</span>
            <span className="visually-hidden">{t(`shell.language.${locale}`)}</span>
          </Button>
        );
      })}
    </ButtonGroup>
  );
}
