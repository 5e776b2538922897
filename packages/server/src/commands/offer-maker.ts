import { applicationProgramme } from "@portal/domain/campaign/programme";
import { next } from "@portal/domain/workflow/machine";
import { isWaiting, offerDeadline, waitingRank } from "@portal/domain/workflow/offers";
import { juryFlagOn } from "@portal/domain/workflow/results";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { changeAnswer } from "../queries/answer-changes.ts";
import { findJuryOf } from "../queries/jury-of-answer.ts";
import { programmeSettings } from "../queries/programme-settings.ts";
import { candidateMailQueuer } from "./candidate-deadline-mail.ts";
import { PORTAL_ACTOR } from "./withdrawal-recorder.ts";

/** The history kind of an automatic offer. */
export const OFFER_KIND = "automatic-offer";

/** What an offer needs of the configuration: the campaign's dates, the zone, the portal's address. */
export type OfferConfig = Pick<Config, "deadlines" | "timeZone" | "publicUrl" | "formId">;

// A waiting candidate found changed once locked (offered by another process meanwhile, decided
// again by the office) is passed over; this bounds how many are looked at for one place.
const MAX_PASSES = 50;

/**
 * The programme's waiting list as it stands: the applications at the stage "waiting_list" (published,
 * validated, L, not withdrawn) of this programme (domain applicationProgramme), never offered a place
 * before, lowest waiting_rank first (ties: the older application).
 */
async function waitingList(
  trx: Database,
  formId: string,
  programme: string,
  passedOver: ReadonlySet<number>,
) {
  const rows = await trx
    .selectFrom("application_facts as f")
    .innerJoin("answers as a", "a.id", "f.answer_id")
    .leftJoin("offers as o", "o.answer_id", "f.answer_id")
    .select(["a.id", "a.data"])
    .where("f.form_id", "=", formId)
    .where("f.stage", "=", "waiting_list")
    .where((eb) => eb.or([eb("f.fstchoice", "=", programme), eb("f.mscchoice", "=", programme)]))
    .where("o.id", "is", null)
    .execute();
  return rows
    .filter((row) => !passedOver.has(row.id) && applicationProgramme(row.data) === programme)
    .sort((a, b) => waitingRank(a.data) - waitingRank(b.data) || a.id - b.id);
}

/**
 * Offers one freed place (the withdrawal `freedBy` of `programme`) to the first of the programme's
 * waiting list, in the caller's transaction, unless the programme's offers are paused: the
 * candidate's answer is locked FOR UPDATE and judged again as it now stands (domain OFFER_PLACE:
 * admitted O, rank and waiting-list motivation cleared, history line "automatic-offer" by the
 * portal with the offer's deadline), an `offers` row with their own deadline (now + offer_days, end
 * of that day in the institution's zone), and the "offer_made" e-mail in their language. The
 * `offers` row's UNIQUE answer and UNIQUE freed place make a second offer of the same place, or to
 * the same candidate, impossible whatever runs beside this. The answer id offered, or null (paused,
 * nobody waiting, or the place already offered).
 */
export async function offerFreedPlace(
  trx: Database,
  place: { freedBy: number; programme: string },
  now: Date,
  config: OfferConfig,
): Promise<number | null> {
  const settings = await programmeSettings(trx, config, place.programme);
  if (settings.offersPaused || place.programme === "") return null;
  const passedOver = new Set<number>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const [first] = await waitingList(trx, config.formId, place.programme, passedOver);
    if (!first) return null;
    passedOver.add(first.id);
    const answer = await trx
      .selectFrom("answers")
      .select(["id", "data"])
      .where("id", "=", first.id)
      .forUpdate()
      .executeTakeFirst();
    if (!answer) continue;
    const jury = await findJuryOf(trx, answer.data);
    const published = juryFlagOn(jury?.resultats_publies);
    if (!isWaiting(answer.data, published)) continue;
    const transition = next(answer.data, { type: "OFFER_PLACE", published });
    if (!transition.ok) continue;
    const deadline = offerDeadline(now, settings.offerDays, config.timeZone);
    const offer = await trx
      .insertInto("offers")
      .values({
        answer_id: answer.id,
        freed_by: place.freedBy,
        programme: place.programme,
        offered_at: now,
        deadline,
      })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!offer) {
      const taken = await trx
        .selectFrom("offers")
        .select("id")
        .where("freed_by", "=", place.freedBy)
        .executeTakeFirst();
      if (taken) return null;
      continue;
    }
    await changeAnswer(trx, {
      answerId: answer.id,
      data: transition.state,
      actorLogin: PORTAL_ACTOR,
      kind: OFFER_KIND,
      fields: Object.keys(transition.changes),
      annotations: { "offer.deadline": { before: null, after: deadline.toISOString() } },
    });
    await candidateMailQueuer(
      trx,
      config,
    )({
      answerId: answer.id,
      template: "offer_made",
      deadline,
      dedupeKey: `offer:${offer.id}`,
    });
    return answer.id;
  }
  return null;
}
