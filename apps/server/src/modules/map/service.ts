import {
  CATALOG_REGISTRY,
  type CatalogType,
  MAP_SELECT_LIMIT,
  type MapFeature,
  type MapLayer,
  type MapLayerResponse,
  type SelectionGeometry,
} from "@strata/core";
import { asc, count, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { catalogBlocks, type Geometry, mapInteractions } from "../../db/schema/index.ts";
import { columnOf, commonColumns, tableOf } from "../catalogs/tables.ts";
import {
  type AnyGeometry,
  bboxOfPolygon,
  boxLiteral,
  contains,
  degreesPerPixel,
  intersects,
  simplify,
} from "./geometry.ts";

type Bbox = [number, number, number, number];
// biome-ignore lint/suspicious/noExplicitAny: tables are addressed by registry key
const table = (type: CatalogType) => tableOf(type) as unknown as PgTable<any>;

/** At most this many lines or outlines per response; beyond it a stable subset (lowest map rank) is sent. */
export const SHAPE_CAP = 2500;
/** Beyond this many wells in view, below CLUSTER_MAX_ZOOM, wells are sent as grid clusters. */
export const POINT_CAP = 4000;
export const CLUSTER_MAX_ZOOM = 10;
const CLUSTER_CELL_PIXELS = 48;

const overlaps = (bboxColumn: SQL | ReturnType<typeof commonColumns>["bbox"], bbox: Bbox) =>
  sql`${bboxColumn} && ${boxLiteral(bbox)}::box`;

function feature(id: string, geometry: AnyGeometry, properties: MapFeature["properties"]): MapFeature {
  return { type: "Feature", id, geometry: geometry as MapFeature["geometry"], properties };
}

const subtitleOf = (type: CatalogType, row: Record<string, unknown>) =>
  CATALOG_REGISTRY[type].subtitleKeys
    .map((k) => row[k])
    .filter((v) => v !== null && v !== undefined && v !== "")
    .join(" · ");

async function blocksLayer(db: Database, bbox: Bbox, tolerance: number): Promise<MapLayerResponse> {
  const rows = await db
    .select()
    .from(catalogBlocks)
    .where(overlaps(catalogBlocks.bbox, bbox))
    .orderBy(asc(catalogBlocks.name));
  const features = rows.map((b) =>
    feature(b.name, simplify(b.geometry, tolerance), {
      name: b.name,
      region: b.region,
      basin: b.basin,
      status: b.status,
      operator: b.operator,
      bidRound: b.bidRound,
    }),
  );
  return collection("blocks", features, {
    total: rows.length,
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

/** Wells: one point per wellbore (its log files share it), or grid clusters when many are in view at low zoom. */
async function wellsLayer(
  db: Database,
  bbox: Bbox,
  zoom: number,
  tolerance: number,
): Promise<MapLayerResponse> {
  const { bbox: box, id } = commonColumns("Well_Log");
  const t = table("Well_Log");
  const wellbore = columnOf("Well_Log", "wellboreName");
  const where = overlaps(box, bbox);
  const x = sql`(center(${box}))[0]`;
  const y = sql`(center(${box}))[1]`;
  const [{ total }] = await db
    .select({ total: sql<number>`count(distinct ${wellbore})::int` })
    .from(t)
    .where(where);
  if (total > POINT_CAP && zoom < CLUSTER_MAX_ZOOM) {
    const cell = degreesPerPixel(zoom) * CLUSTER_CELL_PIXELS;
    const rows = await db
      .select({
        gx: sql<number>`floor(${x} / ${cell})::int`,
        gy: sql<number>`floor(${y} / ${cell})::int`,
        count: sql<number>`count(distinct ${wellbore})::int`,
        lon: sql<number>`avg(${x})::float8`,
        lat: sql<number>`avg(${y})::float8`,
      })
      .from(t)
      .where(where)
      .groupBy(sql`1`, sql`2`);
    const features = rows.map((r) =>
      feature(
        `cluster:${r.gx}:${r.gy}`,
        simplify({ type: "Point", coordinates: [r.lon, r.lat] }, tolerance),
        {
          cluster: true,
          count: r.count,
        },
      ),
    );
    return collection("Well_Log", features, { total, clustered: true, truncated: false, tolerance });
  }
  const rows = await db
    .select({
      id: sql<string>`min(${id})`,
      wellbore,
      field: sql<string | null>`min(${columnOf("Well_Log", "field")})`,
      block: sql<string | null>`min(${columnOf("Well_Log", "block")})`,
      files: sql<number>`count(*)::int`,
      lon: sql<number>`min(${x})::float8`,
      lat: sql<number>`min(${y})::float8`,
    })
    .from(t)
    .where(where)
    .groupBy(wellbore)
    .orderBy(asc(wellbore))
    .limit(POINT_CAP);
  const features = rows.map((r) =>
    feature(r.id, simplify({ type: "Point", coordinates: [r.lon, r.lat] }, tolerance), {
      type: "Well_Log",
      id: r.id,
      title: r.wellbore as string,
      subtitle: [r.field, r.block].filter(Boolean).join(" · "),
      files: r.files,
    }),
  );
  return collection("Well_Log", features, {
    total,
    clustered: false,
    truncated: total > rows.length,
    tolerance,
  });
}

/** Lines and outlines in the bbox, simplified to the zoom; a stable subset when there are too many. */
async function shapesLayer(
  db: Database,
  type: CatalogType,
  bbox: Bbox,
  tolerance: number,
): Promise<MapLayerResponse> {
  const def = CATALOG_REGISTRY[type];
  const { bbox: box, id, geometry, mapRank } = commonColumns(type);
  const t = table(type);
  const where = overlaps(box, bbox);
  const subtitleColumns = Object.fromEntries(def.subtitleKeys.map((k) => [k, columnOf(type, k)]));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(t).where(where),
    db
      .select({ id, geometry, title: columnOf(type, def.titleKey), ...subtitleColumns })
      .from(t)
      .where(where)
      .orderBy(asc(mapRank))
      .limit(SHAPE_CAP),
  ]);
  const features = rows.map((r) =>
    feature(String(r.id), simplify(r.geometry as Geometry, tolerance), {
      type,
      id: String(r.id),
      title: String(r.title),
      subtitle: subtitleOf(type, r),
    }),
  );
  return collection(type as MapLayer, features, {
    total,
    clustered: false,
    truncated: total > rows.length,
    tolerance,
  });
}

/** A layer's features inside the visible bbox, sized for the zoom (never the whole database). */
export async function mapLayer(
  db: Database,
  layer: MapLayer,
  bbox: Bbox,
  zoom: number,
): Promise<MapLayerResponse> {
  const tolerance = degreesPerPixel(zoom);
  if (layer === "blocks") return blocksLayer(db, bbox, tolerance);
  if (layer === "Well_Log") return wellsLayer(db, bbox, zoom, tolerance);
  return shapesLayer(db, layer, bbox, tolerance);
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

const SELECTABLE: CatalogType[] = ["Seismic_2D", "Seismic_3D", "Well_Log", "Non_Seismic"];
/** Candidates read per category for the exact test; a selection wider than this is reported as truncated. */
const CANDIDATE_CAP = 50_000;

/** Records of each category whose geometry intersects (or lies inside) a drawn polygon: bbox index first, exact test second. */
export async function selectByGeometry(
  db: Database,
  body: { geometry: SelectionGeometry; mode: "intersects" | "contains"; types?: CatalogType[] },
) {
  const polygon = body.geometry.coordinates;
  const bbox = bboxOfPolygon(polygon);
  const types = (body.types ?? SELECTABLE).filter((t) => SELECTABLE.includes(t));
  const results = await Promise.all(
    types.map(async (type) => {
      const { bbox: box, id, geometry } = commonColumns(type);
      const candidates = await db
        .select({ id, geometry })
        .from(table(type))
        .where(body.mode === "contains" ? sql`${box} <@ ${boxLiteral(bbox)}::box` : overlaps(box, bbox))
        .orderBy(asc(id))
        .limit(CANDIDATE_CAP + 1);
      const test = (g: AnyGeometry) =>
        body.mode === "contains" ? contains(polygon, g) : intersects(g, polygon);
      const matched = candidates
        .slice(0, CANDIDATE_CAP)
        .filter((c) => test(c.geometry as AnyGeometry))
        .map((c) => String(c.id));
      return {
        type,
        ids: matched.slice(0, MAP_SELECT_LIMIT),
        total: matched.length,
        truncated: matched.length > MAP_SELECT_LIMIT || candidates.length > CANDIDATE_CAP,
      };
    }),
  );
  return { mode: body.mode, results };
}

export async function getMapInteraction(db: Database, userId: string) {
  const [row] = await db.select().from(mapInteractions).where(eq(mapInteractions.userId, userId));
  return { state: (row?.state as never) ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

export async function saveMapInteraction(db: Database, userId: string, state: object) {
  const now = new Date();
  await db
    .insert(mapInteractions)
    .values({ userId, state, updatedAt: now })
    .onConflictDoUpdate({ target: mapInteractions.userId, set: { state, updatedAt: now } });
  return getMapInteraction(db, userId);
}

/** Blocks on offer in bid rounds, as a GeoJSON layer, and the rounds with their block counts. */
export async function bidLayers(db: Database, round?: string) {
  const roundRows = await db
    .select({ name: catalogBlocks.bidRound, blocks: count() })
    .from(catalogBlocks)
    .where(isNotNull(catalogBlocks.bidRound))
    .groupBy(catalogBlocks.bidRound)
    .orderBy(asc(catalogBlocks.bidRound));
  const blocks = await db
    .select()
    .from(catalogBlocks)
    .where(round ? eq(catalogBlocks.bidRound, round) : isNotNull(catalogBlocks.bidRound))
    .orderBy(asc(catalogBlocks.name));
  return {
    rounds: roundRows.map((r) => ({ name: String(r.name), blocks: r.blocks })),
    blocks: {
      type: "FeatureCollection" as const,
      features: blocks.map((b) =>
        feature(b.name, b.geometry, {
          name: b.name,
          region: b.region,
          basin: b.basin,
          bidRound: b.bidRound,
          areaKm2: b.areaKm2,
        }),
      ),
    },
  };
}
