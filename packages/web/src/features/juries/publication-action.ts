import type { Jury, JuryFlagsChange } from "./juries-api.ts";

/** What an administrator may do to a jury's publication: results or scholarship results, on or off. */
export type PublicationAction = "publish" | "withdraw" | "publishScholarships" | "withdrawScholarships";

/** The flag change each action sends with PUT /ws/admin/juries/{id}. */
export function changeOf(action: PublicationAction): JuryFlagsChange {
  switch (action) {
    case "publish":
      return { resultats_publies: true };
    case "withdraw":
      return { resultats_publies: false };
    case "publishScholarships":
      return { resultats_brs_publies: true };
    case "withdrawScholarships":
      return { resultats_brs_publies: false };
  }
}

/** The two actions a jury offers now: the opposite of each flag's current state. */
export function actionsOf(jury: Jury): [PublicationAction, PublicationAction] {
  return [
    jury.resultats_publies ? "withdraw" : "publish",
    jury.resultats_brs_publies ? "withdrawScholarships" : "publishScholarships",
  ];
}

/** The jury's name as staff read it: its label and id. */
export function juryName(jury: Jury): string {
  return jury.label ? `${jury.label} (${jury.id_jury})` : jury.id_jury;
}
