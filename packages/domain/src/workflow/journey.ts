import type { AnswerValues, EvaluateOptions, FormSchema } from "../schema/types.ts";
import { evaluate } from "../engine/evaluate.ts";
import { indexOf } from "../engine/schema-index.ts";
import { missingDocumentTypes } from "../rules/documents.ts";
import { isPdfFile, isYes, text } from "../rules/values.ts";
import { downPaymentProofPresent } from "../rules/payments.ts";
import { SCHOLARSHIP_DOCUMENTS } from "../rules/scholarship-documents.ts";
import { tabsToValidate } from "../rules/tabs.ts";
import { chosenScholarships } from "./scholarships.ts";
import {
  APPLICATION_TABS,
  REGISTRATION_DOCS_TAB,
  REGISTRATION_TABS,
  SCHOLARSHIP_TAB,
  TUITION_TAB,
  validatedFlag,
} from "./tabs.ts";

/** The steps of a candidate's journey, in order (the scholarship step only when offered). */
export const JOURNEY_STEPS = ["application", "scholarship", "result", "registration", "tuition"] as const;
export type JourneyStepId = (typeof JOURNEY_STEPS)[number];

/**
 * Where a step stands for its candidate: a step to fill is not started, in progress or validated;
 * a step whose turn has not come is locked; the result waits for the jury, then reads its decision;
 * registration is offline for apprentices (ING).
 */
export type JourneyState =
  | "not_started"
  | "in_progress"
  | "validated"
  | "locked"
  | "waiting_jury"
  | "admitted"
  | "conditional"
  | "waiting_list"
  | "refused"
  | "postponed"
  | "offline";

/** One thing the candidate still has to do in a step, with the tab (and field) where to do it. */
export type JourneyItem =
  | { kind: "tab"; tab: string }
  | { kind: "document"; tab: string; field: string; type: string }
  | {
      kind: "request";
      tab: string;
      field: string;
      path: string;
      label: string;
      deadline: string;
      overdue: boolean;
    };

/** One step: its state, the tab it opens on, and what is missing while it is open. */
export interface JourneyStep {
  id: JourneyStepId;
  state: JourneyState;
  tab: string;
  missing: JourneyItem[];
}

/** An open request of the admissions office, as the answer GET gives it (`documentRequests`). */
export interface JourneyRequest {
  field: string;
  fieldLabel: string;
  deadline: string;
  overdue: boolean;
}

/** What the journey reads besides the schema and the candidate's view of the answer. */
export interface JourneyOptions extends EvaluateOptions {
  documentRequests?: readonly JourneyRequest[];
}

const DECISION_STATES: Record<string, JourneyState> = {
  O: "admitted",
  C: "conditional",
  L: "waiting_list",
  N: "refused",
  R: "postponed",
};

/**
 * The candidate's journey from their view of the answer (candidateView: `admis` reads "-" until the
 * jury publishes): each step's state and, for an open step, the tabs the validation rules would
 * still refuse (the engine's verdict or a missing `<tab>_validated` flag, as `tabsValidated` judges
 * them, the action's own tab by the engine alone), the required documents not uploaded as PDF, and
 * the office's open requests in that step's tabs. The server and the browser can both call it.
 */
