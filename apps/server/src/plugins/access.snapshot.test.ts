import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/harness.ts";
import { describeAccess } from "./access.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe("declared access of every route", () => {
  /**
   * A change of who may call a route shows in review as a change of this file. After an intended
   * change, `npm run test:access-snapshot` rewrites it.
   */
  it("matches the committed snapshot", async () => {
    const lines = t.app.declaredAccess
      .map((r) => `${r.url} ${r.method} ${describeAccess(r.access)}`)
      .sort((a, b) => a.localeCompare(b, "en"));
    expect(lines.length).toBeGreaterThan(50);
    await expect(`${lines.join("\n")}\n`).toMatchFileSnapshot("./__snapshots__/routes-access.txt");
  });
});
