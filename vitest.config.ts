import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: "forks",
    // The default output, then the reasons of tests skipped for a missing oracle or corpus.
    reporters: ["default", "./test/skip-reasons-reporter.ts"],
  },
});
