import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate } from "@portal/domain/i18n/index";
import type { AnswerValues } from "@portal/domain/rules/types";
import { text } from "@portal/domain/rules/values";
import { paymentEntity } from "@portal/domain/workflow/amounts";
import { requireSession } from "../../auth/authenticate.ts";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { candidateView } from "../../presenters/answer-display.ts";
import { findAnswerByLogin } from "../../queries/answer-queries.ts";
import { refuseClosedCampaign } from "../../policies/answer.ts";
import { findJuryOf } from "../../queries/jury-of-answer.ts";
import { assertMayAct, pathLogin } from "../workflow/workflow-access.ts";
import { renderPayPage } from "./pay-page.ts";
import { toEuros } from "@portal/domain/workflow/payment-status";
import { paymentStart } from "@portal/domain/workflow/payment-start";
import { paymentDeadlinePassed } from "@portal/domain/campaign/deadline-rules";
import { isHeldByDeadlines } from "../../policies/deadlines.ts";
import { candidateDeadlineContext } from "../../queries/application-deadlines.ts";
import { paymentRecordsOf } from "../../queries/payment-records.ts";
import { paymentUrl } from "./payment-url.ts";
import { payPageSchema, paymentUrlSchema } from "./payment.schema.ts";
import { createPaymentRequest, demoPaymentRoutes, payFormFor } from "./demo-payment.ts";
import { paymentNotifyRoutes } from "./payment-notify.routes.ts";
import { paymentsRoutes } from "./payments.routes.ts";
import { waiversRoutes } from "./waivers.routes.ts";

/**
 * The postal address's town (a French commune's name, also when cityFr holds its INSEE code) and
 * country code: address_country as stored, the ISO 3166-1 alpha-2 code of the /ws/pays lookup.
 */
async function place(db: Database, view: AnswerValues): Promise<{ town: string; countryCode: string }> {
  const country = text(view.address_country);
  const cityFr = text(view.cityFr);
  if (country !== "FR") return { town: text(view.address_city) || cityFr, countryCode: country };
  const commune = cityFr
    ? await db.selectFrom("communes").select("name").where("insee", "=", cityFr).executeTakeFirst()
    : undefined;
  return { town: commune?.name ?? cityFr, countryCode: country };
}

/** The payment address for a candidate (protected). */
async function paymentUrlRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  const { formId, paymentUrl: base } = app.config;

  app.get("/ws/payment/:login/:kind", { schema: paymentUrlSchema }, async (request) => {
    const { actor } = request;
    const login = pathLogin(request.params.login);
    assertMayAct(actor, login);
    const { kind } = request.params;
    const row = await findAnswerByLogin(app.db, formId, login);
    if (!row) throw new AppError("NOT_FOUND");
    refuseClosedCampaign(actor, row.data);
    const view = candidateView(row.data, await findJuryOf(app.db, row.data));
    const locale = requestLocale(request);
    const payments = (await paymentRecordsOf(app.db, [row.id])).get(row.id) ?? [];
    // Refused once nothing is left to pay: a second window would take the money twice.
    const start = paymentStart(kind, view, payments);
    if (!start.ok) {
      throw new AppError("WRONG_STATE", {}, translate(locale, start.refusal.key, start.refusal.params));
    }
    // After the tuition date the candidate pays no more online; an officer may still record a payment.
    if (isHeldByDeadlines(actor)) {
      const dates = await candidateDeadlineContext(app.db, app.config, row, locale, app.clock.now());
      const [closed] = paymentDeadlinePassed(kind, dates);
      if (closed) throw new AppError("WRONG_STATE", {}, translate(locale, closed.key, closed.params));
    }
    const user = await app.db
      .selectFrom("users")
      .select("email")
      .where("login", "=", login)
      .executeTakeFirst();
    const party = { email: user?.email ?? login, locale, ...(await place(app.db, view)) };
    const inThree = kind === "tuition" && request.query.paiement3x === "1";
    // What is left to pay, as the server computes it: never an amount the browser sent.
    const amount = toEuros(start.amountCents);
    // Each visit hands out a new reference: the notification names it, so it finds this request.
    const reference = await createPaymentRequest(app.db, row.id, kind, amount, inThree ? 3 : 1);
    const url = new URL(paymentUrl(base, kind, view, party, { amount, inThree }));
    url.searchParams.set("reference", reference);
    return {
      result: "OK" as const,
      url: url.toString(),
      reference,
      kind,
      amount,
      entity: paymentEntity(view.typeformation),
    };
  });
}

/**
 * Online payments (SPEC §7 "Payment"): the address of the card-payment page for the application
 * fee, the down payment or the tuition, and the portal's own demonstration payment page `/pay`
 * (public, a real route so the SPA fallback never shadows it).
 */
export async function paymentRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get("/pay", { schema: payPageSchema }, async (request, reply) => {
    const query = new URL(request.url, "http://portal.local").searchParams;
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(renderPayPage([...query.entries()], await payFormFor(app, query.get("reference"))));
  });
  await app.register(paymentUrlRoutes);
  await app.register(paymentNotifyRoutes);
  await app.register(demoPaymentRoutes);
  await app.register(paymentsRoutes);
  await app.register(waiversRoutes);
}
