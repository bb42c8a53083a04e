import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // *.server.test.ts need a PostgreSQL server (several connections); they run with TEST_DATABASE_URL.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ["**/*.server.test.ts"])],
    include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "apps/web/src/**/*.test.ts"],
    globalSetup: ["apps/server/src/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
