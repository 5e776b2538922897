import { tabFieldIds } from "@portal/domain/engine/schema-index";
import { completeApplication, fileValue } from "@portal/domain/rules/fixtures";
import { candform, emptyAnswer } from "@portal/domain/schema/candform";
import { createSession } from "../../src/auth/sessions.ts";
import { openDatabase } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";

/** One candidate saving its personal tab, and the last save the server acknowledged (200). */
export interface SaveClient {
  login: string;
  token: string;
  answerId: number;
  /** The version the next save is based on. */
  version: number;
  acknowledged?: { version: number; idcardno: string };
  /** How many of its saves were acknowledged so far. */
  acknowledgements: number;
}

/** What a load run saw. */
export interface LoadCounts {
  acknowledged: number;
  unavailable: number;
  /** 409 after a save whose commit happened but whose answer was lost with the connection. */
  conflicts: number;
  /** Requests that got no HTTP answer (the server killed under them). */
  noAnswer: number;
  /** Any other status, with its body: each one is a failure of the test. */
  unexpected: string[];
}

const XSRF = "durability-xsrf";
const headers = (token: string) => ({
  authorization: `Bearer ${token}`,
  cookie: `XSRF-TOKEN=${XSRF}`,
  "x-xsrf-token": XSRF,
  "content-type": "application/json",
});

// A valid personal tab (the photo is stored with the answer beforehand: uploads are not under test).
const full = completeApplication();
const personal = Object.fromEntries(
  tabFieldIds(candform, "personal")
    .filter((id) => id in full && id !== "uploadPhoto")
    .map((id) => [id, full[id]]),
);

/**
 * Creates `count` activated candidates, each with a session and an answer holding a photo, straight
 * in the database, then closes it: the server process opens it afterwards (PGlite allows one).
 */
export async function createSaveClients(
  target: { dataDir: string; databaseUrl?: string },
  count: number,
): Promise<SaveClient[]> {
  const db = await openDatabase(target);
  try {
    await migrateToLatest(db as never);
    const clients: SaveClient[] = [];
    for (let i = 0; i < count; i++) {
      const login = `durable-${i}@example.org`;
      const user = await db
        .insertInto("users")
        .values({ login, email: login, password_hash: null, activated_at: new Date() })
        .returning("id")
        .executeTakeFirstOrThrow();
      const token = await createSession(db, user.id);
      const answer = await db
        .insertInto("answers")
        .values({
          form_id: "candform",
          login,
          data: JSON.stringify({ ...emptyAnswer(), uploadPhoto: fileValue("me.JPG") }),
        })
        .returning(["id", "version"])
        .executeTakeFirstOrThrow();
      clients.push({ login, token, answerId: answer.id, version: answer.version, acknowledgements: 0 });
    }
    return clients;
  } finally {
    await db.destroy();
  }
}

/** GET the client's answer as the server has it now. */
export async function readAnswer(url: string, client: SaveClient) {
  const res = await fetch(`${url}/ws/form/candform/answer/${client.login}`, {
    headers: headers(client.token),
  });
  if (res.status !== 200) throw new Error(`reading ${client.login}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { version: number; data: Record<string, unknown> };
}

/**
 * Every client saves its personal tab in a loop (a new idcardno each time) until `stop()`,
 * starting from the last version it knows. A 409 re-reads the version; no answer at all (the
 * server died) ends that client's loop once stopped. `counts` is live; `done` resolves at the end.
 */
export function startSaves(url: string, clients: SaveClient[]) {
  const counts: LoadCounts = { acknowledged: 0, unavailable: 0, conflicts: 0, noAnswer: 0, unexpected: [] };
  const stop = { stopped: false };
  let sequence = 0;
  const loop = async (client: SaveClient) => {
    while (!stop.stopped) {
      const idcardno = `ID-${client.answerId}-${++sequence}`;
      let status: number;
      let body: { version?: number };
      try {
        const res = await fetch(`${url}/ws/form/candform/answer/${client.answerId}`, {
          method: "POST",
          headers: headers(client.token),
          body: JSON.stringify({
            tab: "personal",
            version: client.version,
            values: { ...personal, idcardno },
          }),
        });
        status = res.status;
        body = (await res.json()) as { version?: number };
      } catch {
        counts.noAnswer++;
        if (stop.stopped) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      if (status === 200) {
        counts.acknowledged++;
        client.acknowledgements++;
        client.version = body.version!;
        client.acknowledged = { version: body.version!, idcardno };
      } else if (status === 503) {
        counts.unavailable++;
      } else if (status === 409) {
        counts.conflicts++;
        const current = await readAnswer(url, client).catch(() => undefined);
        if (current) client.version = current.version;
      } else {
        counts.unexpected.push(`${status} ${JSON.stringify(body)}`);
      }
    }
  };
  const done = Promise.all(clients.map(loop)).then(() => counts);
  return {
    counts,
    done,
    /** Lets the requests in flight finish (or fail) and starts no other. */
    stop: () => {
      stop.stopped = true;
      return done;
    },
  };
}

/**
 * The acknowledged saves the server no longer has: an answer at an older version, or at the same
 * version with other values. A newer version is fine (a later save committed, its answer lost).
 */
export async function lostSaves(url: string, clients: SaveClient[]): Promise<string[]> {
  const lost: string[] = [];
  for (const client of clients) {
    const saved = client.acknowledged;
    if (!saved) continue;
    const stored = await readAnswer(url, client);
    const changed = stored.version === saved.version && stored.data.idcardno !== saved.idcardno;
    if (stored.version < saved.version || changed) {
      lost.push(
        `${client.login}: acknowledged v${saved.version} ${saved.idcardno}, stored v${stored.version}`,
      );
    }
  }
  return lost;
}
