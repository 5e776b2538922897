import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS, MovableClock } from "../../clock.ts";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  readyForTuition,
  seedAnswer,
  seedJury,
  validApplication,
  validate,
} from "../workflow/workflow-test-kit.ts";

describe("waiver codes", () => {
  const clock = new MovableClock();
  let t: TestApp;
  let boss: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    await seedJury(t.app, { id: "JURY_MSC", published: true });
    boss = await buildAdmin(t.app);
  });
  afterAll(async () => t.close());

  const create = (body: Record<string, unknown>, user = boss) =>
    call(t.app, { method: "POST", url: "/ws/admin/waiver-codes", token: user.token, payload: body });
  const list = async () => (await call(t.app, { url: "/ws/admin/waiver-codes", token: boss.token })).json();
  const use = (user: BuiltUser, code: string, kind = "application_fee", login = user.login, lang = "en") =>
    call(t.app, {
      method: "POST",
      url: `/ws/payment/${login}/${kind}/waiver-code`,
      token: user.token,
      payload: { code },
      headers: { "accept-language": lang },
    });
  const candidate = async (values = validApplication()) => {
    const user = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, user, values);
    return { user, id };
  };
  const withoutProof = () => {
    const values = validApplication();
    delete values.proof_of_payment;
    return values;
  };

  it("lets an administrator create, list and archive codes; unique whatever the case; reviewers are refused", async () => {
    const made = await create({ code: "spring-half", nature: "application_fee", percentOff: 50, maxUses: 5 });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().code).toMatchObject({
      code: "SPRING-HALF",
      percentOff: 50,
      uses: 0,
      maxUses: 5,
      createdBy: boss.login,
    });
    const taken = await create({ code: "Spring-Half", nature: "tuition", amountOff: 10 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("The code SPRING-HALF exists already: choose another.");
    const bad = await create({ code: "a b", nature: "tuition", percentOff: 50, amountOff: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      "A code is 3 to 40 letters, digits, - or _. Give either a percentage or an amount off.",
    );
    expect(
      (await create({ code: "OTHER-PROG", nature: "tuition", percentOff: 5, programme: "NOPE" })).statusCode,
    ).toBe(400);
    const reviewer = await buildReviewer(t.app, ["JURY_MSC"]);
    expect((await create({ code: "REVIEWER", nature: "tuition", percentOff: 5 }, reviewer)).statusCode).toBe(
      403,
    );
    expect((await call(t.app, { url: "/ws/admin/waiver-codes", token: reviewer.token })).statusCode).toBe(
      403,
    );

    const listed = await list();
    expect(listed.codes.map((c: { code: string }) => c.code)).toContain("SPRING-HALF");
    expect(listed.programmes.map((p: { code: string }) => p.code)).toContain("MAE");
    const id = made.json().code.id;
    const archived = await call(t.app, {
      method: "PATCH",
      url: `/ws/admin/waiver-codes/${id}`,
      token: boss.token,
      payload: { archived: true },
    });
    expect(archived.json().code.archived).toBe(true);
    const { user } = await candidate();
    const refused = await use(user, "spring-half");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "WAIVER_CODE_UNKNOWN" });
  });

  it("takes part of the fee off: a waiver row, the rest payable by card, a history line", async () => {
    await create({ code: "HALF-FEE", nature: "application_fee", percentOff: 50 });
    const { user, id } = await candidate();
    const res = await use(user, "  half-fee ");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: "HALF-FEE", waived: 50, outstanding: 50 });
    expect(res.json().payment).toMatchObject({
      method: "waiver",
      amount: 50,
      note: "HALF-FEE",
      recordedBy: null,
    });
    const started = await call(t.app, {
      url: `/ws/payment/${user.login}/application_fee`,
      token: user.token,
    });
    expect(started.json().amount).toBe(50);
    const history = await call(t.app, { url: `/ws/admin/answers/${id}/history`, token: boss.token });
    const line = history.json().items.find((l: { kind: string }) => l.kind === "waiver");
    expect(line.summary).toBe("Waiver code HALF-FEE used: Application fee, €50.00");
    expect(line.actor).toBe(user.login);
  });

  it("settles the fee with a 100 % code: validation needs no proof, the pay page is refused", async () => {
    await create({ code: "FULL-FEE", nature: "application_fee", percentOff: 100 });
    const { user } = await candidate(withoutProof());
    const res = await use(user, "full-fee");
    expect(res.json()).toMatchObject({ waived: 100, outstanding: 0 });
    const started = await call(t.app, {
      url: `/ws/payment/${user.login}/application_fee`,
      token: user.token,
    });
    expect(started.statusCode).toBe(409);
    expect((await validate(t.app, user, "validateapplication")).statusCode).toBe(200);
  });

  it("takes a fixed amount off the tuition, never more than is left", async () => {
    await create({ code: "TUITION-1000", nature: "tuition", amountOff: 1000 });
    const { user } = await candidate(readyForTuition({ montant_ins: 6000 }));
    expect((await use(user, "TUITION-1000", "tuition")).json()).toMatchObject({
      waived: 1000,
      outstanding: 5000,
    });
    await create({ code: "BIG-OFF", nature: "tuition", amountOff: 9000 });
    expect((await use(user, "BIG-OFF", "tuition")).json()).toMatchObject({ waived: 5000, outstanding: 0 });
    await create({ code: "TUITION-MORE", nature: "tuition", percentOff: 10 });
    const nothing = await use(user, "TUITION-MORE", "tuition");
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe("WAIVER_NOTHING_DUE");
  });

  it("refuses a second use on the same application (409), in English and in French", async () => {
    await create({ code: "ONCE", nature: "application_fee", amountOff: 10 });
    const { user, id } = await candidate();
    expect((await use(user, "ONCE")).statusCode).toBe(200);
    const twice = await use(user, "once");
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: "WAIVER_CODE_ALREADY_USED",
      message: "You have already used this waiver code.",
    });
    const fr = await use(user, "ONCE", "application_fee", user.login, "fr");
    expect(fr.json().message).toBe("Vous avez déjà utilisé ce code d'exonération.");
    const rows = await t.app.db.selectFrom("payments").select("id").where("answer_id", "=", id).execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a code for another programme, another payment, and an expired code", async () => {
    const another = (await list()).programmes.find((p: { code: string }) => p.code !== "MAE").code;
    const other = await create({
      code: "OTHER-PROGRAMME",
      nature: "application_fee",
      percentOff: 20,
      programme: another,
    });
    expect(other.statusCode, other.body).toBe(201);
    await create({ code: "TUITION-ONLY", nature: "tuition", percentOff: 20 });
    await create({ code: "MAE-ONLY", nature: "application_fee", percentOff: 20, programme: "MAE" });
    const today = new Date(clock.now().getTime()).toISOString().slice(0, 10);
    const expiring = await create({
      code: "TODAY-ONLY",
      nature: "application_fee",
      percentOff: 20,
      validUntil: today,
    });
    expect(expiring.statusCode, expiring.body).toBe(201);
    const { user } = await candidate();
    const wrong = await use(user, "other-programme");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "WAIVER_CODE_PROGRAMME",
      message: "This waiver code is not valid for your programme.",
    });
    expect((await use(user, "TUITION-ONLY")).json().code).toBe("WAIVER_CODE_NATURE");
    expect((await use(user, "MAE-ONLY")).statusCode).toBe(200);
    clock.advance(2 * DAY_MS);
    const expired = await use(user, "today-only");
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: "WAIVER_CODE_EXPIRED",
      message: "This waiver code has expired.",
    });
    const list2 = await list();
    expect(list2.codes.find((c: { code: string }) => c.code === "TODAY-ONLY")).toMatchObject({
      expired: true,
      uses: 0,
    });
  });

  it("never exceeds the maximum of uses under 10 concurrent requests", async () => {
    await create({ code: "THREE-ONLY", nature: "application_fee", percentOff: 10, maxUses: 3 });
    const candidates = await Promise.all(Array.from({ length: 10 }, () => candidate()));
    const results = await Promise.all(candidates.map(({ user }) => use(user, "three-only")));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe("WAIVER_CODE_USED_UP");
    const code = (await list()).codes.find((c: { code: string }) => c.code === "THREE-ONLY");
    expect(code.uses).toBe(3);
    const uses = await t.app.db
      .selectFrom("waiver_code_uses")
      .select("id")
      .where("code_id", "=", code.id)
      .execute();
    expect(uses).toHaveLength(3);
  });

  it("lets a candidate use a code only on their own payments (403 for another's)", async () => {
    await create({ code: "OWN-ONLY", nature: "application_fee", percentOff: 10 });
    const { user: victim, id } = await candidate();
    const { user: other } = await candidate();
    expect((await use(other, "OWN-ONLY", "application_fee", victim.login)).statusCode).toBe(403);
    const rows = await t.app.db.selectFrom("payments").select("id").where("answer_id", "=", id).execute();
    expect(rows).toHaveLength(0);
  });
});
