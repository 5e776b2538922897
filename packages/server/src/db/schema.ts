import type { ColumnType, Generated, GeneratedAlways } from "kysely";
import type { Criterion, ScoreValues } from "@portal/domain/review/scoresheet";

type Json<T = unknown> = ColumnType<T, string, string>;

/** Accounts: login is the lower-cased e-mail. */
export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string;
  password_hash: string | null;
  /** Who the account is (migration 0009); a reviewer sees the juries of staff_juries. */
  role: Generated<"candidate" | "reviewer" | "administrator">;
  /** 1 for an administrator: derived from role by PostgreSQL, never written. */
  is_admin: GeneratedAlways<number>;
  activated_at: Date | null;
  disabled_at: Date | null;
  /** The language of the person's e-mails and, once they chose it (locale_chosen_at), of their pages. */
  locale: Generated<string>;
  /** When the person last chose their language while signed in (migration 0020); null if never. */
  locale_chosen_at: Date | null;
  /** The IANA time zone the person's browser last reported (migration 0023); null if never. */
  time_zone: string | null;
  created_at: Generated<Date>;
}

/** Activation and reset tokens, stored hashed, single use. */
export interface TokensTable {
  id: Generated<number>;
  user_id: number;
  kind: "activation" | "reset";
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

/** Server-side sessions; the bearer token is kept only as a hash. */
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
}

