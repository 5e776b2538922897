/**
 * The error catalogue: each error a client can meet has a stable code, an HTTP status and a
 * message key in the i18n catalogues (area `server`). The error handler serialises them as
 * {"result":"error","code","message"}; anything else becomes a generic 500.
 */
export const errorCatalogue = {
  NOT_ALLOWED: { status: 401, key: "server.notAllowed" },
  FORBIDDEN: { status: 403, key: "server.forbidden" },
  XSRF_MISMATCH: { status: 403, key: "server.xsrfMismatch" },
  NOT_FOUND: { status: 404, key: "server.notFound" },
  VALIDATION: { status: 400, key: "server.validation" },
  STALE_VERSION: { status: 409, key: "server.staleVersion" },
  LOCKED: { status: 409, key: "server.locked" },
  WRONG_STATE: { status: 409, key: "server.wrongState" },
  TOO_LARGE: { status: 413, key: "server.tooLarge" },
  UNSUPPORTED_TYPE: { status: 415, key: "server.unsupportedType" },
  RATE_LIMITED: { status: 429, key: "server.rateLimited" },
  LOGIN_THROTTLED: { status: 429, key: "auth.login.throttled" },
  LOGIN_GUARDED: { status: 429, key: "auth.login.guarded" },
  BAD_REQUEST: { status: 400, key: "server.badRequest" },
  EMAIL_INVALID: { status: 400, key: "auth.email.invalid" },
  EMAIL_TOO_LONG: { status: 400, key: "auth.email.tooLong" },
  EMAIL_LOCAL_TOO_LONG: { status: 400, key: "auth.email.localTooLong" },
  EMAIL_LABEL_TOO_LONG: { status: 400, key: "auth.email.labelTooLong" },
  PASSWORD_TOO_SHORT: { status: 400, key: "rules.passwords.tooShort" },
  PASSWORD_TOO_LONG: { status: 400, key: "rules.passwords.tooLong" },
  PASSWORD_WEAK: { status: 400, key: "rules.passwords.weak" },
  PASSWORD_LOGIN: { status: 400, key: "rules.passwords.login" },
  TOKEN_INVALID: { status: 400, key: "auth.token.invalid" },
  TOKEN_EXPIRED: { status: 400, key: "auth.token.expired" },
  TOKEN_USED: { status: 400, key: "auth.token.used" },
  LOGIN_FAILED: { status: 400, key: "auth.login.failed" },
  CAS_REFUSED: { status: 400, key: "auth.cas.refused" },
  CAS_WRONG_SERVICE: { status: 400, key: "auth.cas.wrongService" },
  CAS_UNAVAILABLE: { status: 503, key: "auth.cas.unavailable" },
  FILE_TOO_LARGE: { status: 413, key: "server.fileTooLarge" },
  FILE_EMPTY: { status: 400, key: "server.fileEmpty" },
  FILE_EXTENSION: { status: 415, key: "server.fileExtension" },
  FILE_CONTENT: { status: 415, key: "server.fileContent" },
  FILE_FIELD: { status: 400, key: "server.fileField" },
  FILE_COUNT: { status: 400, key: "server.fileCount" },
  FILE_FIELD_HIDDEN: { status: 409, key: "server.fileFieldHidden" },
  FILE_LIST_LINE: { status: 400, key: "server.fileListLine" },
  FILE_QUOTA: { status: 413, key: "server.fileQuota" },
  FILE_ACTIVE_CONTENT: { status: 415, key: "server.fileActiveContent" },
  FILE_UNCHECKABLE: { status: 415, key: "server.fileUncheckable" },
  INPUT_CHARACTERS: { status: 400, key: "input.characters" },
  INPUT_ENCODING: { status: 400, key: "input.encoding" },
  INPUT_NESTING: { status: 400, key: "input.nesting" },
  INPUT_NUMBER: { status: 400, key: "input.number" },
  PARAM_TOO_LONG: { status: 414, key: "input.paramTooLong" },
  DATABASE_UNAVAILABLE: { status: 503, key: "server.databaseUnavailable" },
  ACCOUNT_IS_ADMIN: { status: 409, key: "server.accountIsAdmin" },
  STAFF_HAS_APPLICATION: { status: 409, key: "staffAccounts.error.hasApplication" },
  STAFF_DISABLED: { status: 409, key: "staffAccounts.error.disabled" },
  STAFF_UNKNOWN_JURIES: { status: 400, key: "staffAccounts.error.unknownJuries" },
  STAFF_NO_JURY: { status: 400, key: "staffAccounts.error.noJury" },
  STAFF_SELF: { status: 409, key: "staffAccounts.error.self" },
  STAFF_LAST_ADMIN: { status: 409, key: "staffAccounts.error.lastAdmin" },
  DECISION_FIELDS: { status: 400, key: "decisions.error.oldPath" },
  DRAFT_TOO_LARGE: { status: 413, key: "drafts.error.tooLarge" },
  DRAFT_UNKNOWN_TAB: { status: 404, key: "drafts.error.unknownTab" },
  REVIEWER_READ_ONLY: { status: 403, key: "staffRights.reviewerReadOnly" },
  JOB_UNKNOWN: { status: 404, key: "jobsPage.error.unknown" },
  JOB_WAITING: { status: 409, key: "jobsPage.error.waiting" },
  JOB_RUN_UNKNOWN: { status: 404, key: "jobsPage.error.noRun" },
  JOB_NOT_FAILED: { status: 409, key: "jobsPage.error.notFailed" },
  REFERENCE_LINK_UNKNOWN: { status: 404, key: "references.error.linkUnknown" },
  REFERENCE_LINK_USED: { status: 410, key: "references.error.linkUsed" },
  REFERENCE_LINK_REPLACED: { status: 410, key: "references.error.linkReplaced" },
  REFERENCE_LINK_EXPIRED: { status: 410, key: "references.error.linkExpired" },
  REFERENCE_NOT_NAMED: { status: 404, key: "references.error.notNamed" },
  REFERENCE_RECEIVED: { status: 409, key: "references.error.received" },
  REFERENCE_EXPIRED: { status: 409, key: "references.error.expired" },
  REFERENCE_REMINDED_RECENTLY: { status: 429, key: "references.error.remindedRecently" },
  REFERENCE_DETAILS: { status: 400, key: "references.error.details" },
  INTERVIEW_NOT_INVITED: { status: 404, key: "interview.error.notInvited" },
  INTERVIEW_SLOT_UNKNOWN: { status: 404, key: "interview.error.slotUnknown" },
  INTERVIEW_SLOT_FULL: { status: 409, key: "interview.error.full" },
  INTERVIEW_SLOT_BOOKED: { status: 409, key: "interview.error.slotBooked" },
  INTERVIEW_ATTENDANCE_EARLY: { status: 409, key: "interview.error.attendanceEarly" },
  SCORESHEET_HAS_REVIEWS: { status: 409, key: "scoring.error.hasReviews" },
  SCORESHEET_MISSING: { status: 409, key: "scoring.error.noScoresheet" },
  REVIEW_SUBMITTED: { status: 409, key: "scoring.error.submitted" },
  CAMPAIGN_CLOSED: { status: 409, key: "campaigns.refused.closed" },
  NO_OPEN_CAMPAIGN: { status: 409, key: "campaigns.refused.noneOpen" },
  CAMPAIGN_EXISTS: { status: 409, key: "campaignsPage.error.exists" },
  CAMPAIGN_NOT_NEXT: { status: 400, key: "campaignsPage.error.notNext" },
  CAMPAIGN_ALREADY: { status: 409, key: "campaignsPage.error.already" },
  CAMPAIGN_ALREADY_APPLIED: { status: 409, key: "campaigns.refused.alreadyApplied" },
  WAIVER_NOTHING_DUE: { status: 409, key: "waiverEntry.error.nothingDue" },
  WAIVER_AMOUNT: { status: 400, key: "waiverRules.waiver.zero" },
  WAIVER_CODE_UNKNOWN: { status: 400, key: "waiverEntry.error.unknown" },
  WAIVER_CODE_NATURE: { status: 400, key: "waiverEntry.error.nature" },
  WAIVER_CODE_EXPIRED: { status: 400, key: "waiverEntry.error.expired" },
  WAIVER_CODE_PROGRAMME: { status: 400, key: "waiverEntry.error.programme" },
  WAIVER_CODE_ALREADY_USED: { status: 409, key: "waiverEntry.error.alreadyUsed" },
  WAIVER_CODE_USED_UP: { status: 409, key: "waiverEntry.error.usedUp" },
  WAIVER_CODE_INVALID: { status: 400, key: "waiverRules.code.format" },
  WAIVER_CODE_TAKEN: { status: 409, key: "waiverRules.code.taken" },
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/** An error the client may see, with its catalogue entry and message parameters. */
export class AppError extends Error {
  readonly status: number;
  readonly key: string;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** An already-written message (for example the list of what is missing), shown instead of the key's text. */
    readonly detail?: string,
  ) {
    super(code);
    this.status = errorCatalogue[code].status;
    this.key = errorCatalogue[code].key;
  }
}

/** 401 for a missing or expired session; the body is the spec's {"result":"Not allowed"}. */
export class NotAllowedError extends AppError {
  constructor() {
    super("NOT_ALLOWED");
  }
}

/** 403 for another user's resource. */
export class ForbiddenError extends AppError {
  constructor() {
    super("FORBIDDEN");
  }
}
