import { describe, expect, it } from "vitest";
import { catalogues } from "@portal/domain/i18n/index";
import { errorCatalogue } from "../errors.ts";
import { accountMail } from "../mail/account-mails.ts";

describe("account messages", () => {
  const authErrors = Object.entries(errorCatalogue).filter(([, entry]) => entry.key.startsWith("auth."));

  it.each(authErrors)("%s has an English and a French text", (_code, entry) => {
    expect(catalogues.en[entry.key]).toBeTruthy();
    expect(catalogues.fr[entry.key]).toBeTruthy();
  });

  it("says a short password is short in the reader's language (SPEC §5 gives the French text)", () => {
    expect(catalogues.en["rules.passwords.tooShort"]).toBe("The password must have at least 12 characters.");
    expect(catalogues.fr["rules.passwords.tooShort"]).toBe(
      "Le mot de passe doit contenir au moins 12 caractères.",
    );
  });

  it.each(["activation", "reset", "existing", "noAccount"] as const)(
    "writes the %s mail in English then French, link in both",
    (kind) => {
      const link = "https://apply.example.org/activation?id=candform&user=a@b.org&activationToken=T&reset=1";
      const mail = accountMail(kind, "a@b.org", link);
      expect(mail.subject).toBe(
        `${catalogues.en[`mail.${kind}.subject`]} / ${catalogues.fr[`mail.${kind}.subject`]}`,
      );
      const [en, fr] = mail.text.split("-------- Français --------");
      expect(en).toContain("Hello");
      expect(en).toContain(link);
      expect(fr).toContain("Bonjour");
      expect(fr).toContain(link);
      expect(mail.html).toContain(`<a href="${link.replace(/&/g, "&#38;")}">`);
    },
  );
});
