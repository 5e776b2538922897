import { expect, test, uniqueEmail, waitForMailLink, watchHydration } from "./fixtures.ts";
import { screen } from "./screens.ts";

// Issue 36: the public pages come prerendered in the visitor's language and the app hydrates them.
test.describe("prerendered public pages", () => {
  const PAGES = [
    { path: "/", en: "Online application", fr: "Candidature en ligne", page: "home" },
    { path: "/login?id=candform", en: "Login", fr: "Connexion", page: "login" },
  ];

  for (const { path, en, fr, page: name } of PAGES)
    for (const [lang, heading] of [
      ["en", en],
      ["fr", fr],
    ] as const)
      test(`${name} in ${lang}: its HTML holds the page, which the app hydrates without a warning`, async ({
        page,
        request,
      }) => {
        const html = await (await request.get(path, { headers: { cookie: `portal.lang=${lang}` } })).text();
        expect(html).toContain(`data-prerendered="${name}"`);
        expect(html).toContain(`<html lang="${lang}">`);
        expect(html).toContain(`>${heading}</h1>`);
        const problems: string[] = [];
        watchHydration(page, problems);
        const errors: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        // Hydrated: the app answers the visitor (the language switch works, the form takes input).
        await page.getByRole("button", { name: lang === "en" ? "Français" : "English" }).click();
        await expect(page.getByRole("heading", { level: 1, name: lang === "en" ? fr : en })).toBeVisible();
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
      });

  test("the activation page from the e-mail's link hydrates, shows the address and activates", async ({
    page,
  }) => {
    const problems: string[] = [];
    watchHydration(page, problems);
    const email = uniqueEmail("prerendered");
    await page.goto("/");
    await page.getByRole("form", { name: "Create an account" }).getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Create my account" }).click();
    const link = await waitForMailLink(email);
    const html = await (await page.request.get(link)).text();
    expect(html).toContain('data-prerendered="activation"');
    await page.goto(link);
    await expect(page.getByText(email)).toBeVisible();
    await screen(page, "activation-prerendered");
    expect(problems).toEqual([]);
  });
});
