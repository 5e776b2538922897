import type { CatalogueArea } from "./catalogue.ts";

/**
 * Staff wording of an application's history (GET /ws/admin/answers/{id}/history): one summary per
 * kind of answer_events line (queries/answer-changes.ts callers), the juries' publications, and the
 * labels of the jury flags shown before → after.
 */
export const history: CatalogueArea = {
  en: {
    "history.create": "Application started",
    "history.save-tab": "Answers saved",
    "history.file_uploaded": "Document uploaded: {{name}}",
    "history.file_deleted": "Document deleted: {{name}}",
    "history.validate-application": "Application validated",
    "history.validate-scholarship": "Scholarship application validated",
    "history.validate-registration": "Registration validated",
    "history.validate-tuition": "Tuition payment confirmed",
    "history.other": "Change recorded ({{kind}})",
    "history.juryPublished": "Jury {{jury}}: admission results published",
    "history.juryWithdrawn": "Jury {{jury}}: admission results withdrawn",
    "history.juryScholarshipPublished": "Jury {{jury}}: scholarship results published",
    "history.juryScholarshipWithdrawn": "Jury {{jury}}: scholarship results withdrawn",
    "history.juryChanged": "Jury {{jury}}: publication changed",
    "history.flag.resultats_publies": "Admission results published",
    "history.flag.resultats_brs_publies": "Scholarship results published",
    "history.yes": "Yes",
    "history.no": "No",
    "history.lines": "{{count}} lines",
  },
  fr: {
    "history.create": "Candidature commencée",
    "history.save-tab": "Réponses enregistrées",
    "history.file_uploaded": "Pièce déposée : {{name}}",
    "history.file_deleted": "Pièce supprimée : {{name}}",
    "history.validate-application": "Candidature validée",
    "history.validate-scholarship": "Demande de bourse validée",
    "history.validate-registration": "Inscription validée",
    "history.validate-tuition": "Paiement des droits confirmé",
    "history.other": "Modification enregistrée ({{kind}})",
    "history.juryPublished": "Jury {{jury}} : résultats d'admission publiés",
    "history.juryWithdrawn": "Jury {{jury}} : résultats d'admission retirés",
    "history.juryScholarshipPublished": "Jury {{jury}} : résultats des bourses publiés",
    "history.juryScholarshipWithdrawn": "Jury {{jury}} : résultats des bourses retirés",
    "history.juryChanged": "Jury {{jury}} : publication modifiée",
    "history.flag.resultats_publies": "Résultats d'admission publiés",
    "history.flag.resultats_brs_publies": "Résultats des bourses publiés",
    "history.yes": "Oui",
    "history.no": "Non",
    "history.lines": "{{count}} lignes",
  },
};
