/**
 * The results-night population, written straight into the server's database in a few statements:
 * candidates whose application is validated and whose jury has published its results (they come
 * to read them), and candidates still finishing (complete application, not yet validated: each
 * validates once). Every account shares one argon2id hash (same settings as the server's), so the
 * seed costs one hash whatever the numbers; each login still verifies it for real.
 */
import { completeApplication } from "@portal/domain/rules/fixtures";
import pg from "pg";
import { hashPassword } from "../../packages/server/src/auth/passwords.ts";

export const PASSWORD = "Results-night-2026!";
export const JURY = "JURY_MSC";

export interface Population {
  /** Logins of candidates with a published result (read again and again). */
  readers: string[];
  /** Logins of candidates still to validate (each used by one visit at most). */
  finishers: string[];
}

const login = (kind: string, i: number) => `night-${kind}-${i}@example.org`;

export async function seedPopulation(
  databaseUrl: string,
  counts: { readers: number; finishers: number },
): Promise<Population> {
  const hash = await hashPassword(PASSWORD);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The lookups seeded at start-up hold MSC MAE under JURY_MSC; its results are out tonight.
    await client.query(
      `INSERT INTO juries (id_jury, label, resultats_publies, resultats_brs_publies) VALUES ($1, $1, true, true)
       ON CONFLICT (id_jury) DO UPDATE SET resultats_publies = true, resultats_brs_publies = true`,
      [JURY],
    );
    const finishing = completeApplication();
    const validated = {
      ...finishing,
      candidat_validation: "O",
      validation_validated: "O",
      show_result: "O",
      show_buttons: "N",
    };
    for (const [kind, count, data] of [
      ["reader", counts.readers, validated],
      ["finisher", counts.finishers, finishing],
    ] as const) {
      await client.query(
        `INSERT INTO users (login, email, password_hash, role, activated_at)
         SELECT 'night-' || $1 || '-' || i || '@example.org', 'night-' || $1 || '-' || i || '@example.org',
                $2, 'candidate', now()
         FROM generate_series(0, $3 - 1) AS i`,
        [kind, hash, count],
      );
      // Two in three admitted, the others not: both result texts are read.
      await client.query(
        `INSERT INTO answers (form_id, login, data)
         SELECT 'candform', 'night-' || $1 || '-' || i || '@example.org',
                $2::jsonb || CASE WHEN $1 = 'reader' THEN jsonb_build_object('admis', CASE WHEN i % 3 = 2 THEN 'N' ELSE 'O' END)
                                  ELSE '{}'::jsonb END
         FROM generate_series(0, $3 - 1) AS i`,
        [kind, JSON.stringify(data), count],
      );
    }
  } finally {
    await client.end();
  }
  return {
    readers: Array.from({ length: counts.readers }, (_, i) => login("reader", i)),
    finishers: Array.from({ length: counts.finishers }, (_, i) => login("finisher", i)),
  };
}
