import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { textSearches } from "./search-gate.ts";
import { type SignedInUser, seedSmallCatalog, signedInUser } from "./test/catalog-factory.ts";

let t: TestApp;
let customer: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  await seedSmallCatalog(t.database.db);
  customer = await signedInUser(t.app, t.database.db, { role: "standard" });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: customer.cookie } });

describe("text searches are bounded per instance", () => {
  it("a search past the running and waiting ones is answered 503 at once; pages and stored counts still answer", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Two running and fifty waiting: the gate is full.
    const holders = Array.from({ length: 52 }, () => textSearches.run(() => held));
    try {
      for (const url of [
        "/api/catalogs/search?q=survey",
        "/api/catalogs/Seismic_2D/data?q=survey",
        "/api/catalogs/Seismic_2D/facets?q=survey",
      ]) {
        const refused = await get(url);
        expect(refused.statusCode, url).toBe(503);
        expect(refused.json().error).toEqual({
          code: "SERVICE_UNAVAILABLE",
          message: "Too many searches are running; try again in a moment.",
        });
      }
      expect((await get("/api/catalogs/Seismic_2D/data?page=1&pageSize=10")).statusCode).toBe(200);
      expect((await get("/api/catalogs/Seismic_2D/facets")).statusCode).toBe(200);
    } finally {
      release();
      await Promise.all(holders);
    }
    const answered = await get("/api/catalogs/search?q=survey");
    expect(answered.statusCode).toBe(200);
    expect(answered.json().groups.length).toBeGreaterThan(0);
  });
});
