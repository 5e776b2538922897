import { describe, expect, it } from "vitest";
import { candform, emptyAnswer } from "../schema/candform.ts";
import { completeApplication, fileValue } from "../rules/fixtures.ts";
import type { AnswerValues } from "../rules/types.ts";
import type { JourneyStep } from "./journey.ts";
import { journeySteps } from "./journey.ts";

const states = (steps: JourneyStep[]) => Object.fromEntries(steps.map((s) => [s.id, s.state]));
const step = (steps: JourneyStep[], id: string) => steps.find((s) => s.id === id)!;

/** A validated application as its candidate reads it: the result hidden until published. */
const validated = (extra: AnswerValues = {}): AnswerValues =>
  completeApplication({
    candidat_validation: "O",
    validation_validated: "O",
    show_admis: "N",
    admis: "-",
    ...extra,
  });

describe("journeySteps", () => {
  it("starts a new candidate on the application, every later step locked, the scholarships not offered", () => {
    const steps = journeySteps(candform, emptyAnswer());
    expect(steps.map((s) => s.id)).toEqual(["application", "result", "registration", "tuition"]);
    expect(states(steps)).toEqual({
      application: "not_started",
      result: "locked",
      registration: "locked",
      tuition: "locked",
    });
    const application = step(steps, "application");
    expect(application.tab).toBe("choice");
    // No nationality yet: the language certificate is required until it says otherwise.
    expect(
      application.missing.filter((m) => m.kind === "document").map((m) => m.kind === "document" && m.type),
    ).toEqual(["id", "cv", "cover", "degree", "transcript", "english"]);
    expect(application.missing).toContainEqual({ kind: "document", tab: "docs", field: "docs", type: "cv" });
  });

  it("lists, for a half-filled application, only the tabs not validated and the documents not uploaded", () => {
    const values = completeApplication({ langs_validated: "N", fund_validated: "N", docs: [] });
    const application = step(journeySteps(candform, values), "application");
    expect(application.state).toBe("in_progress");
    const tabs = application.missing.filter((m) => m.kind === "tab").map((m) => m.tab);
    // An empty docs list leaves the docs tab valid for the engine: the documents say what is missing.
    expect(tabs).toEqual(["langs", "fund"]);
    expect(application.missing.filter((m) => m.kind === "document")).toHaveLength(6);
    expect(application.tab).toBe("langs");
  });

  it("shows a validated application waiting for the jury, the office's requests in their step", () => {
    const requests = [
      { field: "docs.2.doc_file", fieldLabel: "Degree", deadline: "2027-03-31", overdue: false },
      { field: "unknown_field", fieldLabel: "?", deadline: "2027-03-31", overdue: false },
    ];
    const steps = journeySteps(candform, validated(), { documentRequests: requests });
    expect(states(steps)).toMatchObject({
      application: "validated",
      result: "waiting_jury",
      registration: "locked",
    });
    expect(step(steps, "application").missing).toEqual([
      {
        kind: "request",
        tab: "docs",
        field: "docs",
        path: "docs.2.doc_file",
        label: "Degree",
        deadline: "2027-03-31",
        overdue: false,
      },
    ]);
  });

  it("offers the scholarship step when eligible, with its missing letter", () => {
    const values = validated({ show_bourses: "O", bourses_tuition: "O" });
    const scholarship = step(journeySteps(candform, values), "scholarship");
    expect(scholarship.state).toBe("not_started");
    expect(scholarship.missing).toContainEqual({
      kind: "document",
      tab: "bourses",
      field: "bourses_tuition_letter",
      type: "scholarship_tuition",
    });
  });

  it("opens the registration of an admitted candidate, the result first decided", () => {
    const steps = journeySteps(candform, validated({ show_admis: "O", admis: "O" }));
    expect(states(steps)).toMatchObject({
      result: "admitted",
      registration: "not_started",
      tuition: "locked",
    });
    const registration = step(steps, "registration");
    expect(registration.tab).toBe("registration");
    expect(registration.missing[0]).toEqual({ kind: "tab", tab: "registration" });
    expect(registration.missing).toContainEqual({
      kind: "document",
      tab: "registration",
      field: "reg_proof_of_payment",
      type: "down_payment_proof",
    });
  });

  it("keeps registration offline for an admitted apprentice (ING)", () => {
    const values = validated({ show_admis: "O", admis: "O", typeformation: "ING" });
    expect(step(journeySteps(candform, values), "registration").state).toBe("offline");
  });

  it("tells a refused candidate so and leaves registration and tuition locked", () => {
    const steps = journeySteps(candform, validated({ show_admis: "O", admis: "N" }));
    expect(states(steps)).toMatchObject({ result: "refused", registration: "locked", tuition: "locked" });
    expect(steps.flatMap((s) => s.missing)).toEqual([]);
  });

  it("never reads an unpublished decision", () => {
    const steps = journeySteps(candform, validated({ show_admis: "N", admis: "O" }));
    expect(step(steps, "result").state).toBe("waiting_jury");
  });

  it("opens tuition once registration is confirmed, and closes it once paid", () => {
    const registered = validated({
      show_admis: "O",
      admis: "O",
      candidat_confirmation: "O",
      reg_proof_of_payment: [{ proofFile: fileValue("down.pdf") }],
    });
    const open = journeySteps(candform, registered);
    expect(states(open)).toMatchObject({ registration: "validated", tuition: "not_started" });
    expect(step(open, "tuition").missing.map((m) => m.tab)).toContain("registration_docs");
    const paid = journeySteps(candform, { ...registered, tuition_paiement_confirmation: "O" });
    expect(step(paid, "tuition")).toMatchObject({ state: "validated", missing: [] });
  });
});
