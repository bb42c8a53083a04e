import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * The server's DATA_DIR (its database, storage and mail), one per port: CI runs two shards side by
 * side, each against a server of its own.
 */
export const DATA_DIR = path.join(import.meta.dirname, ".data", String(PORT));
/** The sandbox e-invoice server the app starts beside itself; specs steer it through its control API. */
export const EINVOICE_SANDBOX_URL = `http://127.0.0.1:${PORT + 90}`;

/**
 * Debian's old headless shell (apt-get install chromium-headless-shell), the same engine without the
 * full browser's window chrome: measured on two cores, seven journeys took 13% less time in it than in
 * `chromium --headless` (which also renders its tab strip and toolbar as web pages). Chromium itself
 * when the shell is not installed.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * Drives the real built app in Debian's Chromium (apt-get install chromium); Playwright never
 * downloads a browser here. The server runs on a fresh embedded database with the demo data, started
 * as `npm start` starts it (bundled by apps/server/scripts/start.mjs), so the bundle is what is tested.
 */
export default defineConfig({
  testDir: "./tests",
  // One folder per port: two shards side by side must not clear or overwrite each other's traces.
  outputDir: path.join(import.meta.dirname, "test-results", String(PORT)),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    // A trace records every action's DOM and a screencast, which costs the CPU the journeys need on
    // two cores; CI keeps the failure's screenshot and error context, a local run keeps the trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    // The app honours the system's reduced-motion setting (no sliding menus, no ripples): what the
    // journeys check does not depend on animations, and each one cost frames and waits for the
    // element to stop moving before Playwright clicks it.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            // Software compositing in the browser process rather than a GPU process of its own: one
            // process fewer to pass every frame through (measured with the shell: 100 → 93 s of tests).
            "--in-process-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && DATA_DIR=${DATA_DIR} PORT=${PORT} HOST=127.0.0.1 SEED_DEMO=true SIGN_IN_LIMIT_PER_ADDRESS=1000 LOG_LEVEL=warn PUBLIC_URL=${BASE_URL} EINVOICE_SANDBOX_PORT=${PORT + 90} node apps/server/scripts/start.mjs`,
    cwd: "..",
    url: `${BASE_URL}/api/auth/providers`,
    // Seeding the demo takes longer on a machine shared with other work: E2E_SERVER_TIMEOUT (ms) waits more.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 120_000),
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
