import type { CatalogueArea } from "./catalogue.ts";

/**
 * Who the registration down payment goes to (SPEC §9: DFM for MSC, DFI for the others). The
 * candidate sees the acronym on her bank transfer, so it stays, followed by what it is: neither
 * the schema nor the configuration gives the departments' full names.
 */
export const paymentEntities: CatalogueArea = {
  en: {
    "paymentEntities.paidTo": "Paid to: {{entity}} ({{name}})",
    "paymentEntities.DFM": "the school's finance office for the MSc programmes",
    "paymentEntities.DFI": "the school's finance office for the other programmes",
  },
  fr: {
    "paymentEntities.paidTo": "Versé à : {{entity}} ({{name}})",
    "paymentEntities.DFM": "le service financier de l'école pour les MSc",
    "paymentEntities.DFI": "le service financier de l'école pour les autres formations",
  },
};
