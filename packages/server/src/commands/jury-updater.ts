import type { Database } from "../db/database.ts";
import type { JuryFlags } from "../db/schema.ts";
import { refreshJuryFacts } from "../queries/application-facts.ts";

/**
 * Sets the publication flags given (the others stay) and, when one of them changes, records who
 * changed them with the flags before and after, in one transaction. Nothing happens for an unknown
 * jury; the caller answers 404.
 */
export async function updateJuryFlags(
  db: Database,
  input: { id: string; changes: Partial<JuryFlags>; by: string },
): Promise<void> {
  const { id, changes, by } = input;
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("juries")
      .select(["resultats_publies", "resultats_brs_publies"])
      .where("id_jury", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return;
    const after: JuryFlags = { ...before, ...changes };
    const changed = (Object.keys(after) as (keyof JuryFlags)[]).some((flag) => after[flag] !== before[flag]);
    if (!changed) return;
    await trx.updateTable("juries").set(after).where("id_jury", "=", id).execute();
    await trx
      .insertInto("jury_events")
      .values({ id_jury: id, actor_login: by, before: JSON.stringify(before), after: JSON.stringify(after) })
      .execute();
    // An application's stage depends on its jury's publication flags.
    await refreshJuryFacts(trx, id);
  });
}
