import js from "@eslint/js";
import tseslint from "typescript-eslint";
import boundaries from "eslint-plugin-boundaries";
import { layerElements, layerFiles, layerPolicies } from "./eslint.layers.js";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "**/generated/**",
      "e2e/artifacts/**",
      "test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name='only']", message: "No focused tests." },
      ],
    },
  },
  {
    // Domain is pure: it imports neither the server nor the web app, nor any I/O.
    files: ["packages/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@portal/server*", "@portal/web*", "react*", "kysely*", "node:*", "fs", "path"],
              message: "packages/domain is pure: no I/O, no React, no server.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@portal/server*"], message: "The web app talks to the server over HTTP only." },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@portal/web*"], message: "The server does not import the web app." }] },
      ],
    },
  },
  {
    // Layers, enforced on what the files import (tests sit beside the code and may import anything).
    // The layers and their order are in eslint.layers.js; docs/ARCHITECTURE.md explains them.
    files: ["packages/server/src/**/*.ts", "packages/web/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "packages/web/src/test-*.{ts,tsx}", "**/test-kit.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": layerElements,
      "boundaries/files": layerFiles,
      "boundaries/include": ["packages/server/src/**", "packages/web/src/**"],
      // Patterns are relative to this file, wherever ESLint is started from (a workspace's tests).
      "boundaries/root-path": import.meta.dirname,
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies: layerPolicies }],
    },
  },
);
