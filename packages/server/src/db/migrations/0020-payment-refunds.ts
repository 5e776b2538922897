import { sql, type Kysely } from "kysely";

/**
 * Overpayments and refunds (a tuition paid in two windows): a payment row may be a refund (money
 * paid back to the candidate by an administrator, counted against what was paid), and an
 * application's payment status may be "overpaid" (more received than due, not yet refunded) for the
 * workspace filter. FACTS_VERSION is bumped with it, so the stored statuses are computed again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments DROP CONSTRAINT payments_method_check;
    ALTER TABLE payments ADD CONSTRAINT payments_method_check
      CHECK (method IN ('card', 'transfer', 'waiver', 'refund'));
    ALTER TABLE application_facts DROP CONSTRAINT application_facts_payment_status_check;
    ALTER TABLE application_facts ADD CONSTRAINT application_facts_payment_status_check
      CHECK (payment_status IN ('paid', 'partly', 'unpaid', 'none', 'overpaid'));
  `.execute(db);
}
