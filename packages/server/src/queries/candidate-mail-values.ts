import { sql } from "kysely";
import type { Locale } from "@portal/domain/i18n/index";
import type { Database } from "../db/database.ts";
import { mailLocale } from "../mail/template-mails.ts";

/** What a template mail to a candidate needs about one application: address, language and values. */
export interface CandidateMailTarget {
  answerId: number;
  formId: string;
  login: string;
  to: string;
  locale: Locale;
  /** The template placeholders every candidate mail can fill: name, programme, link. */
  values: { name: string; programme: string; link: string };
  /** The application's programme code (the key of its dates), empty before one is chosen. */
  programmeCode: string;
  /** The zone the candidate's browser reported (users.time_zone), for the dates a mail names. */
  timeZone: string | null;
}

/**
 * The mail targets of these applications (from their stored facts and their candidate's account),
 * ordered by answer id; applications without an account are left out. The programme is the
 * formation's label (mscchoice for MSC, fstchoice otherwise), else the programme type.
 */
export async function candidateMailTargets(
  db: Database,
  answerIds: readonly number[],
  publicUrl: string,
): Promise<CandidateMailTarget[]> {
  if (answerIds.length === 0) return [];
  const rows = await db
    .selectFrom("application_facts as f")
    .innerJoin("users as u", "u.login", "f.login")
    .leftJoin("formations as p", (join) =>
      join
        .onRef("p.type", "=", "f.typeformation")
        .on(
          sql<string>`p.enum`,
          "=",
          sql<string>`case when f.typeformation = 'MSC' then f.mscchoice else f.fstchoice end`,
        ),
    )
    .select([
      "f.answer_id",
      "f.form_id",
      "f.login",
      "f.given_name",
      "f.family_name",
      "f.typeformation",
      "f.mscchoice",
      "f.fstchoice",
      "u.email",
      "u.locale",
      "u.time_zone",
      "p.description",
    ])
    .where("f.answer_id", "in", answerIds)
    .orderBy("f.answer_id")
    .execute();
  const base = publicUrl.replace(/\/+$/, "");
  return rows.map((row) => ({
    answerId: row.answer_id,
    formId: row.form_id,
    login: row.login,
    to: row.email,
    locale: mailLocale(row.locale),
    values: {
      name: `${row.given_name} ${row.family_name}`.trim() || row.login,
      programme: row.description ?? row.typeformation,
      link: `${base}/form/${row.form_id}`,
    },
    programmeCode: row.typeformation === "MSC" ? row.mscchoice : row.fstchoice,
    timeZone: row.time_zone,
  }));
}
