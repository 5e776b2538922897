import { describe, expect, it } from "vitest";
import { candform } from "../schema/candform.ts";
import committed from "../schema/generated/candform-validators.js?raw";
import committedTypes from "../schema/generated/candform-validators.d.ts?raw";
import { VALIDATORS_MODULE_TYPES, generateValidatorsModule } from "./standalone-validators.ts";

// The browser runs the committed module; a schema change without regeneration would validate stale rules.
describe("precompiled candform validators", () => {
  it("are up to date (run: npx tsx packages/domain/scripts/generate-validators.ts)", () => {
    expect(committed === generateValidatorsModule(candform)).toBe(true);
    expect(committedTypes).toBe(VALIDATORS_MODULE_TYPES);
  });

  it("need neither eval, new Function nor require", () => {
    expect(committed).not.toMatch(/new Function|\beval\(|\brequire\(|^import /m);
  });
});
