import type { Message } from "@portal/domain/i18n/catalogue";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { AnswerValues } from "@portal/domain/rules/types";
import { isBlank, isYes, text } from "@portal/domain/rules/values";
import { candform, onLoad } from "@portal/domain/schema/candform";
import { lockedTabs } from "@portal/domain/workflow/locks";
import { next } from "@portal/domain/workflow/machine";
import type { RefusalReason } from "@portal/domain/workflow/transition";
import {
  APPLICATION_TABS,
  REGISTRATION_DOCS_TAB,
  REGISTRATION_TABS,
  SCHOLARSHIP_TAB,
  TUITION_TAB,
} from "@portal/domain/workflow/tabs";
import type { Actor } from "../auth/sessions.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { queueMail } from "../mail/outbox.ts";
import { isHeldByDeadlines } from "../policies/deadlines.ts";
import { candidateDeadlineContext } from "../queries/application-deadlines.ts";
import { candidateView, presentValuesFor } from "../presenters/answer-display.ts";
import { changeAnswer } from "../queries/answer-changes.ts";
import { findJuryOf } from "../queries/jury-of-answer.ts";
import { paymentConfirmation } from "./payment-confirmation.ts";
import { paymentRecordsOf } from "../queries/payment-records.ts";
import { paymentStatus } from "@portal/domain/workflow/payment-status";
import { workflowRuleContext } from "./workflow-context.ts";
import { referencesContext } from "./references-context.ts";
import { workflowMail, type WorkflowMailKind } from "./workflow-mailer.ts";

/** The candidate's validations (SPEC §7 "Validations"), one per PUT /ws/validate…/{login}. */
export type WorkflowAction = WorkflowMailKind;

/**
 * Each action: its state-machine event, the tabs its rules judge, its audit kind, and the tab of its
 * button (where a failure that names no tab is listed).
 */
export const WORKFLOW_ACTIONS = {
  application: {
    event: "VALIDATE_APPLICATION",
    tabs: APPLICATION_TABS,
    kind: "validate-application",
    tab: "validation",
  },
  scholarship: {
    event: "VALIDATE_SCHOLARSHIP",
    tabs: [SCHOLARSHIP_TAB],
    kind: "validate-scholarship",
    tab: SCHOLARSHIP_TAB,
  },
  registration: {
    event: "VALIDATE_REGISTRATION",
    tabs: REGISTRATION_TABS,
    kind: "validate-registration",
    tab: "register",
  },
  tuition: {
    event: "VALIDATE_TUITION",
    tabs: [REGISTRATION_DOCS_TAB, TUITION_TAB],
    kind: "validate-tuition",
    tab: TUITION_TAB,
  },
} as const;

/** Everything a validation needs; the route opens the transaction and has checked who may act. */
export interface WorkflowInput {
  trx: Database;
  actor: Actor;
  formId: string;
  login: string;
  action: WorkflowAction;
  locale: Locale;
  /** The form screen's address, given in the e-mail. */
  formUrl: string;
  /** False to queue no e-mail (demo data written at start-up); default true. */
  notify?: boolean;
  /**
   * The portal's time (app.clock.now()): a candidate's validation after its date is refused, the
   * references' states are read at it.
   */
  now: Date;
  /** The campaign's dates and the institution's zone, under the programme's own dates. */
  campaign: Pick<Config, "deadlines" | "timeZone">;
}

/** A translated failure: its stable rule code, its text, and the tab (and field) it is about. */
export interface WorkflowFailure {
  code: string;
  message: string;
  tab: string;
  field?: string;
}

/** The outcome: the stored answer as the actor reads it, or a refusal with every failure. */
export type WorkflowOutcome =
  | {
      ok: true;
      messages: string[];
      version: number;
      updated: Date;
      data: AnswerValues;
      readOnlyTabs: string[];
    }
  | {
      ok: false;
      status: 400 | 409;
      code: "VALIDATION" | "WRONG_STATE" | "LOCKED";
      failures: WorkflowFailure[];
    };

const REFUSALS: Record<RefusalReason, { status: 400 | 409; code: "VALIDATION" | "WRONG_STATE" | "LOCKED" }> =
  {
    rules: { status: 400, code: "VALIDATION" },
    invalid: { status: 400, code: "VALIDATION" },
    "wrong-state": { status: 409, code: "WRONG_STATE" },
    locked: { status: 409, code: "LOCKED" },
  };

