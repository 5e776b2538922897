import { sql, type Kysely } from "kysely";

/**
 * Staff roles (issue #10): `role` is the one source of truth — candidate, reviewer (sees the
 * applications of the juries in staff_juries) or administrator. `is_admin` is kept as a column
 * derived from it, so the many readers of the administrator flag stay as they are and no writer can
 * set the two apart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'candidate'
      CHECK (role IN ('candidate', 'reviewer', 'administrator'));
    UPDATE users SET role = 'administrator' WHERE is_admin > 0;
    ALTER TABLE users DROP COLUMN is_admin;
    ALTER TABLE users ADD COLUMN is_admin integer
      GENERATED ALWAYS AS (CASE WHEN role = 'administrator' THEN 1 ELSE 0 END) STORED;
    CREATE TABLE staff_juries (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      id_jury text NOT NULL,
      PRIMARY KEY (user_id, id_jury)
    );
  `.execute(db);
}
