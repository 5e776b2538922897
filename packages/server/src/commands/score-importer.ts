import { sql } from "kysely";
import { translate, type Locale } from "@portal/domain/i18n/index";
import {
  MAX_SCORE_COMMENT,
  reviewProblems,
  scaleOf,
  weightedScore,
  type Criterion,
  type ScoreValues,
} from "@portal/domain/review/scoresheet";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { refreshStanding } from "../queries/review-standings.ts";
import { headerName } from "./decision-file-reader.ts";

/** One line of a scores file as the import reads it: what it would change, or why it cannot. */
export interface ScoreImportRow {
  line: number;
  application: string;
  reviewer: string;
  /** The review's weighted score stored now (null: none submitted), and after the import. */
  before: number | null;
  after: number | null;
  changed: boolean;
  problems: string[];
}

export interface ScoreImportOutcome {
  applied: boolean;
  rows: ScoreImportRow[];
  /** How many lines have a problem: the file is applied only when none has. */
  invalid: number;
}

interface Planned {
  answerId: number;
  reviewerId: number;
  scoresheetId: number;
  scores: ScoreValues;
  score: number | null;
}

const COMMENT = "_comment";

/** The cells of one line by criterion: its value column `<id>` and its comment column `<id>_comment`. */
function cellsOf(columns: string[], values: string[]) {
  const cells = new Map<string, string>();
  columns.forEach((c, i) => cells.set(c, (values[i] ?? "").trim()));
  return cells;
}

/** The scores of a line under a scoresheet, and the problems of cells naming no criterion of it. */
function scoresOf(criteria: Criterion[], cells: Map<string, string>, fixed: Set<string>) {
  const ids = new Set(criteria.map((c) => c.id));
  const scores: ScoreValues = {};
  for (const c of criteria) {
    const raw = cells.get(c.id) ?? "";
    const comment = cells.get(`${c.id}${COMMENT}`) ?? "";
    scores[c.id] = { value: raw === "" ? null : Number(raw.replace(",", ".")), comment: comment || null };
  }
  // A column of another programme's criterion is empty on this programme's lines; a filled one is a mistake.
  const strays = [...cells.entries()]
    .filter(([column, value]) => value !== "" && !fixed.has(column))
    .map(([column]) => (column.endsWith(COMMENT) ? column.slice(0, -COMMENT.length) : column))
    .filter((id) => !ids.has(id));
  return { scores, strays: [...new Set(strays)] };
}

/**
 * Imports a scores file (issue #38) in the scores export's layout: one line per review (application,
 * reviewer, each criterion's value and comment; the candidate, programme, score and date columns are
 * read back but not needed). Each line is checked — the application, the reviewer (staff, of the
 * application's jury when a reviewer), the programme's current scoresheet, the values on its scales
 * (domain reviewProblems) — and shows the review's score before and after. A dry run writes nothing;
 * otherwise, when no line has a problem, the reviews are written as submitted under the programme's
 * current scoresheet and each touched application's standing and its programme's ranks refreshed, in
 * the caller's transaction; with any problem nothing is written (applied false, the route's 400).
 */
