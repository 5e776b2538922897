import { sisProgrammeKey, sisRecord, type SisRecord } from "@portal/domain/handoff/sis-record";
import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { paymentRecordsOf } from "./payment-records.ts";
import { codesOf, sisProgrammes, storedSisCodes } from "./sis-codes.ts";

/** Answers read per query: the `in (…)` lists stay far below PostgreSQL's parameter limit. */
const CHUNK = 1000;

/** The lists of at most CHUNK ids that make up `ids`. */
function chunks(ids: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(ids.slice(i, i + CHUNK));
  return out;
}

/** When each answer's registration was confirmed: the latest change of candidat_confirmation. */
async function registrationTimes(db: Database, ids: number[]): Promise<Map<number, Date>> {
  const { rows } = await sql<{ answer_id: number; at: Date }>`
    select answer_id, max(created_at) as at from answer_events
    where answer_id in (${sql.join(ids)}) and fields @> '["candidat_confirmation"]'::jsonb
    group by answer_id
  `.execute(db);
  return new Map(rows.map((r) => [r.answer_id, new Date(r.at)]));
}

/**
 * The hand-off records of these answers (domain sisRecord), in the order of `ids`: the answer's values
 * with the lookups' codes, the programme's label and SIS codes, the payments and the registration's
 * date. Read in the caller's transaction, so an export's log and its file name the same rows.
 */
export async function sisRecordsOf(db: Database, ids: readonly number[]): Promise<SisRecord[]> {
  if (ids.length === 0) return [];
  const [countries, programmes, codes] = await Promise.all([
    db.selectFrom("countries").select(["code", "codeiso"]).execute(),
    sisProgrammes(db),
    storedSisCodes(db),
  ]);
  const iso3 = new Map(countries.map((c) => [c.code, c.codeiso]));
  const labels = new Map(programmes.map((p) => [p.code, { en: p.labelEn, fr: p.labelFr }]));
  const byId = new Map<number, SisRecord>();
  for (const part of chunks(ids)) {
    const answers = await db
      .selectFrom("answers")
      .select(["id", "login", "data"])
      .where("id", "in", part)
      .execute();
    const inseeCodes = [...new Set(answers.map((a) => String(a.data.cityFr ?? "")).filter((c) => c !== ""))];
    const communes =
      inseeCodes.length === 0
        ? []
        : await db
            .selectFrom("communes")
            .select(["insee", "name"])
            .where("insee", "in", inseeCodes)
            .execute();
    const communeNames = new Map(communes.map((c) => [c.insee, c.name]));
    const payments = await paymentRecordsOf(db, part);
    const registered = await registrationTimes(db, part);
    for (const answer of answers) {
      const programme = sisProgrammeKey(answer.data);
      byId.set(
        answer.id,
        sisRecord(answer.data, {
          answerId: answer.id,
          login: answer.login,
          iso3: (code) => iso3.get(code),
          commune: (insee) => communeNames.get(insee),
          programmeLabel: labels.get(programme) ?? { en: "", fr: "" },
          codes: codesOf(codes, programme),
          payments: payments.get(answer.id) ?? [],
          registeredAt: registered.get(answer.id) ?? null,
        }),
      );
    }
  }
  return ids.map((id) => byId.get(id)).filter((record): record is SisRecord => record !== undefined);
}