export function journeySteps(
  schema: FormSchema,
  values: AnswerValues,
  options: JourneyOptions = {},
): JourneyStep[] {
  const { documentRequests = [], ...evaluateOptions } = options;
  const { tabs } = evaluate(schema, values, evaluateOptions);
  const tabOf = indexOf(schema).tabOf;
  const known = (tab: string) => tab in tabs;
  // The engine's verdict on each visible tab (hidden tabs hold nothing to complete).
  const judged = Object.fromEntries(
    Object.entries(tabs)
      .filter(([, tab]) => tab.visible)
      .map(([id, tab]) => [id, tab.valid]),
  );

  /** The tabs among `ids` still to validate, in order, as the validation would judge them. */
  const tabsToDo = (ids: readonly string[], actionTab: string): JourneyItem[] =>
    tabsToValidate(ids, actionTab, values, judged).map((tab) => ({ kind: "tab", tab }));

  const requestsIn = (ids: readonly string[]): JourneyItem[] =>
    documentRequests.flatMap((request) => {
      const field = request.field.split(".")[0] ?? request.field;
      const tab = tabOf.get(field);
      if (!tab || !ids.includes(tab)) return [];
      const { fieldLabel: label, deadline, overdue } = request;
      return [{ kind: "request", tab, field, path: request.field, label, deadline, overdue }];
    });

  /** A fill-in step: validated when its flag is O, else started once one of its tabs is validated. */
  const fillStep = (
    id: JourneyStepId,
    done: boolean,
    ids: readonly string[],
    missing: JourneyItem[],
  ): JourneyStep => {
    const requests = requestsIn(ids);
    if (done) return { id, state: "validated", tab: ids[ids.length - 1], missing: requests };
    const started = ids.some((tab) => isYes(values[validatedFlag(tab)]));
    const all = [...missing, ...requests];
    return {
      id,
      state: started ? "in_progress" : "not_started",
      tab: all[0]?.tab ?? ids[ids.length - 1],
      missing: all,
    };
  };

  const ing = text(values.typeformation) === "ING";
  const applicationTabs = ing ? APPLICATION_TABS.filter((t) => t !== "payment") : APPLICATION_TABS;
  const applied = isYes(values.candidat_validation);
  const steps: JourneyStep[] = [
    fillStep("application", applied, applicationTabs, [
      ...tabsToDo(applicationTabs, "validation"),
      ...missingDocuments(values, tabOf),
    ]),
  ];

  if (isYes(values.show_bourses) && known(SCHOLARSHIP_TAB)) {
    steps.push(
      fillStep(
        "scholarship",
        isYes(values.bourse_validation),
        [SCHOLARSHIP_TAB],
        [...tabsToDo([SCHOLARSHIP_TAB], SCHOLARSHIP_TAB), ...missingScholarshipDocuments(values, tabOf)],
      ),
    );
  }

  const decision = isYes(values.show_admis) ? text(values.admis) : "-";
  const resultState: JourneyState = !applied ? "locked" : (DECISION_STATES[decision] ?? "waiting_jury");
  steps.push({
    id: "result",
    state: resultState,
    tab: known("result") ? "result" : "validation",
    missing: [],
  });

  const admitted = resultState === "admitted" || resultState === "conditional";
  const registered = isYes(values.candidat_confirmation);
  if (!admitted && !registered) {
    steps.push({ id: "registration", state: "locked", tab: REGISTRATION_TABS[0], missing: [] });
  } else if (ing && !registered) {
    steps.push({ id: "registration", state: "offline", tab: REGISTRATION_TABS[0], missing: [] });
  } else {
    const proof =
      downPaymentProofPresent(values).length > 0
        ? [fileItem(DOWN_PAYMENT_PROOF, "down_payment_proof", tabOf)]
        : [];
    steps.push(
      fillStep("registration", registered, REGISTRATION_TABS, [
        ...tabsToDo(REGISTRATION_TABS, "register"),
        ...proof,
      ]),
    );
  }

  const tuitionTabs = [REGISTRATION_DOCS_TAB, TUITION_TAB];
  steps.push(
    registered
      ? fillStep(
          "tuition",
          isYes(values.tuition_paiement_confirmation),
          tuitionTabs,
          tabsToDo(tuitionTabs, TUITION_TAB),
        )
      : { id: "tuition", state: "locked", tab: REGISTRATION_DOCS_TAB, missing: [] },
  );
  return steps;
}

type TabOf = ReadonlyMap<string, string>;

/** The list field of the application documents, and the field of the down payment's proof. */
const DOCS_FIELD = "docs";
const DOWN_PAYMENT_PROOF = "reg_proof_of_payment";

/** A missing document of a field, placed in the field's tab. */
function fileItem(field: string, type: string, tabOf: TabOf): JourneyItem {
  return { kind: "document", tab: tabOf.get(field) ?? field, field, type };
}

/** The required application documents without a PDF in the docs list. */
function missingDocuments(values: AnswerValues, tabOf: TabOf): JourneyItem[] {
  return missingDocumentTypes(values).map((type) => fileItem(DOCS_FIELD, type, tabOf));
}

/** Each chosen scholarship's document (SCHOLARSHIP_DOCUMENTS) not uploaded as a PDF. */
function missingScholarshipDocuments(values: AnswerValues, tabOf: TabOf): JourneyItem[] {
  return chosenScholarships(values).flatMap((id): JourneyItem[] => {
    const doc = SCHOLARSHIP_DOCUMENTS[id];
    return !doc || isPdfFile(values[doc.field]) ? [] : [fileItem(doc.field, `scholarship_${id}`, tabOf)];
  });
}