export async function importScores(input: {
  trx: Database;
  formId: string;
  records: { line: number; values: string[] }[];
  dryRun: boolean;
  locale: Locale;
}): Promise<ScoreImportOutcome> {
  const { trx, locale } = input;
  const say = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const [header, ...lines] = input.records;
  const columns = (header?.values ?? []).map(headerName);
  if (!columns.includes("application") || !columns.includes("reviewer"))
    throw new AppError("VALIDATION", {}, say("ranking.import.missingColumns"));
  const fixed = new Set(["application", "candidate", "programme", "reviewer", "score", "submitted_at"]);

  const parsed = lines.map(({ line, values }) => {
    const cells = cellsOf(columns, values);
    const application = cells.get("application") ?? "";
    const id = /^#?\d{1,9}$/.test(application) ? Number(application.replace("#", "")) : null;
    return { line, cells, application, id, reviewer: (cells.get("reviewer") ?? "").toLowerCase() };
  });
  const ids = [...new Set(parsed.map((p) => p.id).filter((id): id is number => id !== null))];
  const logins = [...new Set(parsed.map((p) => p.reviewer).filter((l) => l !== ""))];
  const [facts, users, sheets, interviewed, stored] = await Promise.all([
    ids.length
      ? trx
          .selectFrom("application_facts")
          .select(["answer_id", "programme", "jury"])
          .where("form_id", "=", input.formId)
          .where("answer_id", "in", ids)
          .execute()
      : [],
    logins.length
      ? trx
          .selectFrom("users")
          .select(["id", "login", "role"])
          .where("login", "in", logins)
          .where("role", "in", ["reviewer", "administrator"])
          .where("disabled_at", "is", null)
          .execute()
      : [],
    sql<{ id: number; programme: string; criteria: Criterion[] }>`
      select distinct on (programme) id, programme, criteria from scoresheets order by programme, version desc
    `.execute(trx),
    ids.length
      ? trx
          .selectFrom("interview_invitations")
          .select("answer_id")
          .where("answer_id", "in", ids)
          .where("attendance", "=", "attended")
          .execute()
      : [],
    ids.length
      ? trx
          .selectFrom("reviews")
          .select(["answer_id", "reviewer_id", "score", "status"])
          .where("answer_id", "in", ids)
          .execute()
      : [],
  ]);
  const factsOf = new Map(facts.map((f) => [f.answer_id, f]));
  const userOf = new Map(users.map((u) => [u.login, u]));
  const sheetOf = new Map(sheets.rows.map((s) => [s.programme, s]));
  const wasInterviewed = new Set(interviewed.map((i) => i.answer_id));
  const storedOf = new Map(stored.map((r) => [`${r.answer_id}:${r.reviewer_id}`, r]));
  const juriesOf = new Map<number, Set<string>>();
  const reviewerIds = users.filter((u) => u.role === "reviewer").map((u) => u.id);
  if (reviewerIds.length)
    for (const row of await trx
      .selectFrom("staff_juries")
      .select(["user_id", "id_jury"])
      .where("user_id", "in", reviewerIds)
      .execute())
      juriesOf.set(row.user_id, (juriesOf.get(row.user_id) ?? new Set()).add(row.id_jury));

  const seen = new Map<string, number>();
  const rows: ScoreImportRow[] = [];
  const planned: Planned[] = [];
  for (const p of parsed) {
    const problems: string[] = [];
    const row: ScoreImportRow = {
      line: p.line,
      application: p.application,
      reviewer: p.reviewer,
      before: null,
      after: null,
      changed: false,
      problems,
    };
    rows.push(row);
    const fact = p.id === null ? undefined : factsOf.get(p.id);
    if (p.id === null) problems.push(say("ranking.import.badApplication", { value: p.application }));
    else if (!fact) problems.push(say("ranking.import.unknownApplication", { value: p.id }));
    const user = userOf.get(p.reviewer);
    if (!user) problems.push(say("ranking.import.unknownReviewer", { value: p.reviewer }));
    else if (fact && user.role === "reviewer" && !(fact.jury && juriesOf.get(user.id)?.has(fact.jury)))
      problems.push(say("ranking.import.notJuryReviewer", { value: p.reviewer }));
    if (!fact || !user) continue;
    const key = `${fact.answer_id}:${user.id}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) problems.push(say("ranking.import.duplicate", { line: earlier }));
    seen.set(key, p.line);
    const previous = storedOf.get(key);
    row.before = previous?.status === "submitted" && previous.score !== null ? Number(previous.score) : null;
    if (!fact.programme) {
      problems.push(say("ranking.import.noProgramme"));
      continue;
    }
    const sheet = sheetOf.get(fact.programme);
    if (!sheet) {
      problems.push(say("ranking.import.noScoresheet", { programme: fact.programme }));
      continue;
    }
    const { scores, strays } = scoresOf(sheet.criteria, p.cells, fixed);
    for (const stray of strays) problems.push(say("ranking.import.unknownCriterion", { criterion: stray }));
    const labelOf = new Map(sheet.criteria.map((c) => [c.id, c]));
    for (const problem of reviewProblems(
      { criteria: sheet.criteria },
      scores,
      "submit",
      wasInterviewed.has(fact.answer_id),
    )) {
      const criterion = labelOf.get(problem.criterion);
      const name = criterion?.label ?? problem.criterion;
      if (problem.problem === "outOfScale" && criterion)
        problems.push(
          say("ranking.import.outOfScale", {
            criterion: name,
            value: p.cells.get(criterion.id) ?? "",
            ...scaleOf(criterion),
          }),
        );
      else if (problem.problem === "commentTooLong")
        problems.push(say("ranking.import.commentTooLong", { criterion: name, max: MAX_SCORE_COMMENT }));
      else if (problem.problem === "blank") problems.push(say("ranking.import.blank", { criterion: name }));
      else problems.push(say("ranking.import.unknownCriterion", { criterion: name }));
    }
    if (problems.length > 0) continue;
    const score = weightedScore({ criteria: sheet.criteria }, scores);
    row.after = score;
    row.changed = previous?.status !== "submitted" || row.before !== score;
    planned.push({ answerId: fact.answer_id, reviewerId: user.id, scoresheetId: sheet.id, scores, score });
  }
  const invalid = rows.filter((r) => r.problems.length > 0).length;
  // With a problem on any line, nothing is written: the caller refuses the file, line by line.
  if (input.dryRun || invalid > 0) return { applied: false, rows, invalid };
  const now = new Date();
  for (const p of planned) {
    const scores = JSON.stringify(p.scores);
    await trx
      .insertInto("reviews")
      .values({
        answer_id: p.answerId,
        reviewer_id: p.reviewerId,
        scoresheet_id: p.scoresheetId,
        scores,
        status: "submitted",
        score: p.score,
        updated_at: now,
        submitted_at: now,
      })
      .onConflict((oc) =>
        oc.columns(["answer_id", "reviewer_id"]).doUpdateSet({
          scoresheet_id: p.scoresheetId,
          scores,
          status: "submitted",
          score: p.score,
          updated_at: now,
          submitted_at: now,
        }),
      )
      .execute();
  }
  for (const answerId of new Set(planned.map((p) => p.answerId))) await refreshStanding(trx, answerId);
  return { applied: true, rows, invalid };
}