const translated = (locale: Locale, messages: Message[], tab: string): WorkflowFailure[] =>
  messages.map((m) => ({
    code: m.code,
    message: translate(locale, m.key, m.params),
    tab: m.tab ?? tab,
    ...(m.field ? { field: m.field } : {}),
  }));

/** The candidate's e-mail address (their account's), and the name to greet them with. */
async function recipient(trx: Database, login: string, values: AnswerValues) {
  const user = await trx.selectFrom("users").select("email").where("login", "=", login).executeTakeFirst();
  const to = user?.email ?? login;
  const name = [values.givenName, values.familyName].filter((v) => !isBlank(v)).map(text);
  return { to, name: name.length > 0 ? name.join(" ") : to };
}

/**
 * Runs one validation on the candidate's answer, locked FOR UPDATE: the state machine judges the
 * candidate's view of the answer (an unpublished decision reads as none) with the form engine's
 * verdicts and the payments recorded as settled, every failing rule at once; a candidate acting
 * after their programme's date for the step is refused, naming it. On success it stores the changes with a new version, writes
 * the audit row (kind = the transition) and, unless `notify` is false, queues the bilingual e-mail,
 * all in `trx`.
 */
export async function runWorkflowAction(input: WorkflowInput): Promise<WorkflowOutcome> {
  const { trx, actor, formId, login, action, locale } = input;
  const row = await trx
    .selectFrom("answers")
    .select(["id", "login", "data", "version", "campaign"])
    .where("form_id", "=", formId)
    .where("login", "=", login)
    // The candidate's newest application: last year's, when closed, is read-only anyway.
    .orderBy("campaign", "desc")
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND");
  const spec = WORKFLOW_ACTIONS[action];
  const jury = await findJuryOf(trx, row.data);
  const view = candidateView(row.data, jury);
  // What the office has recorded as settled: a fee paid online is its own proof of payment.
  const payments = (await paymentRecordsOf(trx, [row.id])).get(row.id) ?? [];
  const settledPayments = paymentStatus(view, payments)
    .due.filter((d) => d.outstandingCents === 0)
    .map((d) => d.nature);
  // Staff acting for a candidate are never held by the dates.
  const deadlines = isHeldByDeadlines(actor)
    ? await candidateDeadlineContext(trx, input.campaign, row, locale, input.now)
    : undefined;
  const context = {
    ...workflowRuleContext(candform, view, [...spec.tabs], { locale, login: row.login }),
    settledPayments,
    ...(action === "application"
      ? { references: await referencesContext(trx, row.id, view, input.now) }
      : {}),
    ...(deadlines ? { deadlines } : {}),
  };
  const transition = next(view, { type: spec.event, context });
  if (!transition.ok) {
    return {
      ok: false,
      ...REFUSALS[transition.reason],
      failures: translated(locale, transition.messages, spec.tab),
    };
  }

  const data = { ...row.data, ...transition.changes };
  const changed = Object.keys(transition.changes).filter(
    (id) => JSON.stringify(data[id]) !== JSON.stringify(row.data[id]),
  );
  const updated = await changeAnswer(trx, {
    answerId: row.id,
    data,
    actorLogin: actor.login,
    kind: spec.kind,
    fields: changed,
  });
  // The registration and tuition confirmations say whether the payment was received (issue #11).
  const payment = await paymentConfirmation(trx, action, row.id, data, jury);
  const messages = payment ? [...transition.messages, payment] : transition.messages;
  if (input.notify !== false) {
    const { to, name } = await recipient(trx, row.login, data);
    const invite = action === "application" && isYes(data.show_bourses);
    await queueMail(
      trx,
      workflowMail({
        kind: action,
        to,
        name,
        link: input.formUrl,
        messages,
        extraKeys: invite ? ["workflowMail.application.scholarships"] : [],
      }),
    );
  }
  return {
    ok: true,
    messages: translated(locale, messages, spec.tab).map((f) => f.message),
    version: updated.version,
    updated: updated.updated_at,
    data: onLoad(presentValuesFor(actor, data, jury), row.campaign),
    readOnlyTabs: lockedTabs(data, actor.isAdmin ? "admin" : "candidate"),
  };
}
