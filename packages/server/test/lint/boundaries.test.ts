import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer rules of eslint.config.js, checked on imports written here: a rule that stopped
// matching (a renamed folder, a plugin upgrade) would otherwise pass the tree silently.
const root = fileURLToPath(new URL("../../../../", import.meta.url));
const eslint = new ESLint({ cwd: root });

async function importProblems(filePath: string, source: string): Promise<string[]> {
  const code = `import { x } from "${source}";\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const wrong: [string, string, string, RegExp][] = [
  [
    "a command imports a route",
    "packages/server/src/commands/x.ts",
    "../routes/answers/answers.routes.ts",
    /boundaries/,
  ],
  [
    "a query imports a command",
    "packages/server/src/queries/x.ts",
    "../commands/answer-saver.ts",
    /boundaries/,
  ],
  [
    "the database layer imports a query",
    "packages/server/src/db/x.ts",
    "../queries/answer-queries.ts",
    /boundaries/,
  ],
  [
    "a policy imports a command",
    "packages/server/src/policies/x.ts",
    "../commands/answer-saver.ts",
    /boundaries/,
  ],
  ["a route imports the app", "packages/server/src/routes/answers/x.ts", "../../app.ts", /boundaries/],
  [
    "a command imports the demo seeds",
    "packages/server/src/commands/x.ts",
    "../seeds/demo-candidates.ts",
    /boundaries/,
  ],
  [
    "domain imports the server",
    "packages/domain/src/rules/x.ts",
    "@portal/server/app",
    /no-restricted-imports/,
  ],
  ["domain imports React", "packages/domain/src/rules/x.ts", "react", /no-restricted-imports/],
  ["the web imports the server", "packages/web/src/lib/x.ts", "@portal/server/app", /no-restricted-imports/],
  [
    "a web feature imports another",
    "packages/web/src/features/login/x.tsx",
    "../home/home-page.tsx",
    /boundaries/,
  ],
  ["web lib imports a feature", "packages/web/src/lib/x.ts", "../features/login/cas-login.tsx", /boundaries/],
  [
    "the form renderer imports a feature",
    "packages/web/src/form/x.ts",
    "../features/home/home-page.tsx",
    /boundaries/,
  ],
];

const right: [string, string, string][] = [
  ["a route imports a command", "packages/server/src/routes/answers/x.ts", "../../commands/answer-saver.ts"],
  ["a command imports a query", "packages/server/src/commands/x.ts", "../queries/answer-queries.ts"],
  ["a command imports a policy", "packages/server/src/commands/x.ts", "../policies/answer.ts"],
  ["a query imports the database", "packages/server/src/queries/x.ts", "../db/database.ts"],
  ["any layer imports the error catalogue", "packages/server/src/db/x.ts", "../errors.ts"],
  [
    "the demo seeds use a command",
    "packages/server/src/seeds/demo-candidates.ts",
    "../commands/answer-saver.ts",
  ],
  ["main builds the app", "packages/server/src/main.ts", "./app.ts"],
  ["domain imports domain", "packages/domain/src/rules/x.ts", "../engine/evaluate.ts"],
  ["a web feature imports its own files", "packages/web/src/features/login/x.tsx", "./cas-login.tsx"],
  ["a web feature imports lib", "packages/web/src/features/login/x.tsx", "../../lib/session-store.ts"],
  [
    "a web feature imports the form renderer",
    "packages/web/src/features/workflow/x.tsx",
    "../../form/localize.ts",
  ],
  ["the web app imports a feature", "packages/web/src/app/x.tsx", "../features/home/home-page.tsx"],
];

describe("lint boundaries", () => {
  it.each(wrong)("reports %s", async (_name, filePath, source, rule) => {
    const problems = await importProblems(filePath, source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(rule);
  });

  it.each(right)("accepts %s", async (_name, filePath, source) => {
    expect(await importProblems(filePath, source)).toEqual([]);
  });
});
