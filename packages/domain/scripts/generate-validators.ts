// Writes src/schema/generated/candform-validators.js (+ .d.ts): the candform validators as Ajv
// standalone code, so that the browser validates without `new Function` (CSP without unsafe-eval).
// Run: npx tsx packages/domain/scripts/generate-validators.ts
// eslint-disable-next-line no-restricted-imports -- a build script writes files; the domain code stays pure
import { writeFileSync } from "node:fs";
import { candform } from "../src/schema/candform.ts";
import { VALIDATORS_MODULE_TYPES, generateValidatorsModule } from "../src/engine/standalone-validators.ts";

const dir = new URL("../src/schema/generated/", import.meta.url);
writeFileSync(new URL("candform-validators.js", dir), generateValidatorsModule(candform));
writeFileSync(new URL("candform-validators.d.ts", dir), VALIDATORS_MODULE_TYPES);
console.log(`candform validators written to ${dir.pathname}`);
