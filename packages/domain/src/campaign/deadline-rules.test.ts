import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import { completeApplication, fileValue } from "../rules/fixtures.ts";
import type { AnswerValues } from "../rules/types.ts";
import { next } from "../workflow/machine.ts";
import type { Transition } from "../workflow/transition.ts";
import { deadlinePassed, paymentDeadlinePassed, type DeadlineContext } from "./deadline-rules.ts";
import type { DeadlineStep } from "./deadlines.ts";

const login = "me@mail.example";
const CLOSES = "2027-03-31T21:59:59.000Z";
const before = new Date("2027-03-31T21:59:59.000Z");
const after = new Date("2027-03-31T22:00:00.000Z");
const deadlines = (step: DeadlineStep, now: Date): DeadlineContext => ({
  instants: { [step]: CLOSES },
  now,
  texts: { [step]: "31 March 2027, 23:59 (Paris time)" },
});
const en = (t: Transition) => t.messages.map((m) => translate("en", m.key, m.params));
const ok = (t: Transition) => {
  if (!t.ok) throw new Error(`refused: ${en(t).join("; ")}`);
  return t.state;
};

const validated = () => ok(next(completeApplication(), { type: "VALIDATE_APPLICATION", context: { login } }));
const admitted = (): AnswerValues => ok(next(validated(), { type: "PUBLISH_RESULT", admis: "O" }));
const readyToRegister = (): AnswerValues => ({
  ...admitted(),
  acknowledgementReg: true,
  reg_proof_of_payment: [{ proofFile: fileValue("down.pdf") }],
  ...Object.fromEntries(
    ["registration", "funding2", "parents", "siblings", "address", "documents2"].map((t) => [
      `${t}_validated`,
      "O",
    ]),
  ),
});
const registered = () =>
  ok(
    next(
      { ...readyToRegister(), registration_docs_validated: "O", montant_ins: 9000 },
      { type: "VALIDATE_REGISTRATION", context: {} },
    ),
  );

describe("deadlinePassed", () => {
  it("says nothing before the date, nothing without dates (staff), and names the date after it", () => {
    expect(deadlinePassed("application", deadlines("application", before))).toEqual([]);
    expect(deadlinePassed("application", undefined)).toEqual([]);
    expect(deadlinePassed("scholarship", deadlines("application", after))).toEqual([]);
    const [refusal] = deadlinePassed("application", deadlines("application", after));
    expect(refusal?.code).toBe("WORKFLOW_APPLICATION_CLOSED");
    expect(translate("fr", refusal!.key, refusal!.params)).toContain(
      "ont fermé le 31 March 2027, 23:59 (Paris time)",
    );
  });

  it("falls back to the ISO instant when no text is given", () => {
    const [refusal] = deadlinePassed("tuition", { instants: { tuition: CLOSES }, now: after });
    expect(refusal?.params).toEqual({ date: CLOSES });
  });
});

describe("validations and their dates", () => {
  it("validates an application before its date and refuses it after, naming the date", () => {
    const context = { login, deadlines: deadlines("application", before) };
    expect(next(completeApplication(), { type: "VALIDATE_APPLICATION", context }).ok).toBe(true);
    const late = next(completeApplication(), {
      type: "VALIDATE_APPLICATION",
      context: { login, deadlines: deadlines("application", after) },
    });
    expect(late.ok).toBe(false);
    expect(en(late)).toEqual([
      "Applications to your programme closed on 31 March 2027, 23:59 (Paris time): your application can no longer be validated. Contact the admissions office.",
    ]);
  });

  it("says an application already validated is validated, not late", () => {
    const t = next(validated(), {
      type: "VALIDATE_APPLICATION",
      context: { login, deadlines: deadlines("application", after) },
    });
    expect(t.messages[0]?.code).toBe("WORKFLOW_APPLICATION_ALREADY_VALIDATED");
  });

  it("refuses the scholarship application after the scholarship date only", () => {
    const state = { ...validated(), bourses_cedar: "O" };
    const closedApplication = { deadlines: deadlines("application", after) };
    expect(next(state, { type: "VALIDATE_SCHOLARSHIP", context: closedApplication }).ok).toBe(true);
    const t = next(state, {
      type: "VALIDATE_SCHOLARSHIP",
      context: { deadlines: deadlines("scholarship", after) },
    });
    expect(t.messages.map((m) => m.code)).toEqual(["WORKFLOW_SCHOLARSHIP_CLOSED"]);
  });

  it("refuses the registration after its date; a later date of the application's own lets it through", () => {
    const late = next(readyToRegister(), {
      type: "VALIDATE_REGISTRATION",
      context: { deadlines: deadlines("registration", after) },
    });
    expect(late.messages.map((m) => m.code)).toEqual(["WORKFLOW_REGISTRATION_CLOSED"]);
    // An automatic offer's own confirmation date replaces the programme's in the context.
    const own = { instants: { registration: "2027-04-07T21:59:59.000Z" }, now: after };
    expect(next(readyToRegister(), { type: "VALIDATE_REGISTRATION", context: { deadlines: own } }).ok).toBe(
      true,
    );
  });

  it("refuses the candidate's tuition confirmation after the tuition date", () => {
    const t = next(registered(), {
      type: "VALIDATE_TUITION",
      context: { deadlines: deadlines("tuition", after) },
    });
    expect(t.messages.map((m) => m.code)).toEqual(["WORKFLOW_TUITION_CLOSED"]);
    expect(
      next(registered(), { type: "VALIDATE_TUITION", context: { deadlines: deadlines("tuition", before) } })
        .ok,
    ).toBe(true);
  });
});

describe("paymentDeadlinePassed", () => {
  it("closes the online tuition payment after the tuition date, and no other payment", () => {
    const late = deadlines("tuition", after);
    expect(paymentDeadlinePassed("tuition", late).map((m) => m.code)).toEqual(["WORKFLOW_TUITION_CLOSED"]);
    expect(paymentDeadlinePassed("tuition", deadlines("tuition", before))).toEqual([]);
    expect(paymentDeadlinePassed("down_payment", deadlines("registration", after))).toEqual([]);
    expect(paymentDeadlinePassed("application_fee", deadlines("application", after))).toEqual([]);
  });
});
