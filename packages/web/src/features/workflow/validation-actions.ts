import type { TFunction } from "i18next";
import { localize } from "../../form/localize.ts";
import { ApiError } from "../../lib/api-error.ts";
import { groupProblems, problemsOf } from "../../lib/problem-groups.ts";
import type { WorkflowAction, WorkflowAlerts, WorkflowContext } from "./action-context.ts";
import { tabHasInput } from "./action-context.ts";
import { whileBusy } from "./busy-store.ts";
import type { ValidationKind } from "./workflow-api.ts";
import { putValidation } from "./workflow-api.ts";

/** SPEC §8: a refused validation shows the server's message, or Error. */
export function refusalText(error: unknown, t: TFunction): string {
  return error instanceof ApiError && error.serverMessage ? t(error.serverMessage) : t("error.generic");
}

/** A tab's title in the interface language. */
function tabTitle(context: WorkflowContext, tab: string): string {
  return localize(context.store.schema.tabs.find((t) => t.id === tab)?.title, context.lang) ?? tab;
}

/**
 * Saves the tab the button sits on when it holds inputs (the statements ticked, the scholarships
 * chosen), so the server validates what the candidate sees. A tab the engine finds invalid is not
 * sent, and nothing is validated: its fields show their errors, as after its save button.
 */
async function saveFirst(context: WorkflowContext, tab: string): Promise<WorkflowAlerts | undefined> {
  if (!tabHasInput(context.store, tab)) return undefined;
  const outcome = await context.saveTab(tab);
  if (outcome.kind === "invalid")
    return { danger: context.t("renderer.tabInvalid", { tab: tabTitle(context, tab) }) };
  return outcome.kind === "failed" ? { danger: outcome.message ?? context.t("error.generic") } : undefined;
}

/** The validations asked for once more in a dialog (they cannot be undone), with their texts' keys. */
const CONFIRMED: Partial<Record<ValidationKind, { title: string; body: string; confirm: string }>> = {
  application: {
    title: "workflowUi.confirmApplication.title",
    body: "workflowUi.confirmApplication.body",
    confirm: "workflowUi.confirmApplication.confirm",
  },
};

/** Asks, for a validation that must be confirmed, whether to go on; true for the others. */
function confirmed(context: WorkflowContext, kind: ValidationKind): Promise<boolean> {
  const keys = CONFIRMED[kind];
  if (!keys) return Promise.resolve(true);
  const { t } = context;
  return context.confirm({
    title: t(keys.title),
    body: t(keys.body),
    confirm: t(keys.confirm),
    cancel: t("workflowUi.confirm.cancel"),
  });
}

/**
 * A validation button (SPEC §4, §7 "Validations"): saves its tab, asks for confirmation when the
 * validation is the application's (it cannot be undone), PUTs {ws}/validate{kind}/{login};
 * OK shows the server's message as a success and reloads the answer (tabs lock, new tabs open);
 * a refusal placing its failures lists them grouped by tab, each a link to its field; anything else
 * shows the server's message, or Error, as a danger.
 */
export function validationAction(kind: ValidationKind, tab: string): WorkflowAction {
  return async (context) => {
    // The tab is saved first: the question is asked only of a tab the engine finds complete.
    const saved = await whileBusy("workflowUi.busy", async () => (await saveFirst(context, tab)) ?? "saved");
    if (saved === undefined) return undefined; // another call was under way
    if (saved !== "saved") return saved;
    if (!(await confirmed(context, kind))) return undefined;
    return validate(context, kind);
  };
}

/** PUTs the validation and answers the alerts to show (see validationAction). */
function validate(context: WorkflowContext, kind: ValidationKind): Promise<WorkflowAlerts | undefined> {
  return whileBusy("workflowUi.busy", async () => {
    const { t } = context;
    let answer;
    try {
      answer = await putValidation(kind, context.login);
    } catch (error) {
      const problems = error instanceof ApiError ? problemsOf(error.body) : [];
      if (problems.length > 0)
        return { problems: groupProblems(context.store.schema, context.lang, problems) };
      return { danger: refusalText(error, t) };
    }
    if (answer?.result !== "OK") return { danger: answer?.message ? t(answer.message) : t("error.generic") };
    await context.reload();
    return { success: answer.message ? t(answer.message) : t(SUCCESS_KEYS[kind]) };
  });
}

/** The success texts of SPEC §8, when the server sends no message. */
const SUCCESS_KEYS: Record<ValidationKind, string> = {
  application: "workflow.applicationValidated",
  scholarship: "workflow.scholarshipValidated",
  registration: "workflow.registrationValidated",
  tuition: "workflow.tuitionValidated",
};
