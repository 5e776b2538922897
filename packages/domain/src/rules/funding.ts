import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "./types.ts";
import { message } from "./types.ts";
import { text } from "./values.ts";

/** The funding fields of SPEC §3; at least one must be given. */
export const FUNDING_FIELDS = [
  "personal",
  "fongecif",
  "assedic",
  "frenchGov",
  "foreignGov",
  "mindef",
  "fasia",
  "otherFunding",
] as const;

/** A funding field counts when ticked, a non-zero amount or a non-empty text (not "-", "0", "N" or "false"). */
function funded(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0 && !Number.isNaN(value);
  const t = text(value);
  return t !== "" && !["-", "0", "N", "n", "false"].includes(t);
}

/** At least one funding field is filled in. */
export function fundingPresent(values: AnswerValues): Message[] {
  return FUNDING_FIELDS.some((f) => funded(values[f]))
    ? []
    : [message("FUNDING_MISSING", "rules.funding.missing")];
}
