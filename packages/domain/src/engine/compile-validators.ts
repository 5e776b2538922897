import Ajv from "ajv";
import type { FormSchema } from "../schema/types.ts";
import { constraintSchemas } from "./constraints.ts";
import type { FieldValidators } from "./validators.ts";
import { setValidatorCompiler } from "./validators.ts";

/** Ajv options shared by run-time compilation and the standalone generator. */
export const AJV_OPTIONS = { allErrors: true, coerceTypes: true, strict: true, messages: false } as const;

/** Compiles a form's field constraints with Ajv (Node only: uses `new Function`). */
export function compileFieldValidators(schema: FormSchema): FieldValidators {
  const ajv = new Ajv(AJV_OPTIONS);
  const out: FieldValidators = {};
  for (const [key, constraint] of Object.entries(constraintSchemas(schema)))
    out[key] = ajv.compile(constraint);
  return out;
}

// Importing this module enables run-time compilation for forms without a precompiled module.
setValidatorCompiler(compileFieldValidators);
