import {
  CATALOG_REGISTRY,
  type CatalogType,
  type MapFeature,
  type MapLayer,
  type MapLayerResponse,
} from "@strata/core";
import { and, asc, count, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { catalogBlocks, type Geometry } from "../../db/schema/index.ts";
import { invalidField } from "../../lib/errors.ts";
import { type AnyGeometry, boxLiteral, degreesPerPixel, simplify } from "../../lib/geometry.ts";
import { columnOf, commonColumns, parseFilter, tableOf, whereOf } from "../catalogs/index.ts";

type Bbox = [number, number, number, number];
// biome-ignore lint/suspicious/noExplicitAny: tables are addressed by registry key
const table = (type: CatalogType) => tableOf(type) as unknown as PgTable<any>;

/** Lines and outlines per response, by zoom; beyond it a stable subset (lowest map rank) is sent. */
export function shapeCap(zoom: number): number {
  return zoom < 6 ? 1000 : zoom < 8 ? 2500 : 5000;
}
/** At most this many wellbores as points; more, below CLUSTER_MAX_ZOOM, are sent as grid clusters. */
export const POINT_CAP = 4000;
export const CLUSTER_MAX_ZOOM = 10;
/** Well records a cluster view reads at most: the lowest-ranked ones in view. */
export const CLUSTER_SAMPLE = 20_000;
const CLUSTER_CELL_PIXELS = 48;

export const overlaps = (bboxColumn: SQL | ReturnType<typeof commonColumns>["bbox"], bbox: Bbox) =>
  sql`${bboxColumn} && ${boxLiteral(bbox)}::box`;
/**
 * The same test as a function call, which the GiST index does not serve: with a slice of ranks the
 * rank index finds the few candidates, and a GiST scan of a dense view would only add work.
 */
const overlapsUnindexed = (bboxColumn: ReturnType<typeof commonColumns>["bbox"], bbox: Bbox) =>
  sql`box_overlap(${bboxColumn}, ${boxLiteral(bbox)}::box)`;
const inRanks = (type: CatalogType, share: number, bbox: Bbox) => {
  const { bbox: box, mapRank } = commonColumns(type);
  return share < 1 ? and(lt(mapRank, share), overlapsUnindexed(box, bbox)) : overlaps(box, bbox);
};

export function feature(id: string, geometry: AnyGeometry, properties: MapFeature["properties"]): MapFeature {
  return { type: "Feature", id, geometry: geometry as MapFeature["geometry"], properties };
}

export const subtitleOf = (type: CatalogType, row: Record<string, unknown>) =>
  CATALOG_REGISTRY[type].subtitleKeys
    .map((k) => row[k])
    .filter((v) => v !== null && v !== undefined && v !== "")
    .join(" · ");

/**
 * `map_rank` is uniform on [0, 1) and independent of place, so the records of a view with a rank
 * below `t` are a fair sample of a share `t` of them. That lets a dense view be measured and
 * thinned without reading it all — and steers the planner, which cannot estimate how many rows a
 * box overlap matches (PostgreSQL's `&&` on boxes has a fixed selectivity).
 */
const PROBE_SHARE = 0.01;

/** About how many records of a layer lie in the view: a 1% sample, or an exact count when the sample is thin. */
export async function recordsInView(
  db: Database,
  type: CatalogType,
  bbox: Bbox,
  filter?: SQL,
): Promise<{ n: number; exact: boolean }> {
  const { bbox: box } = commonColumns(type);
  const [{ probe }] = await db
    .select({ probe: count() })
    .from(table(type))
    .where(and(inRanks(type, PROBE_SHARE, bbox), filter));
  if (probe >= 100) return { n: Math.round(probe / PROBE_SHARE), exact: false };
  // Fewer than ~10,000 records in view: counting them is cheap.
  const [{ n }] = await db
    .select({ n: count() })
    .from(table(type))
    .where(and(overlaps(box, bbox), filter));
  return { n, exact: true };
}

/** The rank below which a view of `n` records holds about `wanted` of them. */
const shareFor = (wanted: number, n: number) => Math.min(1, wanted / Math.max(n, 1));

/** When the lowest `n` ranks of a view stop at rank `r`, the view holds about `n / r` records. */
const estimateTotal = (n: number, highestRank: number) =>
  Math.max(n, Math.round(n / Math.max(highestRank, 1e-9)));

/** What a block's click pop-up shows. */
export const blockProperties = (b: typeof catalogBlocks.$inferSelect) => ({
  name: b.name,
  region: b.region,
  basin: b.basin,
  status: b.status,
  operator: b.operator,
  bidRound: b.bidRound,
});

async function blocksLayer(db: Database, bbox: Bbox, tolerance: number): Promise<MapLayerResponse> {
  const rows = await db
    .select()
    .from(catalogBlocks)
    .where(overlaps(catalogBlocks.bbox, bbox))
    .orderBy(asc(catalogBlocks.name));
  const features = rows.map((b) => feature(b.name, simplify(b.geometry, tolerance), blockProperties(b)));
  return collection("blocks", features, {
    total: rows.length,
    totalEstimated: false,
    clustered: false,
    truncated: false,
    tolerance,
  });
}

function collection(
  layer: MapLayer,
  features: MapFeature[],
  meta: Omit<MapLayerResponse["meta"], "layer" | "returned">,
): MapLayerResponse {
  return { type: "FeatureCollection", features, meta: { layer, returned: features.length, ...meta } };
}

/** Per wellbore (group by `wellboreName`): its first log file's id, its place and its number of log files. */
export function wellboreColumns() {
  const { bbox, id } = commonColumns("Well_Log");
  return {
    id: sql<string>`min(${id})`,
    wellbore: columnOf("Well_Log", "wellboreName"),
    field: sql<string | null>`min(${columnOf("Well_Log", "field")})`,
    block: sql<string | null>`min(${columnOf("Well_Log", "block")})`,
    files: sql<number>`count(*)::int`,
    lon: sql<number>`min((center(${bbox}))[0])::float8`,
    lat: sql<number>`min((center(${bbox}))[1])::float8`,
  };
}

/** One point per wellbore in view (its log files share it), the lowest-ranked first. */
async function wellbores(
  db: Database,
  bbox: Bbox,
  tolerance: number,
  filter?: SQL,
): Promise<MapLayerResponse> {
  const { bbox: box, mapRank } = commonColumns("Well_Log");
  const rows = await db
    .select(wellboreColumns())
    .from(table("Well_Log"))
    .where(and(overlaps(box, bbox), filter))
    .groupBy(columnOf("Well_Log", "wellboreName"))
    .orderBy(sql`min(${mapRank})`)
    .limit(POINT_CAP + 1);
  const truncated = rows.length > POINT_CAP;
  const [{ total }] = truncated
    ? await db
        .select({ total: count() })
        .from(table("Well_Log"))
        .where(and(overlaps(box, bbox), filter))
    : [{ total: rows.reduce((s, r) => s + r.files, 0) }];
  const features = rows.slice(0, POINT_CAP).map((r) =>
    feature(r.id, simplify({ type: "Point", coordinates: [r.lon, r.lat] }, tolerance), {
      id: r.id,
      title: r.wellbore as string,
      subtitle: [r.field, r.block].filter(Boolean).join(" · "),
      files: r.files,
    }),
  );
  return collection("Well_Log", features, {
    total,
    totalEstimated: false,
    clustered: false,
    truncated,
    tolerance,
  });
}

/**
 * Wells: points per wellbore when few are in view or when zoomed in; otherwise grid clusters of
 * the lowest-ranked CLUSTER_SAMPLE records in view, scaled up to estimates when the view holds more.
 */
async function wellsLayer(
  db: Database,
  bbox: Bbox,
  zoom: number,
  tolerance: number,
  filter?: SQL,
): Promise<MapLayerResponse> {
  if (zoom >= CLUSTER_MAX_ZOOM) return wellbores(db, bbox, tolerance, filter);
  const view = await recordsInView(db, "Well_Log", bbox, filter);
  if (view.n <= POINT_CAP) return wellbores(db, bbox, tolerance, filter);
  const { bbox: box } = commonColumns("Well_Log");
  const cell = degreesPerPixel(zoom) * CLUSTER_CELL_PIXELS;
  const share = view.exact ? 1 : shareFor(CLUSTER_SAMPLE, view.n);
  const x = sql`(center(${box}))[0]`;
  const y = sql`(center(${box}))[1]`;
  const rows = await db
    .select({
      gx: sql<number>`floor(${x} / ${cell})::int`,
      gy: sql<number>`floor(${y} / ${cell})::int`,
      n: sql<number>`count(*)::int`,
      lon: sql<number>`avg(${x})::float8`,
      lat: sql<number>`avg(${y})::float8`,
    })
    .from(table("Well_Log"))
    .where(and(inRanks("Well_Log", share, bbox), filter))
    .groupBy(sql`1`, sql`2`);
  const features = rows.map((r) =>
    feature(`cluster:${r.gx}:${r.gy}`, simplify({ type: "Point", coordinates: [r.lon, r.lat] }, tolerance), {
      cluster: true,
      count: Math.round(r.n / share),
    }),
  );
  return collection("Well_Log", features, {
    total: Math.round(rows.reduce((sum, r) => sum + r.n, 0) / share),
    totalEstimated: share < 1,
    clustered: true,
    truncated: false,
    tolerance,
  });
}

/** Lines and outlines in the bbox, simplified to the zoom; a stable subset when there are too many. */
async function shapesLayer(
  db: Database,
  type: CatalogType,
  bbox: Bbox,
  zoom: number,
  tolerance: number,
  filter?: SQL,
): Promise<MapLayerResponse> {
  const def = CATALOG_REGISTRY[type];
  const { id, geometry, mapRank } = commonColumns(type);
  const cap = shapeCap(zoom);
  const subtitleColumns = Object.fromEntries(def.subtitleKeys.map((k) => [k, columnOf(type, k)]));
  const lowestRanked = (share: number) =>
    db
      .select({ id, geometry, rank: mapRank, title: columnOf(type, def.titleKey), ...subtitleColumns })
      .from(table(type))
      .where(and(inRanks(type, share, bbox), filter))
      .orderBy(asc(mapRank))
      .limit(cap + 1);
  // In a dense view, read only a slice of ranks that should still hold more than `cap` records.
  const view = await recordsInView(db, type, bbox, filter);
  const share = view.n > cap * 1.5 ? shareFor(cap * 3, view.n) : 1;
  let rows = await lowestRanked(share);
  if (rows.length <= cap && share < 1) rows = await lowestRanked(1);
  const truncated = rows.length > cap;
  const features = rows.slice(0, cap).map((r) =>
    feature(String(r.id), simplify(r.geometry as Geometry, tolerance), {
      id: String(r.id),
      title: String(r.title),
      subtitle: subtitleOf(type, r),
    }),
  );
  return collection(type as MapLayer, features, {
    total: !truncated ? rows.length : view.exact ? view.n : estimateTotal(cap, Number(rows[cap].rank)),
    totalEstimated: truncated && !view.exact,
    clustered: false,
    truncated,
    tolerance,
  });
}

/**
 * A layer's features inside the visible bbox, sized for the zoom (never the whole database); with
 * `filter` (the catalogue's JSON filter) only the records it keeps.
 */
export async function mapLayer(
  db: Database,
  layer: MapLayer,
  bbox: Bbox,
  zoom: number,
  filter?: string,
): Promise<MapLayerResponse> {
  const tolerance = degreesPerPixel(zoom);
  if (layer === "blocks") {
    if (filter !== undefined) throw invalidField("querystring.filter", "Blocks cannot be filtered");
    return blocksLayer(db, bbox, tolerance);
  }
  const where = filter === undefined ? undefined : whereOf(layer, parseFilter(layer, filter));
  if (layer === "Well_Log") return wellsLayer(db, bbox, zoom, tolerance, where);
  return shapesLayer(db, layer, bbox, zoom, tolerance, where);
}

const LAYER_LABELS: Record<MapLayer, { label: string; geometry: "Point" | "LineString" | "Polygon" }> = {
  Seismic_2D: { label: "Seismic 2D lines", geometry: "LineString" },
  Seismic_3D: { label: "Seismic 3D outlines", geometry: "Polygon" },
  Well_Log: { label: "Wells", geometry: "Point" },
  Non_Seismic: { label: "Non-seismic survey areas", geometry: "Polygon" },
  blocks: { label: "Blocks", geometry: "Polygon" },
};

export async function mapLayerList(db: Database) {
  const layers = await Promise.all(
    (Object.keys(LAYER_LABELS) as MapLayer[]).map(async (layer) => {
      const [row] =
        layer === "blocks"
          ? await db.select({ n: count() }).from(catalogBlocks)
          : await db
              .select({ n: count() })
              .from(table(layer))
              .where(isNotNull(commonColumns(layer).bbox));
      return { id: layer, ...LAYER_LABELS[layer], count: row.n };
    }),
  );
  const [extent] = await db
    .select({
      minX: sql<number | null>`min((${catalogBlocks.bbox}[1])[0])::float8`,
      minY: sql<number | null>`min((${catalogBlocks.bbox}[1])[1])::float8`,
      maxX: sql<number | null>`max((${catalogBlocks.bbox}[0])[0])::float8`,
      maxY: sql<number | null>`max((${catalogBlocks.bbox}[0])[1])::float8`,
    })
    .from(catalogBlocks);
  return {
    layers,
    extent: extent.minX === null ? null : ([extent.minX, extent.minY, extent.maxX, extent.maxY] as Bbox),
  };
}
