import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // *.server.test.ts need a PostgreSQL server (several connections); they run with TEST_DATABASE_URL.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ["**/*.server.test.ts"])],
    include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "apps/web/src/**/*.test.ts"],
    globalSetup: ["apps/server/src/test/global-setup.ts"],
    testTimeout: 30_000,
    // A demo test file's setup waits for the run's one demo seeding (test/demo-database.ts) and
    // writes the sample files; with CI's two suites side by side on two cores it once took past 60 s.
    hookTimeout: 180_000,
    pool: "forks",
    // Test files share their worker's loaded modules instead of importing the app again each: it
    // halves the suite's CPU time (measured: 132 s → 74 s of CPU for 17 files). Every file still
    // builds its own app on its own database; no test mocks a module or changes process.env.
    isolate: false,
  },
});
