import { ISO_COUNTRIES } from "@strata/core";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countries } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { seedCountries } from "./countries.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("countries", () => {
  it("a fresh database holds every ISO 3166-1 country", async () => {
    const [{ n }] = await t.database.db.select({ n: count() }).from(countries);
    expect(n).toBe(249);
    expect(new Set(ISO_COUNTRIES.map(([code]) => code)).size).toBe(249);
  });

  it("filling the countries again changes nothing (every start runs it)", async () => {
    await seedCountries(t.database.db);
    await seedCountries(t.database.db);
    const [{ n }] = await t.database.db.select({ n: count() }).from(countries);
    expect(n).toBe(249);
  });

  it("GET /api/countries answers every country by name without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/countries" });
    expect(res.statusCode).toBe(200);
    const body: { code: string; name: string }[] = res.json();
    expect(body).toHaveLength(249);
    expect(body).toContainEqual({ code: "MY", name: "Malaysia" });
    const names = body.map((c) => c.name);
    expect(names.indexOf("Afghanistan")).toBeLessThan(names.indexOf("Malaysia"));
    expect(names.indexOf("Malaysia")).toBeLessThan(names.indexOf("Zimbabwe"));
  });
});
