import type { Database } from "../db/database.ts";
import type { JuryFlags } from "../db/schema.ts";
import { refreshJuryFacts } from "../queries/application-facts.ts";
import { publishJuryResults, type JuryPublication } from "./jury-publisher.ts";

/**
 * Sets the publication flags given (the others stay) and, when one of them changes, records who
 * changed them with the flags before and after, in one transaction. Nothing happens for an unknown
 * jury; the caller answers 404. Turning resultats_publies on publishes the results (jury-publisher.ts):
 * the publication is returned, else null.
 */
export async function updateJuryFlags(
  db: Database,
  input: { id: string; changes: Partial<JuryFlags>; by: string; publicUrl: string },
): Promise<JuryPublication | null> {
  const { id, changes, by } = input;
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("juries")
      .select(["resultats_publies", "resultats_brs_publies"])
      .where("id_jury", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return null;
    const after: JuryFlags = { ...before, ...changes };
    const changed = (Object.keys(after) as (keyof JuryFlags)[]).some((flag) => after[flag] !== before[flag]);
    if (!changed) return null;
    await trx.updateTable("juries").set(after).where("id_jury", "=", id).execute();
    await trx
      .insertInto("jury_events")
      .values({ id_jury: id, actor_login: by, before: JSON.stringify(before), after: JSON.stringify(after) })
      .execute();
    // An application's stage depends on its jury's publication flags.
    await refreshJuryFacts(trx, id);
    const published = after.resultats_publies && !before.resultats_publies;
    return published ? publishJuryResults(trx, { juryId: id, by, publicUrl: input.publicUrl }) : null;
  });
}
