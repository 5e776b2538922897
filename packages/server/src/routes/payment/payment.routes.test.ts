import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  completeRegistration,
  readyForTuition,
  seedAnswer,
  seedJury,
  validApplication,
} from "../workflow/workflow-test-kit.ts";

/** GET /ws/payment/{login}/{kind} as this user. */
function paymentOf(
  t: TestApp,
  user: BuiltUser,
  kind: string,
  options: { login?: string; query?: string; locale?: string } = {},
) {
  return call(t.app, {
    url: `/ws/payment/${encodeURIComponent(options.login ?? user.login)}/${kind}${options.query ?? ""}`,
    token: user.token,
    headers: options.locale ? { "accept-language": options.locale } : {},
  });
}

describe("GET /ws/payment/:login/:kind", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedJury(t.app, { id: "JURY_PAY", published: true });
    await seedJury(t.app, { id: "JURY_PAY_HIDDEN", published: false, type: "AM", code: "MS HIDDEN" });
    await t.app.db
      .insertInto("communes")
      .values({ insee: "99999", zip: "99990", name: "Ville-d'Essai", dept: "99" })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
  afterAll(async () => t.close());

  it("gives the down payment page's address with every parameter from the answer, encoded", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(
      t.app,
      ada,
      completeRegistration({ address_country: "BE", address_city: "Saint-Éloi & Co" }),
    );
    const res = await paymentOf(t, ada, "down_payment");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: "OK", kind: "down_payment", amount: 1200, entity: "DFM" });
    expect(res.json().url).toBe(
      `http://localhost:8080/pay?entite=DFM&montant=1200&courriel=${encodeURIComponent(ada.login)}` +
        "&cursus=MSC+MAE&prenom=Zo%C3%A9&nom=Le+Gall-D%27Arcy&locale=en&nature=ACOMPTE&cp=31400" +
        "&adresse=1+rue+de+l%27%C3%89glise+%26+fils&ville=Saint-%C3%89loi+%26+Co&code_pays=BE" +
        `&reference=${res.json().reference}`,
    );
  });

  it("names a French commune from its INSEE code and follows the caller's language", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(
      t.app,
      ada,
      completeRegistration({ address_country: "FR", zip: "99990", cityFr: "99999" }),
    );
    const res = await paymentOf(t, ada, "down_payment", { locale: "fr" });
    const params = new URL(res.json().url).searchParams;
    expect(params.get("ville")).toBe("Ville-d'Essai");
    expect(params.get("locale")).toBe("fr");
  });

  it("gives the application fee (100, DFI for AM) before validation", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, validApplication({ typeformation: "AM", fstchoice: "MS SAS" }));
    const res = await paymentOf(t, ada, "application_fee");
    expect(res.statusCode).toBe(200);
    const params = new URL(res.json().url).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      entite: "DFI",
      montant: "100",
      cursus: "AM MS SAS",
      nature: "FRAIS_CANDIDATURE",
      prenom: "Zoé",
    });
    expect(params.has("paiement3x")).toBe(false);
  });

  it("gives the tuition in full or in three instalments (paiement3x)", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, readyForTuition({ montant_ins: 9500 }));
    const three = await paymentOf(t, ada, "tuition", { query: "?paiement3x=1" });
    expect(three.statusCode).toBe(200);
    expect(three.json().url).toMatch(
      /&montant=9500&.*&nature=FRAIS_SCOLARITE&.*&paiement3x=1&reference=[\w-]+$/,
    );
    const full = await paymentOf(t, ada, "tuition");
    expect(full.json().url).toMatch(/&paiement3x=0&reference=[\w-]+$/);
    expect((await paymentOf(t, ada, "tuition", { query: "?paiement3x=2" })).statusCode).toBe(400);
  });

  it("refuses (409) a payment that does not apply, without revealing an unpublished decision", async () => {
    const hidden = await buildCandidate(t.app);
    await seedAnswer(t.app, hidden, completeRegistration({ typeformation: "AM", fstchoice: "MS HIDDEN" }));
    const refused = await buildCandidate(t.app);
    await seedAnswer(t.app, refused, completeRegistration({ admis: "N" }));
    for (const user of [hidden, refused]) {
      const res = await paymentOf(t, user, "down_payment");
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        result: "error",
        code: "WRONG_STATE",
        message: "Registration is open to admitted candidates only",
      });
    }
    const free = await buildCandidate(t.app);
    await seedAnswer(t.app, free, readyForTuition({ montant_ins: 0 }));
    const none = await paymentOf(t, free, "tuition", { locale: "fr" });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe("Aucun frais de scolarité n'est dû");
    const ing = await buildCandidate(t.app);
    await seedAnswer(t.app, ing, validApplication({ typeformation: "ING" }));
    expect((await paymentOf(t, ing, "application_fee")).json().message).toBe(
      "No application fee is due for the engineering cycle",
    );
  });

  it("refuses another candidate's login (403) and an unknown kind (400); administrators may ask", async () => {
    const ada = await buildCandidate(t.app);
    const eve = await buildCandidate(t.app);
    const boss = await buildAdmin(t.app);
    await seedAnswer(t.app, ada, validApplication());
    const denied = await paymentOf(t, eve, "application_fee", { login: ada.login.toUpperCase() });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ result: "Not allowed" });
    expect((await paymentOf(t, ada, "lottery")).statusCode).toBe(400);
    const admin = await paymentOf(t, boss, "application_fee", { login: ada.login });
    expect(admin.statusCode).toBe(200);
    expect(new URL(admin.json().url).searchParams.get("courriel")).toBe(ada.login);
    expect((await call(t.app, { url: `/ws/payment/${ada.login}/application_fee` })).statusCode).toBe(401);
  });
});

