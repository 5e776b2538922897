import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { catalogueModules } from "./scripts/catalogues.ts";

// Web unit tests: components and the API client in jsdom, with jest-dom matchers, on React 19 as in
// production.
export default defineConfig({
  plugins: [react(), catalogueModules()],
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
  },
});
