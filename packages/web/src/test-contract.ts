import { jsonSchemaChecker } from "@portal/domain/contract/json-schema-check";
import document from "./lib/api/generated/openapi.json";

// The web tests' fake answers must be answers the server can give: each JSON body a fake server
// returns is checked against the response schema of its operation in the server's OpenAPI
// document, and test-setup.ts fails the test that received one that does not conform.

type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;
type Operation = { responses?: Responses };

const check = jsonSchemaChecker();
const operations = Object.entries(document.paths as unknown as Record<string, Record<string, Operation>>).map(
  ([template, methods]) => ({
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+").replace(/\./g, "\\.")}$`),
    template,
    methods,
  }),
);

let violations: string[] = [];

/** The violations recorded since the last call, which it forgets. */
export function takeContractViolations(): string[] {
  const taken = violations;
  violations = [];
  return taken;
}

/** The response schema of a status: its own code, else its class (4XX), else the default. */
function responseOf(operation: Operation, status: number) {
  const responses = operation.responses ?? {};
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

/**
 * Records a violation when a fake answer to `method path` does not conform: no such operation,
 * a status the operation does not declare, or a JSON body its schema refuses.
 */
export function checkFakeAnswer(method: string, path: string, status: number, body: unknown): void {
  const route = operations.find((o) => o.pattern.test(path) && o.methods[method.toLowerCase()]);
  const operation = route?.methods[method.toLowerCase()];
  const where = `${method} ${path} → ${status}`;
  if (!route || !operation)
    return void violations.push(`${where}: no such operation in the OpenAPI document`);
  const response = responseOf(operation, status);
  // 5xx (database unavailable…) can come from any route, which the document does not repeat.
  if (!response && status >= 500) return;
  if (!response) return void violations.push(`${where}: status not declared by ${route.template}`);
  const schema = response.content?.["application/json"]?.schema;
  if (!schema) return; // a PDF, a ZIP or a file: not JSON, nothing to hold it to
  const errors = check(schema, body);
  if (errors.length > 0) violations.push(`${where}: ${errors.join("; ")} in ${JSON.stringify(body)}`);
}
