import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30000,
    hookTimeout: 60000,
    // Each file opens its own database; PGlite start-up is CPU-bound, so keep the pool modest.
    maxWorkers: 2,
  },
});
