import { sql, type Kysely } from "kysely";

/** Accounts, tokens, sessions, answers, audit, files, outbox, rate limits, labels. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id serial PRIMARY KEY,
      login text NOT NULL UNIQUE,
      email text NOT NULL,
      password_hash text,
      is_admin integer NOT NULL DEFAULT 0,
      activated_at timestamptz,
      disabled_at timestamptz,
      locale text NOT NULL DEFAULT 'en',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE tokens (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('activation', 'reset')),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE sessions (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_user ON sessions(user_id);
    CREATE TABLE answers (
      id serial PRIMARY KEY,
      form_id text NOT NULL,
      login text NOT NULL,
      data jsonb NOT NULL DEFAULT '{}'::jsonb,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (form_id, login)
    );
    CREATE INDEX answers_listing ON answers(form_id, updated_at DESC, id DESC);
    CREATE TABLE answer_events (
      id serial PRIMARY KEY,
      answer_id integer NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
      actor_login text NOT NULL,
      kind text NOT NULL,
      fields jsonb NOT NULL DEFAULT '[]'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX answer_events_answer ON answer_events(answer_id);
    CREATE TABLE files (
      id serial PRIMARY KEY,
      answer_id integer NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
      field_path text NOT NULL,
      original_name text NOT NULL,
      generated_name text NOT NULL UNIQUE,
      size bigint NOT NULL,
      sha256 text NOT NULL,
      content_type text NOT NULL,
      uploaded_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX files_answer ON files(answer_id);
    CREATE TABLE outbox (
      id serial PRIMARY KEY,
      recipient text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      html text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text
    );
    CREATE INDEX outbox_pending ON outbox(id) WHERE sent_at IS NULL;
    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL
    );
    CREATE TABLE labels (
      locale text NOT NULL,
      key text NOT NULL,
      text text NOT NULL,
      PRIMARY KEY (locale, key)
    );
  `.execute(db);
}
