import { Type } from "typebox";

/** The decision on an application (dossier body and PUT /ws/admin/answers/{id}/decision). */
export const DecisionBody = Type.Object({
  admis: Type.String({ description: "O, N, L, R, C or - (no decision)" }),
  motivation: Type.Union([Type.String(), Type.Null()], {
    description: "A code of the reasons catalogue (kind motivation)",
  }),
  motivationVisible: Type.Boolean({
    description: "The candidate sees the motivation with the published result",
  }),
  rank: Type.Union([Type.Integer(), Type.Null()], { description: "Waiting list rank (L only)" }),
  decisionbourse: Type.String({ description: "The scholarship decision: one of scholarshipOptions" }),
  montant_ins: Type.Union([Type.Number(), Type.Null()], { description: "Tuition fees due, in euros" }),
  scholarshipOptions: Type.Array(Type.Object({ value: Type.String(), label: Type.String() }), {
    description: "The scholarship decisions open to this application, labelled in the asked language",
  }),
});

/** One field a change alters, with its values before and after in staff wording, null when empty (bulk change and import previews). */
export const FieldChange = Type.Object({
  field: Type.String(),
  label: Type.String(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});
