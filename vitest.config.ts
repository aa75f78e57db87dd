import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: "forks",
    // Nothing a test runs reads or writes the user's TableGen state cache (src/tablegen/state-store.ts):
    // outcomes never depend on what an earlier run left; test/tablegen/state-cache.test.ts gives its own directories.
    env: { TSMLIR_TBLGEN_CACHE: "off" },
    // The default output, then the reasons of tests skipped for a missing oracle or corpus.
    reporters: ["default", "./test/skip-reasons-reporter.ts"],
  },
});
