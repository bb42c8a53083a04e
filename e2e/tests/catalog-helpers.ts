import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, test as base, expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD, demoEmail } from "./helpers.ts";

/**
 * The catalogue and map journeys: each test runs as `login` (a demo account), signed in once per
 * worker and reused through a saved storage state, since the server limits sign-ins. Pages opt in
 * to the test hook that exposes the MapLibre maps (`window.__strataMaps`).
 */
export const test = base.extend<{ login: string }, { sessionFile: (login: string) => Promise<string> }>({
  login: ["standard", { option: true }],
  sessionFile: [
    async ({ browser }, use, workerInfo) => {
      const files = new Map<string, Promise<string>>();
      const dir = path.join(workerInfo.project.outputDir, `.sessions-${workerInfo.workerIndex}`);
      mkdirSync(dir, { recursive: true });
      const baseURL = workerInfo.project.use.baseURL;
      await use((login) => {
        let file = files.get(login);
        if (!file) {
          file = signInTo(browser, baseURL, login, path.join(dir, `${login}.json`));
          files.set(login, file);
        }
        return file;
      });
    },
    { scope: "worker" },
  ],
  storageState: async ({ login, sessionFile }, use) => {
    await use(await sessionFile(login));
  },
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      (window as { __STRATA_E2E__?: boolean }).__STRATA_E2E__ = true;
    });
    await use(page);
  },
});

export { expect };

async function signInTo(browser: Browser, baseURL: string | undefined, login: string, file: string) {
  const context = await browser.newContext({ baseURL });
  const csrf = await context.request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await context.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, callbackUrl: "/", json: "true", email: demoEmail(login), password: DEMO_PASSWORD },
  });
  const { url } = (await response.json()) as { url: string };
  expect(new URL(url, "http://localhost").searchParams.get("error"), `sign-in of ${login}`).toBeNull();
  await context.storageState({ path: file });
  await context.close();
  return file;
}

/** The rows of the catalogue's data grid. */
export function gridRows(page: Page) {
  return page
    .getByRole("grid")
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });
}

/** The text of one column's cells on the current page of the grid. */
export async function columnTexts(page: Page, field: string): Promise<string[]> {
  return page.locator(`[role="gridcell"][data-field="${field}"]`).allTextContents();
}

/** Features the viewer map renders in the given style layers (needs the test hook). */
export async function renderedCount(page: Page, layers: string[], map = "viewer"): Promise<number> {
  return page.evaluate(
    ({ layers, map }) => {
      const instance = (window as unknown as { __strataMaps?: Record<string, MapLike> }).__strataMaps?.[map];
      if (!instance?.isStyleLoaded()) return 0;
      const present = layers.filter((id) => instance.getLayer(id));
      return present.length ? instance.queryRenderedFeatures({ layers: present }).length : 0;
    },
    { layers, map },
  );
}

/** The minimal MapLibre surface the tests reach through the hook. */
export interface MapLike {
  isStyleLoaded(): boolean;
  getLayer(id: string): unknown;
  queryRenderedFeatures(options: { layers: string[] }): {
    geometry: { type: string; coordinates: unknown };
    properties: Record<string, unknown>;
  }[];
  project(lngLat: [number, number]): { x: number; y: number };
  getCanvas(): HTMLCanvasElement;
  loaded(): boolean;
}

/** Waits until the viewer has settled: no layer request in flight and the map idle with data drawn. */
export async function waitForMapData(page: Page, layers: string[]) {
  await expect(page.getByTestId("viewer-map")).toHaveAttribute("data-loading", "false", { timeout: 20_000 });
  await expect.poll(() => renderedCount(page, layers), { timeout: 20_000 }).toBeGreaterThan(0);
}