/** One answer per (form, candidate login). */
export interface AnswersTable {
  id: Generated<number>;
  form_id: string;
  login: string;
  data: Json<Record<string, unknown>>;
  version: Generated<number>;
  /** The campaign's year (migration 0031); the current campaign when not given. */
  campaign: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Audit trail: who changed which fields of which answer, or which transition happened. */
export interface AnswerEventsTable {
  id: Generated<number>;
  answer_id: number;
  actor_login: string;
  kind: string;
  fields: Json<string[]>;
  /** The values before and after, for the fields the change altered (migration 0011); null before it. */
  changes: ColumnType<AnswerChanges | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

/** What a change did to each field it altered: the stored values before and after (null: absent). */
export type AnswerChanges = Record<string, { before: unknown; after: unknown }>;

/** Staff's internal notes on an application (migration 0011): never part of a candidate's response. */
export interface AnswerNotesTable {
  id: Generated<number>;
  answer_id: number;
  /** Kept as text so that a note outlives its author's account (see account-remover.ts). */
  author_login: string;
  body: string;
  created_at: Generated<Date>;
}

/** A tab's values as the candidate typed them, not yet saved (migration 0014); never validated. */
export interface AnswerDraftsTable {
  answer_id: number;
  tab: string;
  values: Json<Record<string, unknown>>;
  /** The answer's version the draft was typed on: another one means the answer changed since. */
  base_version: number;
  updated_at: Generated<Date>;
  /**
   * An older draft kept while the candidate has not chosen to restore or discard it (migration
   * 0021): the tab's draft then holds what they typed since.
   */
  offered: Generated<boolean>;
}

/** Uploaded files; the bytes live in the FileStore under generated_name. */
export interface FilesTable {
  id: Generated<number>;
  answer_id: number;
  field_path: string;
  original_name: string;
  generated_name: string;
  size: number;
  sha256: string;
  content_type: string;
  uploaded_at: Date;
  /** The office's review of the document (migration 0012): to_check on every upload. */
  review_status: Generated<DocumentReviewStatus>;
  /** A code of the document reasons catalogue (reasons, kind "document") when refused. */
  review_reason: string | null;
  review_comment: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
}

/** A document's review status (migration 0012). */
export type DocumentReviewStatus = "to_check" | "accepted" | "refused";

/** An editable catalogue entry: a document refusal reason or a decision motivation (migration 0012). */
export interface ReasonsTable {
  id: Generated<number>;
  kind: "document" | "motivation";
  code: string;
  label_en: string;
  label_fr: string;
  position: Generated<number>;
  archived: Generated<boolean>;
}

/**
 * What the office asked a candidate to upload (migration 0012): again after a refusal, or a missing
 * document; open while resolved_at is null (the upload to field_path resolves it).
 */
export interface DocumentRequestsTable {
  id: Generated<number>;
  answer_id: number;
  field_path: string;
  kind: "refused" | "missing";
  reason_code: string | null;
  comment: string | null;
  /** A date (YYYY-MM-DD): overdue once past and still open. */
  deadline: ColumnType<string, string, string>;
  requested_by: string;
  requested_at: Generated<Date>;
  resolved_at: Date | null;
}

/** One publication of a jury's results (migration 0012); its id makes the result mails' dedupe keys. */
export interface JuryPublicationsTable {
  id: Generated<number>;
  id_jury: string;
  published_by: string;
  published_at: Generated<Date>;
  recipients: Generated<number>;
}

/** An administrator's version of an e-mail template in one language (migration 0012). */
export interface MailTemplatesTable {
  key: string;
  locale: "en" | "fr";
  subject: string;
  body: string;
  updated_by: string;
  updated_at: Generated<Date>;
}

/** What can be paid (migration 0012). */
export type PaymentNature = "application_fee" | "down_payment" | "tuition";

/** A reference handed to the payment page for one payment of an answer (migration 0012). */
export interface PaymentRequestsTable {
  reference: string;
  answer_id: number;
  nature: PaymentNature;
  amount_cents: number;
  /** 3 for tuition paid in three instalments. */
  instalments: Generated<number>;
  created_at: Generated<Date>;
}

/** A payment received (card notification) or recorded by an officer (transfer, waiver) (migration 0012). */
export interface PaymentsTable {
  id: Generated<number>;
  answer_id: number;
  reference: string | null;
  nature: PaymentNature;
  /** 1, 2 or 3 for tuition in three instalments; null for a payment in one go. */
  instalment: number | null;
  amount_cents: number;
  /** refund: money paid back by an administrator (migration 0020), counted against what was paid. */
  method: "card" | "transfer" | "waiver" | "refund";
  paid_at: Date;
  note: string | null;
  /** The officer's login for a payment recorded by hand; null for a card notification. */
  recorded_by: string | null;
  /** The payment site's notification id: a replay carries the same one and is refused. */
  notification_id: string | null;
  /** A waiver that settles whatever is left of its nature (a full waiver; migration 0033). */
  waives_rest: Generated<boolean>;
  created_at: Generated<Date>;
}

/** E-mails waiting to be sent, written in the transaction that causes them. */
export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Generated<Date>;
  locked_until: Date | null;
  /** Unique when set (migration 0012): a mail that must go once, e.g. "result:<publication>:<answer>". */
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Files sent with the mail (migration 0030): JSON of MailAttachment[], null for none. */
  attachments: ColumnType<MailAttachmentRow[] | null, string | null | undefined, string | null>;
}

/** A file sent with an e-mail, as the outbox keeps it (the content base64). */
export interface MailAttachmentRow {
  filename: string;
  contentType: string;
  content: string;
}

/** One send attempt of the mail worker, kept a minute: the pacing every process shares (0017). */
export interface MailAttemptsTable {
  id: Generated<number>;
  attempted_at: Date;
}

/** Fixed-window counters for rate limits, shared by every server process. */
export interface RateLimitsTable {
  key: string;
  window_start: Date;
  hits: number;
}

/** One failed login (auth/login-throttle.ts); rows older than a day are pruned. */
export interface LoginFailuresTable {
  id: Generated<string>;
  /** SHA-256 of the lower-cased login, so the table keeps no address in clear. */
  account: string;
  /** "device:<token hash>" for a known device of the account, else "address:<client address>". */
  client: string;
  address: string;
  failed_at: Date;
}

/** A browser that logged in to an account: the hash of its "known device" cookie token. */
export interface KnownDevicesTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  last_used_at: Generated<Date>;
}

/** Label overrides served by GET …/labels. */
export interface LabelsTable {
  locale: string;
  key: string;
  text: string;
}

export interface CountriesTable {
  code: string;
  codeiso: string;
  name_en: string;
  name_fr: string;
  pays_ue: boolean;
}

export interface JuriesTable {
  id_jury: string;
  /** The English name; label_fr the French one, null when it has none (migration 0015). */
  label: string;
  label_fr: string | null;
  resultats_publies: Generated<boolean>;
  resultats_brs_publies: Generated<boolean>;
}

