import type { ReferenceState } from "@portal/domain/workflow/references";
import {
  REFEREE_FIELDS,
  candidateReminderRefusal,
  refereeAddress,
  referenceState,
} from "@portal/domain/workflow/references";
import type { ReferenceRow } from "../queries/references.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** One referee slot as the candidate sees it: never the letter nor what the referee wrote. */
export interface CandidateReference {
  slot: number;
  email: string;
  state: ReferenceState | "notInvited";
  invited?: string;
  validUntil?: string;
  received?: string;
  reminded?: string;
  /** Whether a reminder may go out now (not received, not expired, none in the last day). */
  canRemind: boolean;
}

/**
 * The candidate's referee slots: each referee the answer names, with its live reference's state
 * (notInvited when none went out yet). Dates only: the letter, its name and the referee's details
 * never leave the server for the candidate.
 */
export function presentCandidateReferences(
  data: Record<string, unknown>,
  live: readonly ReferenceRow[],
  now: Date,
): CandidateReference[] {
  return REFEREE_FIELDS.flatMap((field, i) => {
    const slot = i + 1;
    const email = refereeAddress(data[field]);
    if (email === "") return [];
    const row = live.find((r) => r.slot === slot && r.email === email);
    if (!row) return [{ slot, email, state: "notInvited" as const, canRemind: false }];
    const item: CandidateReference = {
      slot,
      email,
      state: referenceState(row, now),
      invited: row.invited_at.toISOString(),
      validUntil: row.expires_at.toISOString(),
      canRemind: candidateReminderRefusal(row, now) === null,
    };
    const received = iso(row.received_at);
    const reminded = iso(row.reminded_at);
    return [{ ...item, ...(received ? { received } : {}), ...(reminded ? { reminded } : {}) }];
  });
}

/** A reference as staff read it in the dossier: the state, the referee's details and the letter's name. */
export function presentStaffReference(row: ReferenceRow, now: Date) {
  const state: ReferenceState | "replaced" = row.replaced_at ? "replaced" : referenceState(row, now);
  return {
    id: row.id,
    slot: row.slot,
    email: row.email,
    state,
    invited: row.invited_at.toISOString(),
    validUntil: row.expires_at.toISOString(),
    ...(row.opened_at ? { opened: row.opened_at.toISOString() } : {}),
    ...(row.received_at ? { received: row.received_at.toISOString() } : {}),
    reminders: row.reminders,
    ...(row.received_at && row.referee_name
      ? {
          referee: {
            name: row.referee_name,
            position: row.referee_position ?? "",
            institution: row.referee_institution ?? "",
            relationship: row.referee_relationship ?? "",
          },
        }
      : {}),
    ...(row.letter_name
      ? { letter: { originalName: row.letter_original_name ?? "letter.pdf", size: row.letter_size ?? 0 } }
      : {}),
  };
}
