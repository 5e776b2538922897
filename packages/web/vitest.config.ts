import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { catalogueModules } from "./scripts/catalogues.ts";

// Web unit tests: components and the API client in jsdom, with jest-dom matchers.
export default defineConfig({
  plugins: [react(), catalogueModules()],
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    clearMocks: true,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