/** A jury's publication flags, as jury_events records them before and after a change. */
export interface JuryFlags {
  resultats_publies: boolean;
  resultats_brs_publies: boolean;
}

/** Audit trail of the juries' publication flags: who changed them, when, from what to what. */
export interface JuryEventsTable {
  id: Generated<number>;
  id_jury: string;
  actor_login: string;
  before: Json<JuryFlags>;
  after: Json<JuryFlags>;
  created_at: Generated<Date>;
}

export interface FormationsTable {
  type: string;
  enum: string;
  /** The English name; description_fr the French one, null when it has none (migration 0015). */
  description: string;
  description_fr: string | null;
  id_jury: string | null;
}

export interface CommunesTable {
  insee: string;
  name: string;
  zip: string;
  dept: string;
}

export interface BacSpecialitiesTable {
  year: number;
  code: string;
  label: string;
}

export interface InstitutionsTable {
  code: string;
  country: string;
  name: string;
  city: string | null;
}

/** GDPR erasures, anonymisations and purges: what went and who did it, never whose data it was. */
export interface ErasuresTable {
  id: Generated<number>;
  /** Random reference quoted to the person who asked (no login, no name). */
  reference: string;
  kind: "erased" | "anonymised" | "purged";
  performed_at: Generated<Date>;
  /** "admin#<user id>" or "cli". */
  performed_by: string;
  accounts: Generated<number>;
  answers: Generated<number>;
  files: Generated<number>;
  bytes: ColumnType<string | number, number | undefined, number>;
  /** Purges: the campaign years removed, e.g. "2021,2022". */
  campaign_years: string | null;
}

/** The facts with their answer's last activity (a view, migration 0019): what the workspace's pages read. */
export type ApplicationListView = ApplicationFactsTable & { updated_at: Date };

/** A programme's codes in the student information system (migration 0032); empty text: unset. */
export interface SisProgrammeCodesTable {
  programme: string;
  step_code: Generated<string>;
  step_version: Generated<string>;
  diploma_code: Generated<string>;
  diploma_version: Generated<string>;
  academic_year: Generated<string>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}

/** One hand-off to the student information system (migration 0032): who, when, what format, how many. */
export interface SisExportsTable {
  id: Generated<number>;
  exported_by: string;
  exported_at: Generated<Date>;
  format: "csv" | "json";
  count: number;
  only_not_exported: boolean;
  /** admitted or registered (domain SisPopulation). */
  population: string;
  /** The export whose candidates this one sent again (a re-download), null for a new export. */
  repeat_of: number | null;
}

/** Which candidates an export held (migration 0032). */
export interface SisExportItemsTable {
  export_id: number;
  answer_id: number;
}

/** Per-programme dates and automation (migration 0023); a programme without a row uses the campaign's. */
export interface ProgrammeSettingsTable {
  /** The campaign these settings belong to (migration 0031); the current one when not given. */
  campaign: Generated<number>;
  programme: string;
  application_closes: Date | null;
  scholarship_closes: Date | null;
  confirmation_closes: Date | null;
  tuition_closes: Date | null;
  references_required: Generated<boolean>;
  offers_paused: Generated<boolean>;
  offer_days: Generated<number>;
  /** The programme's reviewers read its applications without the candidate's identity (migration 0029). */
  blind_review: Generated<boolean>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}

/** A referee's invitation and, once received, their letter (migration 0024, docs/REFERENCES.md). */
export interface AnswerReferencesTable {
  id: Generated<number>;
  answer_id: number;
  /** 1 or 2: the answer's reco_email_1 or reco_email_2. */
  slot: number;
  email: string;
  /** The candidate's language at the invitation: the referee's e-mails and page default to it. */
  locale: string;
  invited_at: Date;
  expires_at: Date;
  opened_at: Date | null;
  reminded_at: Date | null;
  reminders: Generated<number>;
  replaced_at: Date | null;
  expired_at: Date | null;
  received_at: Date | null;
  referee_name: string | null;
  referee_position: string | null;
  referee_institution: string | null;
  referee_relationship: string | null;
  letter_name: string | null;
  letter_original_name: string | null;
  letter_size: number | null;
  letter_sha256: string | null;
}

