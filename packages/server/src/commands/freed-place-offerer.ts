import type { Database } from "../db/database.ts";
import { offerFreedPlace, type OfferConfig } from "./offer-maker.ts";

/**
 * SWEEP: offers the places freed and not offered yet: by a candidate's own withdrawal or the
 * office's, by a decline whose waiting list was empty then, or while the programme's offers were
 * paused (run it after an administrator resumes them). Places are taken oldest first; each in its
 * own transaction, its withdrawal row claimed with FOR UPDATE SKIP LOCKED while no offer names it,
 * so two processes running this at the same moment offer each place once (the offers' UNIQUE
 * freed place and UNIQUE answer refuse a second offer, and a second offer to the same candidate).
 * A programme paused, or whose waiting list is empty, keeps its places for a later run. How many
 * places were offered.
 */
export async function offerFreedPlaces(db: Database, now: Date, config: OfferConfig): Promise<number> {
  const freed = await db
    .selectFrom("withdrawals as w")
    .leftJoin("offers as o", "o.freed_by", "w.id")
    .select(["w.id", "w.programme"])
    .where("w.frees_place", "=", true)
    .where("o.id", "is", null)
    .orderBy("w.id")
    .execute();
  const stuck = new Set<string>();
  let offered = 0;
  for (const place of freed) {
    if (stuck.has(place.programme)) continue;
    const answerId = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .selectFrom("withdrawals as w")
        .select("w.id")
        .where("w.id", "=", place.id)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("offers as o").select("o.id").whereRef("o.freed_by", "=", "w.id"))),
        )
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!claimed) return undefined;
      return offerFreedPlace(trx, { freedBy: place.id, programme: place.programme }, now, config);
    });
    // Paused or nobody waiting: the programme's later places would find the same.
    if (answerId === null) stuck.add(place.programme);
    if (typeof answerId === "number") offered++;
  }
  return offered;
}
