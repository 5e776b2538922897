import type { Transition, WorkflowEvent, WorkflowState } from "./transition.ts";
import { saveTab } from "./save-tab.ts";
import {
  validateApplication,
  validateRegistration,
  validateScholarship,
  validateTuition,
} from "./validations.ts";
import { publishResult, setTuitionAmount } from "./decisions.ts";

/**
 * The answer's state machine: the next state for an event, with the fields the transition changes,
 * or a refusal (wrong step, locked tab, invalid input, failing rules) with its message keys.
 * Authorisation (who may send which event for which answer) is the server's policies' concern.
 */
export function next(state: WorkflowState, event: WorkflowEvent): Transition {
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
    default:
      return unreachable(event);
  }
}

function unreachable(event: never): never {
  throw new Error(`Unknown workflow event ${JSON.stringify(event)}`);
}