/** One link sent to a referee (migration 0024): the token only as its sha-256. */
export interface ReferenceLinksTable {
  token_hash: string;
  reference_id: number;
  created_at: Date;
}

/** A withdrawn application (migration 0026): at most one per answer. */
export interface WithdrawalsTable {
  id: Generated<number>;
  answer_id: number;
  /** A code of the domain's list (workflow/withdrawal.ts), "deadline" for a decline by default. */
  reason: string;
  comment: string | null;
  by_kind: "candidate" | "office" | "deadline";
  /** The candidate's or the officer's login; null for the portal. */
  by_login: string | null;
  stage_before: string;
  programme: Generated<string>;
  /** The candidate held a place, which goes to the programme's waiting list. */
  frees_place: Generated<boolean>;
  withdrawn_at: Date;
}

/** A place offered automatically from a waiting list (migration 0026): at most one per answer and per freed place. */
export interface OffersTable {
  id: Generated<number>;
  answer_id: number;
  /** The withdrawal that freed the place; null once that application is erased. */
  freed_by: number | null;
  programme: string;
  offered_at: Date;
  /** The candidate's own confirmation deadline. */
  deadline: Date;
}

/** A programme's scoresheet, one row per version (migration 0029, domain review/scoresheet.ts). */
export interface ScoresheetsTable {
  id: Generated<number>;
  programme: string;
  version: number;
  criteria: Json<Criterion[]>;
  created_at: Generated<Date>;
  created_by: string;
}

/** Who is to read which application (migration 0029). */
export interface ReviewAssignmentsTable {
  answer_id: number;
  reviewer_id: number;
  assigned_by: string;
  assigned_at: Generated<Date>;
}

/** A reviewer's scores of an application under a scoresheet version, a draft until submitted (migration 0029). */
export interface ReviewsTable {
  id: Generated<number>;
  answer_id: number;
  reviewer_id: number;
  scoresheet_id: number;
  scores: Json<ScoreValues>;
  status: Generated<"draft" | "submitted">;
  /** The weighted score out of 100 (domain weightedScore), null while nothing is scored. */
  score: number | null;
  updated_at: Generated<Date>;
  submitted_at: Date | null;
}

/** Every table, for Kysely. */
/** The juries a reviewer is assigned to (migration 0009). */
export interface StaffJuriesTable {
  user_id: number;
  id_jury: string;
}

/** The back office's derived facts of an answer (migration 0010, queries/application-facts.ts). */
export interface ApplicationFactsTable {
  answer_id: number;
  form_id: string;
  login: string;
  family_name: string;
  given_name: string;
  /** Folded "family given", the name sort. */
  sort_name: string;
  search_key: string;
  typeformation: string;
  fstchoice: string;
  sndchoice: string;
  trdchoice: string;
  mscchoice: string;
  jury: string | null;
  eu: boolean | null;
  stage: string;
  admis: string;
  scholarship_requested: boolean;
  scholarship_decision: string | null;
  documents: string;
  created_at: Date;
  facts_version: number;
  /** paid, partly, unpaid, none or overpaid (domain paymentStatus; migrations 0013, 0020). */
  payment_status: Generated<string>;
  /** The facets' values joined (queries/application-facts.ts facetKey), grouped by the counts. */
  facet_key: string;
  /** Domain applicationProgramme, computed by PostgreSQL (migration 0029): never written. */
  programme: GeneratedAlways<string>;
  /** The standing from submitted reviews (migration 0029, queries/review-standings.ts): mean score out of 100, count, spread, rank in its programme. */
  review_score: number | null;
  review_count: Generated<number>;
  review_spread: number | null;
  review_rank: number | null;
  /** The answer's campaign year (migration 0031). */
  campaign: Generated<number>;
}

/** A campaign (migration 0031): a year, open or closed, its dates and fees. */
export interface CampaignsTable {
  year: number;
  state: Generated<"open" | "closed">;
  /** Days (YYYY-MM-DD) closing each step at their end; null = the configuration's DEADLINE_<STEP>. */
  application_closes: ColumnType<string | null, string | null | undefined, string | null>;
  scholarship_closes: ColumnType<string | null, string | null | undefined, string | null>;
  confirmation_closes: ColumnType<string | null, string | null | undefined, string | null>;
  tuition_closes: ColumnType<string | null, string | null | undefined, string | null>;
  application_fee_cents: Generated<number>;
  down_payment_msc_cents: Generated<number>;
  down_payment_other_cents: Generated<number>;
  /** The juries' publication when the next campaign opened: id_jury → flags. */
  jury_flags: ColumnType<Record<string, JuryFlags> | null, string | null | undefined, string | null>;
  opened_at: Generated<Date>;
  opened_by: Generated<string>;
  closed_at: Date | null;
  closed_by: string | null;
}

