import { fileURLToPath } from "node:url";
import { type Plugin, defaultClientConditions, defaultClientMainFields } from "vite";
import { defineConfig } from "vitest/config";
import { catalogueModules } from "./scripts/catalogues.ts";
import { preactAliases, preactJsx } from "./scripts/preact.ts";

/**
 * Resolves the libraries as the build does, to their browser ES modules: Vitest resolves as Node
 * would (the "node" condition, no "module" field), which picks CommonJS builds whose require()
 * of React goes to Node, past the aliases.
 */
function browserResolution(): Plugin {
  return {
    name: "portal-browser-resolution",
    configEnvironment: {
      order: "post",
      handler(name, config) {
        if (name !== "client") return;
        config.resolve = {
          ...config.resolve,
          conditions: [...defaultClientConditions],
          mainFields: [...defaultClientMainFields],
        };
      },
    },
  };
}

// Web unit tests: components and the API client in jsdom, with jest-dom matchers, on Preact as in
// production (scripts/preact.ts). Testing Library and the React libraries are bundled by Vite
// (server.deps.inline) rather than loaded by Node, so that their imports of React take the aliases;
// Testing Library's act() is src/test-act.ts.
export default defineConfig({
  plugins: [catalogueModules(), browserResolution()],
  resolve: {
    alias: [
      {
        find: /^react-dom\/test-utils$/,
        replacement: fileURLToPath(new URL("./src/test-act.ts", import.meta.url)),
      },
      ...preactAliases,
    ],
  },
  oxc: { jsx: preactJsx },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    clearMocks: true,
    restoreMocks: true,
    unstubGlobals: true,
    // A test file that ends while a lazy route's import is still loading (the form screen pulls
    // react-select) gets "Cannot load … after the environment was torn down" from Vitest's module
    // runner: a module arriving after its file finished, seen on CI's loaded two cores only. It is
    // not the code under test failing, so it does not fail the run; any other stray error does.
    onUnhandledError: (error) => (error.name === "EnvironmentTeardownError" ? false : undefined),
    server: {
      deps: {
        inline: [
          /@testing-library[\\/]/,
          /react-(router|bootstrap|select|transition-group|redux|aria|stately)/,
          /@react-(aria|stately)[\\/]/,
          /@tanstack[\\/]react-/,
          /@restart[\\/]/,
          /@emotion[\\/]/,
          /@reduxjs[\\/]toolkit/,
          /recharts/,
          /uncontrollable/,
          /prop-types-extra/,
          /hoist-non-react-statics/,
          /use-(sync-external-store|isomorphic-layout-effect)/,
        ],
      },
    },
  },
});
