import type { Transition, WorkflowEvent, WorkflowState } from "./transition.ts";
import { saveTab } from "./save-tab.ts";
import {
  validateApplication,
  validateRegistration,
  validateScholarship,
  validateTuition,
} from "./validations.ts";
import { publishResult, setTuitionAmount } from "./decisions.ts";
import { offerPlace } from "./offers.ts";
import { refuse } from "./transition.ts";
import { isWithdrawn, withdraw } from "./withdrawal.ts";
import { isCampaignClosed } from "../campaign/campaign-state.ts";

/** The candidate's own steps, which a withdrawn application, or one of a closed campaign, no longer takes. */
const CANDIDATE_STEPS: ReadonlySet<WorkflowEvent["type"]> = new Set([
  "VALIDATE_APPLICATION",
  "VALIDATE_SCHOLARSHIP",
  "VALIDATE_REGISTRATION",
  "VALIDATE_TUITION",
]);

/**
 * The answer's state machine: the next state for an event, with the fields the transition changes,
 * or a refusal (wrong step, locked tab, invalid input, failing rules) with its message keys.
 * Authorisation (who may send which event for which answer) is the server's policies' concern.
 */
export function next(state: WorkflowState, event: WorkflowEvent): Transition {
  if (CANDIDATE_STEPS.has(event.type) && isWithdrawn(state))
    return refuse("wrong-state", "WORKFLOW_WITHDRAWN", "withdrawal.refused.withdrawn");
  if (CANDIDATE_STEPS.has(event.type) && isCampaignClosed(state))
    return refuse("wrong-state", "WORKFLOW_CAMPAIGN_CLOSED", "campaigns.refused.closed", {
      year: String(state.campaign_year ?? ""),
    });
  switch (event.type) {
    case "SAVE_TAB":
      return saveTab(state, event.tab, event.values, event.actor);
    case "VALIDATE_APPLICATION":
      return validateApplication(state, event.context);
    case "VALIDATE_SCHOLARSHIP":
      return validateScholarship(state, event.context);
    case "PUBLISH_RESULT":
      return publishResult(state, event.admis, event.decisionbourse);
    case "SET_TUITION_AMOUNT":
      return setTuitionAmount(state, event.montant_ins);
    case "VALIDATE_REGISTRATION":
      return validateRegistration(state, event.context);
    case "VALIDATE_TUITION":
      return validateTuition(state, event.context);
    case "WITHDRAW":
      return withdraw(state);
    case "OFFER_PLACE":
      return offerPlace(state, event.published);
    default:
      return unreachable(event);
  }
}

function unreachable(event: never): never {
  throw new Error(`Unknown workflow event ${JSON.stringify(event)}`);
}
