import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "./types.ts";
import { acknowledgementTicked, honourStatementTicked, testifyTicked } from "./acknowledgements.ts";

const en = (messages: { key: string }[]) => messages.map((m) => translate("en", m.key));

describe("acknowledgementTicked", () => {
  it.each<[AnswerValues, string[]]>([
    [{ typeformation: "MSC", acknowledgement: true }, []],
    [{ typeformation: "MSC", acknowledgement: false }, ["You must tick the acknowledgement box"]],
    [{ typeformation: "AM" }, ["You must tick the acknowledgement box"]],
    [{ typeformation: "ING" }, []],
  ])("%j", (values, expected) => expect(en(acknowledgementTicked(values))).toEqual(expected));
});

describe("testifyTicked", () => {
  it.each<[AnswerValues, string[]]>([
    [{ val_testify2: true }, []],
    [{ val_testify2: false }, ["You must certify that the information you gave is accurate"]],
    [{ typeformation: "ING" }, ["You must certify that the information you gave is accurate"]],
  ])("%j", (values, expected) => expect(en(testifyTicked(values))).toEqual(expected));
});

describe("honourStatementTicked", () => {
  it.each<[AnswerValues, string[]]>([
    [{ acknowledgementReg: true }, []],
    [{ acknowledgementReg: "true" }, []],
    [{ acknowledgementReg: false }, ["You must tick: I testify on my honor to the accuracy..."]],
    [{}, ["You must tick: I testify on my honor to the accuracy..."]],
  ])("%j", (values, expected) => expect(en(honourStatementTicked(values))).toEqual(expected));
  it("has the code HONOUR_STATEMENT_MISSING", () =>
    expect(honourStatementTicked({})[0].code).toBe("HONOUR_STATEMENT_MISSING"));
});
