import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/harness.ts";
import { latestOutboxLink } from "../mail/outbox-files.ts";
import { redactUrl } from "./log-redaction.ts";

// Regression: with the file outbox, activation and reset links (live tokens) were logged at info
// level, and candidates' addresses appeared in every logged URL.
describe("what the log holds", () => {
  const lines: string[] = [];
  let t: TestApp;
  const email = "Jane.Candidate@Example.org";
  const login = email.toLowerCase();
  const password = "Quartz lantern 47 okapi ribbon";
  const secrets: string[] = [password, login, email, encodeURIComponent(login)];
  const log = () => lines.join("");

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => t.close());

  it("holds no token, password or candidate address through register, activate, login, read and askreset", async () => {
    const post = (url: string, payload: object, token?: string) =>
      call(t.app, { method: "POST", url, payload, token });
    expect((await post("/ws/form/candform/user/register", { user: email })).json()).toEqual({ result: "ok" });
    // The worker's own round may hold the message while drain() runs: wait for the file itself.
    const nextLink = async (previous?: string) => {
      await t.app.mailWorker.drain();
      let link: string | undefined;
      await expect
        .poll(() => (link = latestOutboxLink(t.config.dataDir, login)) !== previous && !!link)
        .toBe(true);
      return new URL(link!);
    };
    const activation = await nextLink();
    const activationToken = activation.searchParams.get("activationToken")!;
    secrets.push(activationToken);
    // The browser opening the link asks the server for /activation?…&activationToken=…
    await t.app.inject({ url: `${activation.pathname}${activation.search}` });
    const activate = { user: email, password, token: activationToken };
    expect((await post("/ws/form/candform/user/activate", activate)).json()).toEqual({ result: "ok" });

    const session = await post("/ws/form/candform/login", { login: email, password });
    const token = session.json().token as string;
    secrets.push(token);
    const own = await call(t.app, { url: `/ws/form/candform/answer/${encodeURIComponent(login)}`, token });
    expect(own.statusCode).toBe(200);
    expect((await post("/ws/form/candform/user/askreset", { user: email })).statusCode).toBe(200);
    const reset = (await nextLink(activation.href)).searchParams.get("activationToken")!;
    expect(reset).not.toBe(activationToken);
    secrets.push(reset);

    const text = log();
    for (const secret of secrets) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(text).not.toMatch(/[\w.-]+@[\w-]+\.[\w.]+/);
    // Still useful: each request's method, route shape and status, and where the mails went; one
    // line per request.
    type Entry = {
      msg: string;
      reqId?: string;
      remoteAddress?: string;
      responseTime?: number;
      res?: { method: string; url: string; statusCode: number };
    };
    const entries = lines.map((line) => JSON.parse(line) as Entry);
    const lineOfOwnRead = entries.filter((e) => e.res?.url === "/ws/form/candform/answer/[email]");
    expect(lineOfOwnRead).toHaveLength(1);
    expect(entries.filter((e) => e.reqId === lineOfOwnRead[0]!.reqId)).toHaveLength(1);
    expect(lineOfOwnRead[0]).toMatchObject({ msg: "request completed", remoteAddress: "127.0.0.1" });
    expect(lineOfOwnRead[0]!.responseTime).toBeGreaterThan(0);
    const completed = entries.filter((e) => e.msg === "request completed").map((e) => e.res);
    expect(completed).toContainEqual({
      method: "GET",
      url: "/ws/form/candform/answer/[email]",
      statusCode: 200,
    });
    expect(completed).toContainEqual({
      method: "POST",
      url: "/ws/form/candform/user/activate",
      statusCode: 200,
    });
    expect(completed.map((res) => res?.url)).toContain(
      "/activation?id=[redacted]&user=[redacted]&activationToken=[redacted]&reset=[redacted]&lang=[redacted]",
    );
    expect(
      entries.filter((e) => /^e-mail .* to \[redacted\] written to outbox\/\d+\.eml$/.test(e.msg)),
    ).toHaveLength(2);
  });

  it("censors secret headers and fields, and masks addresses in messages and errors", async () => {
    lines.length = 0;
    t.app.log.info(
      { headers: { authorization: "Bearer abc", cookie: "XSRF-TOKEN=x" }, body: { password } },
      "probe",
    );
    t.app.log.error({ err: new Error(`duplicate key (login)=(${login})`) }, `failed for ${login}`);
    const text = log();
    expect(text).not.toContain("Bearer abc");
    expect(text).not.toContain("XSRF-TOKEN=x");
    expect(text).not.toContain(password);
    expect(text).not.toContain(login);
    expect(text).toContain("failed for [email]");
  });
});

describe("redactUrl", () => {
  it("keeps the route's shape and hides addresses, logins, tokens and query values", () => {
    expect(redactUrl("/ws/report/application_file/jane%40example.org")).toBe(
      "/ws/report/application_file/[email]",
    );
    expect(redactUrl("/ws/report/application_file/jdupont", "/ws/report/application_file/:login")).toBe(
      "/ws/report/application_file/[login]",
    );
    expect(redactUrl("/ws/payment/jdupont/fees", "/ws/payment/:login/:kind")).toBe(
      "/ws/payment/[login]/fees",
    );
    expect(redactUrl("/ws/x/abcdefghijklmnopqrstuvwxyz0123")).toBe("/ws/x/[token]");
    expect(redactUrl("/ws/form/candform/answers?q=dupont&cursor=WyIyMDIw")).toBe(
      "/ws/form/candform/answers?q=[redacted]&cursor=[redacted]",
    );
    expect(redactUrl("/ws/commune/75001", "/ws/commune/:zip")).toBe("/ws/commune/75001");
    // The route's own words stay, however long; a parameter shaped like a token does not.
    expect(
      redactUrl("/ws/a-very-long-literal-route-segment/x", "/ws/a-very-long-literal-route-segment/:id"),
    ).toBe("/ws/a-very-long-literal-route-segment/x");
    expect(redactUrl("/ws/docs/abcdefghijklmnopqrstuvwxyz0123", "/ws/docs/*")).toBe("/ws/docs/[token]");
  });
});
