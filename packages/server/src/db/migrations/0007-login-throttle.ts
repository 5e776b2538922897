import { sql, type Kysely } from "kysely";

/**
 * Login throttling (auth/login-throttle.ts): one row per failed login, kept a day, so that every
 * server process counts the same failures per account, per client and per address; and the
 * "known device" tokens of the browsers that logged in to an account (auth/known-devices.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE login_failures (
      id bigserial PRIMARY KEY,
      account text NOT NULL,
      client text NOT NULL,
      address text NOT NULL,
      failed_at timestamptz NOT NULL
    );
    CREATE INDEX login_failures_account ON login_failures(account, failed_at);
    CREATE INDEX login_failures_address ON login_failures(address, failed_at);
    CREATE TABLE known_devices (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX known_devices_user ON known_devices(user_id);
  `.execute(db);
}
