import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { wellLogs } from "../../db/schema/index.ts";
import { CatalogGenerator, DEMO_COUNTS, FILES_PER_WELLBORE } from "../../lib/demo-catalog/generate.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { createTestDatabase } from "../../test/harness.ts";
import { DEMO_PRODUCTION_WELLS, seedProductionDemo } from "./production.ts";

let database: DatabaseHandle;
let result: Awaited<ReturnType<typeof seedProductionDemo>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const generator = new CatalogGenerator(DEMO_COUNTS);
  // One well-log record per demo wellbore, as the demo catalogue has.
  const records = Array.from({ length: DEMO_PRODUCTION_WELLS }, (_, w) =>
    generator.record("Well_Log", w * FILES_PER_WELLBORE),
  );
  await insertJsonRows(database.db, wellLogs, records as unknown as Record<string, unknown>[]);
  result = await seedProductionDemo(database.db, { generator });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("demo production", () => {
  it("gives at least 300 wells grouped in their fields, 30 years of months at most", async () => {
    expect(result.created).toBe(true);
    expect(result.wells).toBeGreaterThanOrEqual(300);
    const [summary] = await rows<{ wells: number; fields: number; first: number; last: number }>(sql`
      select count(*)::int as wells, count(distinct field)::int as fields,
        min(first_year * 12 + first_month - 1)::int as first, max(last_year * 12 + last_month - 1)::int as last
      from production_wells`);
    expect(summary.wells).toBe(result.wells);
    expect(summary.fields).toBeGreaterThan(10);
    expect(summary.first).toBe(1996 * 12 + 10);
    expect(summary.last).toBe(2026 * 12 + 9);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from production_field_monthly`);
    expect(n).toBeGreaterThan(300);
  });

  it("has oil wells that build up, plateau and decline, with water cut rising late", async () => {
    // Long-lived oil producers: the best year's rate well above the last year's, the first months below the peak.
    const wells = await rows<{ wellbore_name: string }>(sql`
      select wellbore_name from production_wells where cum_oil_sm3 > 0 and months >= 240 order by wellbore_name`);
    expect(wells.length).toBeGreaterThan(20);
    let declining = 0;
    let waterRising = 0;
    for (const { wellbore_name } of wells) {
      const months = await rows<{ oil: number; water: number }>(sql`
        select coalesce(oil_sm3, 0) as oil, coalesce(water_sm3, 0) as water
        from production_monthly where wellbore_name = ${wellbore_name} order by year, month`);
      const mean = (xs: { oil: number }[]) => xs.reduce((s, x) => s + Number(x.oil), 0) / xs.length;
      const yearly = Array.from({ length: Math.floor(months.length / 12) }, (_, y) =>
        mean(months.slice(y * 12, y * 12 + 12)),
      );
      const peak = Math.max(...yearly);
      if (yearly.at(-1)! < peak * 0.6 && months[0].oil < peak) declining++;
      const cut = (xs: { oil: number; water: number }[]) => {
        const oil = xs.reduce((s, x) => s + Number(x.oil), 0);
        const water = xs.reduce((s, x) => s + Number(x.water), 0);
        return water / (oil + water);
      };
      if (cut(months.slice(-12)) > cut(months.slice(0, 12)) + 0.2) waterRising++;
    }
    expect(declining / wells.length).toBeGreaterThan(0.8);
    expect(waterRising / wells.length).toBeGreaterThan(0.5);
  });

  it("has gas-condensate wells and water injectors", async () => {
    const [kinds] = await rows<{ gas: number; injectors: number }>(sql`
      select count(*) filter (where cum_condensate_sm3 > 0)::int as gas,
        count(*) filter (where cum_water_injected_sm3 > 0)::int as injectors from production_wells`);
    expect(kinds.gas).toBeGreaterThan(10);
    expect(kinds.injectors).toBeGreaterThan(10);
  });

  it("skips itself when production is stored", async () => {
    expect((await seedProductionDemo(database.db)).created).toBe(false);
  });
});
