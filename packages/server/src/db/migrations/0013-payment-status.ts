import { sql, type Kysely } from "kysely";

/**
 * The payment status of each application in its stored facts (issue #11), so the workspace filters
 * on it: what is due depends on the answer's values and its jury's publication (domain
 * workflow/payment-status.ts), which SQL alone would have to repeat. Filled by the facts refresh
 * (FACTS_VERSION bumped), "none" until then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE application_facts
      ADD COLUMN payment_status text NOT NULL DEFAULT 'none'
        CHECK (payment_status IN ('paid', 'partly', 'unpaid', 'none'));
  `.execute(db);
}
