/** An application's facts as stored (application_facts), the part the workspace shows. */
export interface ApplicationFactsRow {
  answer_id: number;
  login: string;
  family_name: string;
  given_name: string;
  typeformation: string;
  fstchoice: string;
  sndchoice: string;
  mscchoice: string;
  jury: string | null;
  eu: boolean | null;
  stage: string;
  documents: string;
  admis: string;
  scholarship_requested: boolean;
  scholarship_decision: string | null;
  updated_at: Date;
  created_at: Date;
  /** The standing (issue #38): programme, mean score, reviews, spread, rank within the programme. */
  programme: string | null;
  review_score: number | null;
  review_count: number;
  review_spread: number | null;
  review_rank: number | null;
}

/** One application in the workspace's listing: its facts, no form values beyond the names. */
export function presentApplicationSummary(row: ApplicationFactsRow) {
  return {
    id: row.answer_id,
    login: row.login,
    familyName: row.family_name,
    givenName: row.given_name,
    typeformation: row.typeformation,
    fstchoice: row.fstchoice,
    sndchoice: row.sndchoice,
    mscchoice: row.mscchoice,
    jury: row.jury,
    eu: row.eu,
    stage: row.stage,
    documents: row.documents,
    admis: row.admis,
    scholarshipRequested: row.scholarship_requested,
    scholarshipDecision: row.scholarship_decision,
    updated: new Date(row.updated_at).toISOString(),
    created: new Date(row.created_at).toISOString(),
    programme: row.programme,
    score: row.review_score === null ? null : Number(row.review_score),
    reviews: Number(row.review_count),
    spread: row.review_spread === null ? null : Number(row.review_spread),
    rank: row.review_rank,
  };
}
