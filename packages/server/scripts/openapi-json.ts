/**
 * Prints the server's OpenAPI document (what GET /ws/openapi.json answers) on stdout, from an app
 * built on a throwaway PGlite directory and never listening: the web generates its API types and
 * checks its test fakes against it (packages/web/src/lib/api).
 *
 * The form id is a deployment setting (FORM_ID), so the printed paths name it `{formId}` instead
 * of the configured value: the web addresses whichever form its URL names.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";

type Operation = { parameters?: unknown[] };
type Document = { paths: Record<string, Record<string, Operation>> };

const FORM_ID_PARAMETER = { in: "path", name: "formId", required: true, schema: { type: "string" } };

function withFormIdParameter(document: Document, formId: string): Document {
  const prefix = `/ws/form/${formId}/`;
  const paths: Document["paths"] = {};
  for (const [url, operations] of Object.entries(document.paths)) {
    if (!url.startsWith(prefix)) {
      paths[url] = operations;
      continue;
    }
    paths[`/ws/form/{formId}/${url.slice(prefix.length)}`] = Object.fromEntries(
      Object.entries(operations).map(([method, operation]) => [
        method,
        { ...operation, parameters: [FORM_ID_PARAMETER, ...(operation.parameters ?? [])] },
      ]),
    );
  }
  return { ...document, paths };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-openapi-"));
try {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const app = await buildApp(config);
  await app.ready();
  const document = withFormIdParameter(app.swagger() as unknown as Document, config.formId);
  await app.close();
  process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