describe("GET /pay (local demonstration payment page)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedJury(t.app, { published: true });
  });
  afterAll(async () => t.close());

  it("is a real route, public, so the SPA fallback never shadows it", () => {
    expect(t.app.hasRoute({ method: "GET", url: "/pay" })).toBe(true);
  });

  it("shows every parameter it received, decoded and escaped, in both languages, without script", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, readyForTuition());
    const { url } = (await paymentOf(t, ada, "tuition", { query: "?paiement3x=1" })).json();
    const target = new URL(url);
    const res = await call(t.app, { url: `${target.pathname}${target.search}&extra=%3Cb%3Ex%3C%2Fb%3E` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    const html = res.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("Card payment (demonstration) / Paiement par carte (démonstration)");
    for (const [name, value] of target.searchParams) {
      expect(html).toContain(`<code>${name}</code>`);
      expect(html).toContain(
        `<td>${value.replace(/&/g, "&#38;").replace(/'/g, "&#39;").replace(/</g, "&#60;")}</td>`,
      );
    }
    expect(html).toContain("<td>Zoé</td>");
    expect(html).toContain("<td>1 rue de l&#39;Église &#38; fils</td>");
    expect(html).toContain("<td>Amount (euros) / Montant (euros)</td><td>9500</td>");
    expect(html).toContain("<code>paiement3x</code>");
    expect(html).toContain("<td>&#60;b&#62;x&#60;/b&#62;</td>");
  });

  // Why: on a 390 px phone a long e-mail or reference widened the table and the page scrolled sideways.
  it("fits a phone: its cells break long values and the page keeps the screen's width", async () => {
    const res = await call(t.app, { url: "/pay?courriel=a.very.long.address.indeed%40example.org" });
    expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(res.body).toMatch(/th,td\{overflow-wrap:anywhere;/);
    expect(res.body).toMatch(/table\{border-collapse:collapse;width:100%\}/);
    expect(res.body).not.toMatch(/margin:2rem/);
  });

  it("says when nothing was received", async () => {
    const res = await call(t.app, { url: "/pay" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("No parameter was received. / Aucun paramètre n&#39;a été reçu.");
  });
});
