import { createRequire } from "node:module";
import { deptOf } from "./french-codes.ts";

const require = createRequire(import.meta.url);

/** A row of the communes table: one per (commune, postal code) pair. */
export interface CommuneRow {
  insee: string;
  name: string;
  zip: string;
  dept: string;
}

interface PostalEntry {
  codePostal: string;
  codeCommune: string;
  nomCommune: string;
}

/**
 * The French communes with their postal codes, from the codes-postaux package (INSEE's Code
 * officiel géographique with La Poste's codes, about 36,000 pairs); dept from the INSEE code.
 */
export function communeRows(): CommuneRow[] {
  const entries = require("codes-postaux/codes-postaux.json") as PostalEntry[];
  return entries.map((e) => ({
    insee: e.codeCommune,
    name: e.nomCommune,
    zip: e.codePostal,
    dept: deptOf(e.codeCommune),
  }));
}
