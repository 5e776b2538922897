import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { refreshApplicationFacts } from "../../queries/application-facts.ts";
import {
  completeRegistration,
  seedAnswer,
  seedJury,
  validApplication,
} from "../workflow/workflow-test-kit.ts";

describe("GET /ws/admin/applications?payment=…", () => {
  let t: TestApp;
  let boss: BuiltUser;
  const logins: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await seedJury(t.app, { published: true });
    boss = await buildAdmin(t.app);
    const pay = (id: number, nature: string, amount: number) =>
      call(t.app, {
        method: "POST",
        url: `/ws/admin/answers/${id}/payments`,
        token: boss.token,
        payload: { nature, amount, method: "transfer", note: "test" },
      });
    // unpaid: admitted, nothing paid; partly: the fee paid, the down payment not; paid: both;
    // none: ING before a decision, nothing due.
    for (const [name, values] of [
      ["unpaid", completeRegistration()],
      ["partly", completeRegistration()],
      ["paid", completeRegistration()],
      ["none", validApplication({ typeformation: "ING" })],
    ] as const) {
      const user = await buildCandidate(t.app);
      const id = await seedAnswer(t.app, user, values);
      await refreshApplicationFacts(t.app.db, [id]);
      logins[name] = user.login;
      if (name !== "unpaid" && name !== "none")
        expect((await pay(id, "application_fee", 100)).statusCode).toBe(201);
      if (name === "paid") expect((await pay(id, "down_payment", 1200)).statusCode).toBe(201);
    }
  });
  afterAll(async () => t.close());

  const found = async (payment: string) => {
    const res = await call(t.app, { url: "/ws/admin/applications", query: { payment }, token: boss.token });
    expect(res.statusCode).toBe(200);
    return (res.json().items as { login: string }[]).map((i) => i.login).sort();
  };

  it("finds the applications by payment status, several values meaning any", async () => {
    expect(await found("paid")).toEqual([logins.paid]);
    expect(await found("partly")).toEqual([logins.partly]);
    expect(await found("unpaid")).toEqual([logins.unpaid]);
    expect(await found("paid,unpaid")).toEqual([logins.paid, logins.unpaid].sort());
  });

  it("refuses an unknown value with the values it accepts (400)", async () => {
    const res = await call(t.app, {
      url: "/ws/admin/applications",
      query: { payment: "free" },
      token: boss.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("expected one of paid, unpaid, partly");
  });
});
