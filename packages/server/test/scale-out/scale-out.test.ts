import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { LOGIN_THROTTLE } from "../../src/auth/login-throttle.ts";
import { validApplication } from "../../src/routes/workflow/workflow-test-kit.ts";
import { multipart, pdfBytes, sha256 } from "../files-kit.ts";
import type { ReceivedMail } from "../smtp-server.ts";
import { CLUSTER_ADMIN, NGINX_BIN, startCluster, type Cluster } from "./cluster.ts";
import { PortalClient } from "./portal-client.ts";

// Scale-out (ARCHITECTURE §6, issue #13): two real server processes behind Debian's nginx (the
// TLS site of docs/deploy/nginx.conf, round robin) on one PostgreSQL database, one S3 store
// (s3rver) and one SMTP server. A candidate and an administrator go through their journeys over
// HTTPS with real sessions and anti-forgery tokens; where a check needs a given process, the same
// browser talks to that process directly. Everything must behave as with one process.

const onPostgres = Boolean(process.env.DATABASE_URL);
const PASSWORD = "Cobalt-Lantern-Orchard-73";
const CANDIDATE = "scale.candidate@example.org";
/** Each browser calls from its own loopback address, so nginx forwards distinct client addresses. */
const ADDRESS = {
  candidate: "127.0.0.10",
  admin: "127.0.0.11",
  guesser: "127.0.0.20",
  neighbour: "127.0.0.21",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The text of a received mail with its quoted-printable soft breaks and escapes undone. */
const mailText = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits until `check` returns something truthy (polling), or fails with `what`. */
async function eventually<T>(what: string, check: () => Promise<T> | T, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

if (!onPostgres) {
  describe("scale-out: two processes behind nginx", () => {
    it.skip("needs a PostgreSQL server (DATABASE_URL) and nginx: it runs in .ci/run's PostgreSQL pass", () => {});
  });
} else {
  describe("scale-out: two processes behind nginx on one PostgreSQL, one S3 store", () => {
    let cluster: Cluster;
    let db: pg.Client;
    let candidate: PortalClient;
    let admin: PortalClient;
    let answerId: number;
    const process1 = () => cluster.processes[0]!.url;
    const process2 = () => cluster.processes[1]!.url;
    const browser = (localAddress: string) => new PortalClient(cluster.url, { ca: cluster.ca, localAddress });
    const mailsTo = (address: string) => cluster.smtp!.messages().filter((m) => m.to.includes(address));
    /** Which processes served the nginx requests whose line matches. */
    const servedBy = (pattern: RegExp) =>
      new Set(
        cluster
          .accessLog()
          .filter((line) => pattern.test(line.request))
          .map((line) => line.upstream),
      );

    beforeAll(async () => {
      if (!fs.existsSync(NGINX_BIN))
        throw new Error(
          `${NGINX_BIN} is missing: run packages/server/ensure-nginx.sh (apt-get install nginx-light)`,
        );
      cluster = await startCluster({ processes: 2, nginx: true, smtp: true });
      db = new pg.Client({ connectionString: cluster.databaseUrl });
      await db.connect();
      candidate = browser(ADDRESS.candidate);
      admin = browser(ADDRESS.admin);
    }, 90_000);
    afterAll(async () => {
      await db?.end();
      await cluster?.stop();
    });

    it("serves HTTPS through nginx, round robin over both processes, and redirects plain HTTP", async () => {
      for (let i = 0; i < 4; i++) expect((await candidate.get("/ws/config")).status).toBe(200);
      expect(servedBy(/^GET \/ws\/config /)).toEqual(
        new Set(cluster.processes.map((p) => p.url.replace("http://", ""))),
      );
      const plain = await new PortalClient(cluster.httpUrl!).get("/ws/config");
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toMatch(/^https:\/\//);
    });

    it("registers a candidate, mails the activation link once, and the session opened through nginx works on both processes", async () => {
      expect((await candidate.post("/ws/form/candform/user/register", { user: CANDIDATE })).status).toBe(200);
      const mail = await eventually("the activation mail", () => mailsTo(CANDIDATE)[0]);
      const link = new URL(/https:\/\/\S+activation\?\S+/.exec(mailText(mail))![0]);
      expect(link.origin).toBe(cluster.url);
      const activated = await candidate.post("/ws/form/candform/user/activate", {
        user: CANDIDATE,
        password: PASSWORD,
        token: link.searchParams.get("activationToken"),
      });
      expect(activated.status).toBe(200);
      expect((await candidate.login(CANDIDATE, PASSWORD)).status).toBe(200);
      for (const url of [process1(), process2()]) {
        const session = await candidate.at(url).get("/ws/form/candform/session");
        expect(session.status).toBe(200);
        expect(session.json()).toMatchObject({ login: CANDIDATE, role: "candidate" });
      }
      // Logging out on one process ends the session on the other, which had it in memory (issue
      // #13, auth/session-cache.ts), as soon as the database's notification reaches it.
      const other = new PortalClient(process2(), candidate.options);
      expect((await other.login(CANDIDATE, PASSWORD)).status).toBe(200);
      expect((await other.get("/ws/form/candform/session")).status).toBe(200);
      expect((await other.at(process1()).post("/ws/logout")).status).toBe(200);
      await eventually(
        "the logout seen by the other process",
        async () => (await other.get("/ws/form/candform/session")).status === 401,
        2_000,
      );
      expect((await candidate.get("/ws/form/candform/session")).status).toBe(200);
    });

    it("counts failed logins across processes per client address (X-Forwarded-For), not nginx's address", async () => {
      const guesser = browser(ADDRESS.guesser);
      const before = cluster.accessLog().length;
      for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) {
        expect((await guesser.login(CANDIDATE, `wrong guess ${i}`)).status).toBe(400);
      }
      const guesses = cluster.accessLog().slice(before);
      expect(new Set(guesses.map((line) => line.upstream)).size).toBe(2);
      const throttled = await guesser.login(CANDIDATE, "one more guess");
      expect(throttled.status).toBe(429);
      expect(throttled.json()).toMatchObject({ code: "LOGIN_THROTTLED" });
      // A forged X-Forwarded-For is skipped: nginx's own entry (the real address) is the client.
      const forged = await guesser.login(CANDIDATE, "forged", { "x-forwarded-for": "203.0.113.9" });
      expect(forged.status).toBe(429);
      // Another address behind the same nginx is not slowed down, nor is the owner.
      expect((await browser(ADDRESS.neighbour).login(CANDIDATE, "a neighbour's typo")).status).toBe(400);
      expect((await browser(ADDRESS.candidate).login(CANDIDATE, PASSWORD)).status).toBe(200);
    });

    it("counts the per-account limit of password-reset requests across processes", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await candidate.post("/ws/form/candform/user/askreset", { user: CANDIDATE })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(servedBy(/askreset/).size).toBe(2);
    });

    it("saves tabs, stores an upload through one process (S3) and serves it through the other", async () => {
      const opened = await candidate.get(`/ws/form/candform/answer/${CANDIDATE}`);
      expect(opened.status).toBe(200);
      const answer = opened.json<{ id: number; version: number }>();
      answerId = answer.id;
      const saved = await candidate.post(`/ws/form/candform/answer/${answerId}`, {
        tab: "choice",
        version: answer.version,
        values: { typeformation: "MSC", mscchoice: "MAE" },
      });
      expect(saved.status).toBe(200);

      const bytes = pdfBytes(300 * 1024);
      const body = multipart([
        { name: "proof_of_payment", filename: "transfer.pdf", content: bytes, type: "application/pdf" },
      ]);
      const upload = await candidate
        .at(process1())
        .post(`/ws/form/candform/answer/${answerId}/file`, body.payload, body.headers);
      expect(upload.status).toBe(200);
      const name = upload.json<{ generated_name: string }>().generated_name;
      for (const client of [candidate.at(process2()), candidate]) {
        const download = await client.get(`/ws/form/candform/answer/${answerId}/file/${name}`);
        expect(download.status).toBe(200);
        expect(sha256(download.body)).toBe(sha256(bytes));
      }
    });

    it("validates the application through nginx and mails its confirmation", async () => {
      // The tabs' own rules are tested elsewhere: the rest of a valid application is stored directly.
      const { proof_of_payment: _kept, ...rest } = validApplication();
      await db.query("UPDATE answers SET data = data || $1::jsonb WHERE id = $2", [
        JSON.stringify(rest),
        answerId,
      ]);
      const validated = await candidate.put(`/ws/validateapplication/${CANDIDATE}`);
      expect(validated.status).toBe(200);
      expect(validated.json()).toMatchObject({ result: "OK", data: { candidat_validation: "O" } });
      await eventually("the validation mail", () =>
        mailsTo(CANDIDATE).find((m) => mailText(m).includes("Validation of application done")),
      );
    });

    it("shows an administrator's lookup import through one process on the other", async () => {
      expect((await admin.login(CLUSTER_ADMIN.login, CLUSTER_ADMIN.password)).status).toBe(200);
      const juries = async (url: string) =>
        (await admin.at(url).get("/ws/jurys")).json<{ value: string }[]>().map((j) => j.value);
      // Both processes have read the table before the import (a cache would hold it now).
      for (const url of [process1(), process2()]) expect(await juries(url)).not.toContain("JURY_SCALE");
      const csv = (await admin.at(process1()).get("/ws/admin/lookups/juries.csv")).body.toString("utf8");
      const imported = await admin
        .at(process1())
        .post(
          "/ws/admin/lookups/juries",
          `${csv.trimEnd()}\nJURY_SCALE,Scale-out jury,Jury de montée en charge,false,false\n`,
          {
            "content-type": "text/csv",
          },
        );
      expect(imported.status).toBe(200);
      await eventually(
        "the import seen by the other process",
        async () => (await juries(process2())).includes("JURY_SCALE"),
        5_000,
      );
    });

    it("publishes the jury once when both processes are asked at the same time, mailing the candidate once", async () => {
      const decided = await admin.put(`/ws/admin/answers/${answerId}/decision`, { admis: "O" });
      expect(decided.status).toBe(200);
      expect((await admin.put("/ws/admin/juries/JURY_MSC", { resultats_publies: false })).status).toBe(200);
      const before = mailsTo(CANDIDATE).length;
      const both = await Promise.all(
        [process1(), process2()].map((url) =>
          admin.at(url).put("/ws/admin/juries/JURY_MSC", { resultats_publies: true }),
        ),
      );
      expect(both.map((res) => res.status)).toEqual([200, 200]);
      expect(both.filter((res) => res.json().publication !== null)).toHaveLength(1);
      await eventually("the result mail", () => mailsTo(CANDIDATE).length > before);
      for (const url of [process1(), process2()]) {
        const read = await candidate.at(url).get(`/ws/form/candform/answer/${CANDIDATE}`);
        expect(read.json<{ data: Record<string, unknown> }>().data).toMatchObject({ admis: "O" });
      }
    });

    it("sent each e-mail of the outbox exactly once, whichever process's worker took it", async () => {
      await eventually("an empty outbox", async () => {
        const left = await db.query("SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL");
        return left.rows[0].n === 0;
      });
      // Two more polls of both workers: nothing may be sent again.
      await sleep(2500);
      const { rows } = await db.query<{ recipient: string; n: number }>(
        "SELECT recipient, count(*)::int AS n FROM outbox GROUP BY recipient ORDER BY recipient",
      );
      const received = new Map<string, number>();
      for (const mail of cluster.smtp!.messages())
        for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
      expect(Object.fromEntries(received)).toEqual(Object.fromEntries(rows.map((r) => [r.recipient, r.n])));
      const results = mailsTo(CANDIDATE).filter((m) =>
        /admission result|sultat de votre candidature/.test(mailText(m)),
      );
      expect(results).toHaveLength(1);
      expect(cluster.stderr().join("")).not.toMatch(/Error|FATAL/);
    });
  });
}
