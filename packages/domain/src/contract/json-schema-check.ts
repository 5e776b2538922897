import Ajv from "ajv";

/**
 * Checks values against the JSON Schemas of an OpenAPI 3.0 document (the web's tests hold their
 * fake server's answers to the server's contract with it). Formats and OpenAPI's own keywords are
 * not checked; Node only: Ajv compiles with `new Function`.
 */
export function jsonSchemaChecker(): (schema: object, value: unknown) => string[] {
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  const compiled = new WeakMap<object, ReturnType<Ajv["compile"]>>();
  return (schema, value) => {
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || "(body)"} ${e.message ?? e.keyword}`);
  };
}
