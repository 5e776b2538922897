import type { CatalogueArea } from "./catalogue.ts";

/**
 * Drafts of a tab (issue #12): what a candidate typed and has not saved yet, kept by the server
 * so that closing the browser loses nothing. The status beside the save button, the restore
 * notices, the leave confirmation and the server's refusals of a draft.
 */
export const drafts: CatalogueArea = {
  en: {
    "drafts.status.saving": "Saving draft…",
    "drafts.status.saved": "Draft saved {{time}}",
    "drafts.status.failed": "Draft not saved — retrying",
    "drafts.status.refused": "Draft not saved: {{message}}",
    "drafts.restored": "Your unsaved changes from {{date}} were restored.",
    "drafts.discard": "Discard them",
    "drafts.stale.title": "Unsaved changes from {{date}}",
    "drafts.stale.body":
      "You left changes on this tab that were not saved, and the application has changed since. Restore them to keep working on them, or discard them.",
    "drafts.stale.restore": "Restore my draft",
    "drafts.stale.discard": "Discard",
    "drafts.leave.title": "Leave this tab?",
    "drafts.leave.body": "This tab has changes that are not saved. They are kept as a draft.",
    "drafts.leave.stay": "Stay on this tab",
    "drafts.leave.leave": "Leave",
    "drafts.error.tooLarge":
      "The draft is too large ({{size}} bytes, at most {{limit}}): save the tab instead.",
    "drafts.error.unknownTab": "There is no tab “{{tab}}” in this form.",
  },
  fr: {
    "drafts.status.saving": "Enregistrement du brouillon…",
    "drafts.status.saved": "Brouillon enregistré à {{time}}",
    "drafts.status.failed": "Brouillon non enregistré — nouvel essai",
    "drafts.status.refused": "Brouillon non enregistré\u00a0: {{message}}",
    "drafts.restored": "Vos modifications non enregistrées du {{date}} ont été restaurées.",
    "drafts.discard": "Les abandonner",
    "drafts.stale.title": "Modifications non enregistrées du {{date}}",
    "drafts.stale.body":
      "Vous avez laissé sur cet onglet des modifications non enregistrées, et le dossier a changé depuis. Restaurez-les pour continuer à y travailler, ou abandonnez-les.",
    "drafts.stale.restore": "Restaurer mon brouillon",
    "drafts.stale.discard": "Abandonner",
    "drafts.leave.title": "Quitter cet onglet\u00a0?",
    "drafts.leave.body":
      "Cet onglet a des modifications non enregistrées. Elles sont conservées comme brouillon.",
    "drafts.leave.stay": "Rester sur cet onglet",
    "drafts.leave.leave": "Quitter",
    "drafts.error.tooLarge":
      "Le brouillon est trop volumineux ({{size}} octets, {{limit}} au plus)\u00a0: enregistrez plutôt l'onglet.",
    "drafts.error.unknownTab": "Ce formulaire n'a pas d'onglet «\u00a0{{tab}}\u00a0».",
  },
};