export interface DB {
  campaigns: CampaignsTable;
  users: UsersTable;
  tokens: TokensTable;
  sessions: SessionsTable;
  answers: AnswersTable;
  answer_events: AnswerEventsTable;
  answer_notes: AnswerNotesTable;
  answer_drafts: AnswerDraftsTable;
  files: FilesTable;
  outbox: OutboxTable;
  mail_attempts: MailAttemptsTable;
  rate_limits: RateLimitsTable;
  login_failures: LoginFailuresTable;
  known_devices: KnownDevicesTable;
  labels: LabelsTable;
  countries: CountriesTable;
  juries: JuriesTable;
  jury_events: JuryEventsTable;
  formations: FormationsTable;
  communes: CommunesTable;
  bac_specialities: BacSpecialitiesTable;
  institutions: InstitutionsTable;
  erasures: ErasuresTable;
  staff_juries: StaffJuriesTable;
  application_facts: ApplicationFactsTable;
  application_list: ApplicationListView;
  reasons: ReasonsTable;
  document_requests: DocumentRequestsTable;
  jury_publications: JuryPublicationsTable;
  mail_templates: MailTemplatesTable;
  payment_requests: PaymentRequestsTable;
  payments: PaymentsTable;
  programme_settings: ProgrammeSettingsTable;
  sis_programme_codes: SisProgrammeCodesTable;
  sis_exports: SisExportsTable;
  sis_export_items: SisExportItemsTable;
  answer_references: AnswerReferencesTable;
  reference_links: ReferenceLinksTable;
  withdrawals: WithdrawalsTable;
  offers: OffersTable;
  scoresheets: ScoresheetsTable;
  review_assignments: ReviewAssignmentsTable;
  reviews: ReviewsTable;
  interview_slots: InterviewSlotsTable;
  interview_invitations: InterviewInvitationsTable;
  waiver_codes: WaiverCodesTable;
  waiver_code_uses: WaiverCodeUsesTable;
}

/** A code candidates type at payment for a reduction (migration 0033); uses is kept by each use. */
export interface WaiverCodesTable {
  id: Generated<number>;
  /** Upper-cased: candidates may type it in any case. */
  code: string;
  nature: PaymentNature;
  percent_off: number | null;
  amount_off_cents: number | null;
  programme: string | null;
  max_uses: number | null;
  uses: Generated<number>;
  expires_at: Date | null;
  created_by: string;
  created_at: Generated<Date>;
  archived: Generated<boolean>;
}

/** One application's use of a waiver code, with the waiver payment it recorded (migration 0033). */
export interface WaiverCodeUsesTable {
  id: Generated<number>;
  code_id: number;
  answer_id: number;
  payment_id: number;
  used_at: Generated<Date>;
}

/** An interview time of a programme (migration 0030); booked counts the invitations holding it. */
export interface InterviewSlotsTable {
  id: Generated<number>;
  programme: string;
  starts_at: Date;
  minutes: number;
  place: string | null;
  video_link: string | null;
  capacity: number;
  booked: Generated<number>;
  created_by: string;
  created_at: Generated<Date>;
}

/** An application's invitation to interview (migration 0030), one at most. */
export interface InterviewInvitationsTable {
  id: Generated<number>;
  answer_id: number;
  programme: string;
  invited_at: Date;
  invited_by: string;
  status: Generated<"invited" | "booked" | "declined">;
  slot_id: number | null;
  booked_at: Date | null;
  decline_reason: string | null;
  declined_at: Date | null;
  attendance: "attended" | "absent" | null;
  attendance_by: string | null;
  reminded_at: Date | null;
  /** The calendar file's SEQUENCE: raised at every booking or move. */
  sequence: Generated<number>;
}
