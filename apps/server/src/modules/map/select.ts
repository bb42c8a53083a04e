import { type CatalogType, MAP_CATEGORIES, MAP_SELECT_LIMIT, type SelectionGeometry } from "@strata/core";
import { and, asc, gt, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import {
  type AnyGeometry,
  bboxOfPolygon,
  boxLiteral,
  contains,
  intersects,
  type Polygon,
} from "../../lib/geometry.ts";
import { createWorkGate } from "../../lib/work-gate.ts";
import { commonColumns, tableOf } from "../catalogs/index.ts";
import { overlaps } from "./layers.ts";

// biome-ignore lint/suspicious/noExplicitAny: tables are addressed by registry key
const table = (type: CatalogType) => tableOf(type) as unknown as PgTable<any>;

const SELECTABLE: readonly CatalogType[] = MAP_CATEGORIES;

/**
 * The bounds of one selection (issue 24): whatever the area, it holds one page of candidates in
 * memory (a page is also one statement, which on the embedded database holds the process), examines at most CANDIDATE_CAP per category, and answers within SELECT_BUDGET_MS with what
 * it has examined, marked `truncated`. The exact test yields the event loop every SLICE_MS, so other
 * requests are served while a wide selection runs.
 */
export const SELECT_BOUNDS = {
  page: 500,
  candidateCap: 50_000,
  budgetMs: 3000,
  sliceMs: 20,
};

type Mode = "intersects" | "contains";

/** Selections running at once per server, and waiting behind them; more are a 503 (bench/worst-case.ts). */
export const selections = createWorkGate({ running: 2, waiting: 20, what: "map selections" });

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Records of each category whose geometry intersects (or lies inside) a drawn polygon: bbox index first, exact test second. */
export async function selectByGeometry(
  db: Database,
  body: { geometry: SelectionGeometry; mode: Mode; types?: CatalogType[] },
  bounds = SELECT_BOUNDS,
) {
  const deadline = Date.now() + bounds.budgetMs;
  const types = (body.types ?? SELECTABLE).filter((t) => SELECTABLE.includes(t));
  const results = [];
  // One category after another: one page in memory at a time, and one budget for the whole selection.
  for (const type of types) {
    results.push(await selectInCategory(db, type, body.geometry.coordinates, body.mode, deadline, bounds));
  }
  return { mode: body.mode, results };
}

/**
 * The ids of one category's records in an area, all of them up to the candidate cap (the data
 * explorer counts them by column): `truncated` when the area held more than it examined.
 */
export function idsInArea(
  db: Database,
  type: CatalogType,
  geometry: SelectionGeometry,
  mode: Mode,
  bounds = SELECT_BOUNDS,
) {
  const deadline = Date.now() + bounds.budgetMs;
  return selectInCategory(db, type, geometry.coordinates, mode, deadline, bounds, bounds.candidateCap);
}

async function selectInCategory(
  db: Database,
  type: CatalogType,
  polygon: Polygon,
  mode: Mode,
  deadline: number,
  bounds: typeof SELECT_BOUNDS,
  /** How many ids to keep; `total` counts on beyond it. */
  keep = MAP_SELECT_LIMIT,
) {
  const { bbox: box, id, geometry } = commonColumns(type);
  const bbox = bboxOfPolygon(polygon);
  const inBox: SQL = mode === "contains" ? sql`${box} <@ ${boxLiteral(bbox)}::box` : overlaps(box, bbox);
  const test = (g: AnyGeometry) => (mode === "contains" ? contains(polygon, g) : intersects(g, polygon));
  const ids: string[] = [];
  let total = 0;
  let examined = 0;
  let after: unknown = null;
  let sliceEnd = Date.now() + bounds.sliceMs;
  for (;;) {
    const rows = await db
      .select({ id, geometry })
      .from(table(type))
      .where(after === null ? inBox : and(inBox, gt(id, after)))
      .orderBy(asc(id))
      .limit(bounds.page + 1);
    const page = rows.slice(0, bounds.page);
    for (const candidate of page) {
      if (Date.now() >= sliceEnd) {
        if (Date.now() >= deadline) return { type, ids, total, truncated: true };
        await yieldToOthers();
        sliceEnd = Date.now() + bounds.sliceMs;
      }
      examined++;
      if (!test(candidate.geometry as AnyGeometry)) continue;
      total++;
      if (ids.length < keep) ids.push(String(candidate.id));
    }
    const more = rows.length > bounds.page;
    if (!more) return { type, ids, total, truncated: total > keep };
    if (examined >= bounds.candidateCap || Date.now() >= deadline)
      return { type, ids, total, truncated: true };
    after = page[page.length - 1].id;
  }
}
