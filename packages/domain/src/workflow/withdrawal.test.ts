import { describe, expect, it } from "vitest";
import { lockedTabs } from "./locks.ts";
import { next } from "./machine.ts";
import { stageOf } from "./stage.ts";
import { isWithdrawn, MAX_WITHDRAWAL_COMMENT, validateWithdrawal, withdraw } from "./withdrawal.ts";

const codes = (errors: Record<string, { code: string }[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => m.code)]));

describe("withdrawal", () => {
  it("asks for a reason of the list, a text with 'other', and at most 500 characters", () => {
    expect(validateWithdrawal({ reason: "visa" })).toEqual({});
    expect(codes(validateWithdrawal({ reason: "" }))).toEqual({ reason: ["WITHDRAWAL_REASON_REQUIRED"] });
    expect(codes(validateWithdrawal({ reason: "deadline" }))).toEqual({ reason: ["WITHDRAWAL_REASON"] });
    expect(codes(validateWithdrawal({ reason: "other", comment: "  " }))).toEqual({
      comment: ["WITHDRAWAL_COMMENT_REQUIRED"],
    });
    expect(validateWithdrawal({ reason: "other", comment: "x".repeat(MAX_WITHDRAWAL_COMMENT) })).toEqual({});
    expect(
      codes(validateWithdrawal({ reason: "personal", comment: "x".repeat(MAX_WITHDRAWAL_COMMENT + 1) })),
    ).toEqual({ comment: ["WITHDRAWAL_COMMENT_LENGTH"] });
  });

  it("marks the application withdrawn once, keeping the decision", () => {
    const state = { candidat_validation: "O", admis: "O" };
    const done = withdraw(state);
    expect(done.ok && done.changes).toEqual({ withdrawn: "O" });
    expect(done.ok && done.state.admis).toBe("O");
    expect(isWithdrawn(done.ok ? done.state : {})).toBe(true);
    expect(withdraw({ ...state, withdrawn: "O" })).toMatchObject({ ok: false, reason: "wrong-state" });
  });

  it("locks every tab for the candidate, none for the office", () => {
    const withdrawn = { withdrawn: "O" };
    expect(lockedTabs(withdrawn)).toEqual(
      expect.arrayContaining(["choice", "bourses", "register", "tuition"]),
    );
    expect(lockedTabs(withdrawn, "admin")).toEqual([]);
  });

  it("refuses the candidate's steps once withdrawn", () => {
    const state = { candidat_validation: "O", admis: "O", withdrawn: "O" };
    const refused = next(state, { type: "VALIDATE_REGISTRATION", context: {} });
    expect(refused).toMatchObject({ ok: false, reason: "wrong-state" });
    expect(!refused.ok && refused.messages[0]?.code).toBe("WORKFLOW_WITHDRAWN");
    expect(next(state, { type: "WITHDRAW" }).ok).toBe(false);
    expect(next({ candidat_validation: "O" }, { type: "WITHDRAW" }).ok).toBe(true);
  });

  it("shows as withdrawn in the workspace, whatever stage it left", () => {
    expect(stageOf({ withdrawn: "O" }, null)).toBe("withdrawn");
    expect(
      stageOf({ candidat_validation: "O", admis: "O", withdrawn: "O" }, { resultats_publies: true }),
    ).toBe("withdrawn");
  });
});
