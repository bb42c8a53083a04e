import { CATALOG_REGISTRY, CATALOG_TYPES, type CatalogType } from "@strata/core";
import { getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { post, signInStaff, uploadBulk } from "../data-preparation/metadata/test/helpers.ts";
import { columnOf, tableOf } from "./tables.ts";
import { type SignedInUser, seedSmallCatalog } from "./test/catalog-factory.ts";

let t: TestApp;
let dataAdmin: SignedInUser;
let customer: SignedInUser;
let template: Record<string, unknown>;

/** The stored counts of a category, as `dimension|value → n`. */
async function stored(db: Database, type: CatalogType) {
  const result = await db.execute<{ dimension: string; value: unknown; n: number }>(
    sql`select dimension, value, n from catalog_counts where sdc_type = ${type}`,
  );
  return Object.fromEntries(
    result.rows.map((r) => [`${r.dimension}|${JSON.stringify(r.value)}`, Number(r.n)]),
  );
}

/** The same counts grouped from the records themselves: every facet column and region × year. */
async function live(db: Database, type: CatalogType) {
  const t = sql.identifier(getTableName(tableOf(type)));
  const counts: Record<string, number> = {};
  const dimensions = CATALOG_REGISTRY[type].columns
    .filter((c) => c.facet)
    .map(
      (c) =>
        [columnOf(type, c.key).name, sql`to_jsonb(${sql.identifier(columnOf(type, c.key).name)})`] as const,
    );
  dimensions.push(["region,year", sql`jsonb_build_array(region, year)`]);
  for (const [name] of dimensions.slice(0, -1)) {
    if (name === "region" || name === "year") continue;
    dimensions.push([`region,year,${name}`, sql`jsonb_build_array(region, year, ${sql.identifier(name)})`]);
  }
  for (const [dimension, expression] of dimensions) {
    const result = await db.execute<{ value: unknown; n: number }>(
      sql`select ${expression} as value, count(*)::int as n from ${t} group by 1`,
    );
    for (const r of result.rows) counts[`${dimension}|${JSON.stringify(r.value)}`] = Number(r.n);
  }
  return counts;
}

async function expectCountsRight() {
  for (const type of CATALOG_TYPES) {
    expect(await stored(t.database.db, type), type).toEqual(await live(t.database.db, type));
  }
}

const regionFacet = async (type: CatalogType) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/catalogs/${type}/facets?limit=100`,
    headers: { cookie: customer.cookie },
  });
  expect(res.statusCode).toBe(200);
  const facet = res.json().facets.find((f: { key: string }) => f.key === "region");
  return Object.fromEntries(facet.values.map((v: { value: string; count: number }) => [v.value, v.count]));
};

const s2dRecord = (id: string, overrides: Record<string, unknown> = {}) => {
  const keys = CATALOG_REGISTRY.Seismic_2D.columns.map((c) => c.key).filter((k) => !k.startsWith("date"));
  return {
    ...Object.fromEntries(keys.map((k) => [k, template[k] ?? null])),
    seismic2DInfoID: id,
    ...overrides,
  };
};

beforeAll(async () => {
  t = await buildTestApp();
  const { records } = await seedSmallCatalog(t.database.db);
  template = records.Seismic_2D[0] as unknown as Record<string, unknown>;
  ({ dataAdmin, customer } = await signInStaff(t));
});

afterAll(async () => {
  await t?.close();
});

describe("precomputed catalogue counts", () => {
  it("count every record of the seeded catalogue, as grouping the records does", async () => {
    await expectCountsRight();
    const res = await t.app.inject({
      method: "GET",
      url: "/api/catalogs",
      headers: { cookie: customer.cookie },
    });
    const total = (type: CatalogType) =>
      res.json().categories.find((c: { type: string }) => c.type === type).count;
    const [{ n }] = (
      await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from seismic_2d`)
    ).rows;
    expect(total("Seismic_2D")).toBe(Number(n));
  });

  it("follow a record's insert, edit and delete through the metadata administration", async () => {
    const before = await regionFacet("Seismic_2D");
    const add = await post(t, dataAdmin, "/api/data-preparation/addupdatemetadata", {
      ingestType: "Seismic_2D",
      record: s2dRecord("S2D-COUNT-1", { region: "SK" }),
    });
    expect(add.statusCode).toBe(200);
    expect((await regionFacet("Seismic_2D")).SK).toBe((before.SK ?? 0) + 1);
    await expectCountsRight();

    const edit = await post(t, dataAdmin, "/api/data-preparation/addupdatemetadata/S2D-COUNT-1", {
      ingestType: "Seismic_2D",
      record: { region: "SB", year: 1977 },
    });
    expect(edit.statusCode).toBe(200);
    const edited = await regionFacet("Seismic_2D");
    expect(edited.SK).toBe(before.SK);
    expect(edited.SB).toBe((before.SB ?? 0) + 1);
    await expectCountsRight();

    const removed = await post(t, dataAdmin, "/api/data-preparation/postdeletemetadata", {
      ingestType: "Seismic_2D",
      ids: ["S2D-COUNT-1"],
    });
    expect(removed.statusCode).toBe(200);
    expect(await regionFacet("Seismic_2D")).toEqual(before);
    await expectCountsRight();
  });

  it("follow a bulk upload that adds and updates, and stay unchanged when it is refused", async () => {
    const headers = CATALOG_REGISTRY.Seismic_2D.columns
      .filter((c) => !c.key.startsWith("date"))
      .map((c) => c.key);
    const quote = (v: unknown) => {
      const text = v === null || v === undefined ? "" : String(v);
      return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    };
    const line = (r: Record<string, unknown>) => headers.map((k) => quote(r[k])).join(",");
    const csv = (rows: Record<string, unknown>[]) =>
      Buffer.from(`${[headers.join(","), ...rows.map(line)].join("\n")}\n`);
    const rows = [
      s2dRecord(String(template.seismic2DInfoID), { region: "SB", lineName: "COUNTED-UPDATE" }),
      s2dRecord("S2D-COUNT-BULK-1", { region: "SB" }),
      s2dRecord("S2D-COUNT-BULK-2", { region: "SB" }),
    ];
    const before = await regionFacet("Seismic_2D");

    const refused = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "apply" },
      { name: "lines.csv", data: csv([...rows, s2dRecord("S2D-COUNT-BAD", { year: "not a year" })]) },
    );
    expect(refused.statusCode).toBe(400);
    expect(await regionFacet("Seismic_2D")).toEqual(before);

    const applied = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "apply" },
      { name: "lines.csv", data: csv(rows) },
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await regionFacet("Seismic_2D");
    const moved = template.region === "SB" ? 0 : 1;
    expect(after.SB).toBe((before.SB ?? 0) + 2 + moved);
    await expectCountsRight();
  });

  it("answer the data explorer from the same counts, per region and year", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/catalogs/data-explorer?region=SK",
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(200);
    const cells = res.json().cells as { type: string; region: string; year: number | null; count: number }[];
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((c) => c.region === "SK")).toBe(true);
    const [{ n }] = (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from well_logs where region = 'SK'`,
      )
    ).rows;
    const wells = cells.filter((c) => c.type === "Well_Log").reduce((s, c) => s + c.count, 0);
    expect(wells).toBe(Number(n));
  });

  it("count facets under a region and a span of years as grouping the matching records does", async () => {
    const facets = async (type: CatalogType, filter: Record<string, unknown>) => {
      const params = new URLSearchParams({ filter: JSON.stringify(filter), limit: "100" });
      const res = await t.app.inject({
        method: "GET",
        url: `/api/catalogs/${type}/facets?${params}`,
        headers: { cookie: customer.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().facets as { key: string; values: { value: unknown; count: number }[] }[];
    };
    for (const type of CATALOG_TYPES) {
      const table = sql.identifier(getTableName(tableOf(type)));
      const [busiest] = (
        await t.database.db.execute<{ region: string; year: number }>(sql`
          select region, percentile_disc(0.5) within group (order by year) as year from ${table}
          group by region order by count(*) desc limit 1`)
      ).rows;
      const broad = { region: [busiest.region.toLowerCase()], year: { min: Number(busiest.year) } };
      const answered = await facets(type, broad);
      // Both download values of a flag exclude nothing, but take the filter off the stored path.
      expect(answered, type).toEqual(await facets(type, { ...broad, basic: [true, false] }));
      for (const facet of answered) {
        const column = sql.identifier(columnOf(type, facet.key).name);
        const narrowed = [
          facet.key === "region" ? sql`true` : sql`lower(region) = ${broad.region[0]}`,
          facet.key === "year" ? sql`true` : sql`year >= ${broad.year.min}`,
        ];
        const grouped = await t.database.db.execute<{ value: unknown; n: number }>(sql`
          select to_jsonb(${column}) as value, count(*)::int as n from ${table}
          where ${sql.join(narrowed, sql` and `)} group by 1`);
        const expected = Object.fromEntries(grouped.rows.map((r) => [JSON.stringify(r.value), Number(r.n)]));
        const got = Object.fromEntries(facet.values.map((v) => [JSON.stringify(v.value), v.count]));
        expect(got, `${type} ${facet.key}`).toEqual(expected);
      }
    }
  });

  it("are kept by a trigger on every catalogue table that counts exactly the registry's facet columns", async () => {
    for (const type of CATALOG_TYPES) {
      const result = await t.database.db.execute<{ args: string }>(sql`
        select encode(tgargs, 'escape') as args from pg_trigger
        where tgrelid = ${getTableName(tableOf(type))}::regclass and tgname like '%_counts_insert'`);
      expect(result.rows, type).toHaveLength(1);
      const args = result.rows[0].args.split("\\000").filter(Boolean);
      const facets = CATALOG_REGISTRY[type].columns
        .filter((c) => c.facet)
        .map((c) => columnOf(type, c.key).name);
      expect(args).toEqual([type, ...facets]);
    }
  });
});
