import { CATALOG_EVENT_KINDS, monthsOf } from "@strata/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { catalogEvents } from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { createUser } from "../../test/factories.ts";
import { createTestDatabase } from "../../test/harness.ts";
import { seedInterestDemo } from "./interests-demo.ts";

let database: DatabaseHandle;
/** A mid-January today: the year of events reaches back into the year before. */
const NOW = Date.parse("2026-01-15T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  for (const login of ["premium", "standard", "basic"] as const)
    await createUser(database.db, { role: login, email: demoEmail(login) });
  await seedInterestDemo(database.db, NOW);
});
afterAll(() => database?.close());

describe("the interests demo", () => {
  it("spreads every kind of event over the twelve months up to today, none later", async () => {
    const events = await database.db.select().from(catalogEvents);
    expect(events.length).toBeGreaterThan(500);
    expect(new Set(events.map((e) => e.kind))).toEqual(new Set(CATALOG_EVENT_KINDS));
    expect(new Set(events.map((e) => e.organisationId)).size).toBe(3);
    const months = new Set(events.map((e) => e.createdAt.toISOString().slice(0, 7)));
    for (const month of monthsOf({ to: "2026-01-15" })) expect(months, month).toContain(month);
    expect(Math.max(...events.map((e) => e.createdAt.getTime()))).toBeLessThanOrEqual(NOW);
    expect(events.filter((e) => e.kind === "search").every((e) => e.term && !e.recordId)).toBe(true);
    expect(events.filter((e) => e.kind === "view").every((e) => e.recordId && e.sdcType && !e.term)).toBe(
      true,
    );
  });
});
