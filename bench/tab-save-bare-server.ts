/**
 * The bare baseline of bench/tab-save.ts, in its own process like the portal: Fastify, a pg pool of
 * the portal's size (10), and one route doing what a tab save must do at the least, one
 * `UPDATE … SET data = $1, version = version + 1 WHERE id = $2 AND version = $3` on a JSONB row.
 * No session, no validation, no history, no logging. `GET /bare/:id` gives a row's version (the
 * bench re-reads the rows whose last answer it never got). Prints "listening <port>" once ready.
 *
 *   DATABASE_URL=postgres://… ROWS=50 node --import tsx bench/tab-save-bare-server.ts
 */
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const rows = Number(process.env.ROWS ?? 50);
await pool.query(
  "CREATE TABLE IF NOT EXISTS bare_rows (id integer PRIMARY KEY, data jsonb NOT NULL, version integer NOT NULL)",
);
await pool.query(
  "INSERT INTO bare_rows (id, data, version) SELECT g, '{}'::jsonb, 1 FROM generate_series(1, $1) g ON CONFLICT DO NOTHING",
  [rows],
);

const app = Fastify({ logger: false });
app.post<{ Params: { id: string }; Body: { version: number; values: Record<string, unknown> } }>(
  "/bare/:id",
  async (request, reply) => {
    const { version, values } = request.body;
    const result = await pool.query<{ version: number }>(
      "UPDATE bare_rows SET data = $1, version = version + 1 WHERE id = $2 AND version = $3 RETURNING version",
      [JSON.stringify(values), Number(request.params.id), version],
    );
    if (result.rowCount === 0) return reply.status(409).send({ result: "error", code: "STALE_VERSION" });
    return { result: "OK", version: result.rows[0].version };
  },
);
app.get<{ Params: { id: string } }>("/bare/:id", async (request) => {
  const result = await pool.query<{ version: number }>("SELECT version FROM bare_rows WHERE id = $1", [
    Number(request.params.id),
  ]);
  return { version: result.rows[0].version };
});
const address = await app.listen({ port: 0, host: "127.0.0.1" });
console.info(`listening ${new URL(address).port}`);
process.on("SIGTERM", () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
