import { z } from "zod";
import { uniqueList } from "../bounds.ts";
import { text } from "../text.ts";
import { CATALOG_TYPES } from "./registry.ts";
import { bboxSchema, catalogFacetsResponseSchema, catalogTypeSchema } from "./schemas.ts";

/** The map layers: one per category with geometry, plus the blocks. */
export const MAP_LAYERS = ["Seismic_2D", "Seismic_3D", "Well_Log", "Non_Seismic", "blocks"] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

export const lonSchema = z.number().min(-180).max(180);
export const latSchema = z.number().min(-90).max(90);
export const positionSchema = z.tuple([lonSchema, latSchema]);

/** `minLon,minLat,maxLon,maxLat` in a query string. */
export const bboxParamSchema = text()
  .max(200)
  .transform((value, ctx) => {
    const parts = value.split(",").map((p) => Number(p.trim()));
    const [minLon, minLat, maxLon, maxLat] = parts;
    const ok =
      parts.length === 4 &&
      parts.every(Number.isFinite) &&
      Math.abs(minLon) <= 180 &&
      Math.abs(maxLon) <= 180 &&
      Math.abs(minLat) <= 90 &&
      Math.abs(maxLat) <= 90 &&
      minLon <= maxLon &&
      minLat <= maxLat;
    if (!ok) {
      ctx.addIssue({
        code: "custom",
        message: "Expected minLon,minLat,maxLon,maxLat within ±180/±90, min ≤ max",
      });
      return z.NEVER;
    }
    return [minLon, minLat, maxLon, maxLat] as [number, number, number, number];
  });

export const mapLayerParamsSchema = z.object({ layer: z.enum(MAP_LAYERS) });
export const mapLayerQuerySchema = z.object({
  bbox: bboxParamSchema,
  zoom: z.coerce.number().min(0).max(24),
  /**
   * Only the records the catalogue's filter keeps (the data explorer's "Show on the map"): the same
   * JSON as the catalogue's `filter`, checked against the layer's columns. Blocks take none.
   */
  filter: text().max(10_000).optional(),
});

/**
 * Vector tiles (Mapbox Vector Tile 2.1) of the map layers, `GET /api/map/tiles/{layer}/{z}/{x}/{y}.pbf`
 * in the XYZ scheme, one MVT layer per tile named after the map layer. Zoom 0 to MAP_TILE_MAX_ZOOM;
 * MapLibre overzooms the last level.
 */
export const MAP_TILE_MAX_ZOOM = 16;
/** The tile layer of the bid-round blocks (bid-round rights only). */
export const BID_BLOCKS_TILE_LAYER = "bid-blocks";

/** A tile coordinate of the path: digits only, so "", " " or "1e3" never pass as numbers. */
const tileNumber = (max: number) =>
  text()
    .max(6)
    .regex(/^\d{1,6}$/, "Expected a whole number")
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

const tileCoordinates = {
  z: tileNumber(MAP_TILE_MAX_ZOOM),
  x: tileNumber(2 ** MAP_TILE_MAX_ZOOM - 1),
  y: tileNumber(2 ** MAP_TILE_MAX_ZOOM - 1),
};
/** x and y lie in the zoom's grid: 0 to 2^z - 1. */
const inTileGrid = <T extends { z: number; x: number; y: number }>(tile: T, ctx: z.RefinementCtx) => {
  for (const axis of ["x", "y"] as const) {
    if (tile[axis] >= 2 ** tile.z) {
      ctx.addIssue({
        code: "custom",
        path: [axis],
        message: `Expected 0 to ${2 ** tile.z - 1} at zoom ${tile.z}`,
      });
    }
  }
};
export const mapTileParamsSchema = z
  .object({ layer: z.enum(MAP_LAYERS), ...tileCoordinates })
  .superRefine(inTileGrid);
export const bidBlocksTileParamsSchema = z.object(tileCoordinates).superRefine(inTileGrid);
export type MapTile = { z: number; x: number; y: number };

/** Records of each layer in the visible area (wells: log-file records), for the layer list. */
export const mapCountsQuerySchema = z.object({ bbox: bboxParamSchema });
export const mapCountsResponseSchema = z.object({
  layers: z.array(
    z.object({
      layer: z.enum(MAP_LAYERS),
      total: z.number().int(),
      /** Counted from the stable 1% sample of a dense view rather than exactly. */
      estimated: z.boolean(),
    }),
  ),
});
export type MapCounts = z.infer<typeof mapCountsResponseSchema>;

export const featureSchema = z.object({
  type: z.literal("Feature"),
  id: z.string(),
  geometry: z.object({ type: z.string(), coordinates: z.array(z.unknown()) }),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type MapFeature = z.infer<typeof featureSchema>;

export const mapLayerResponseSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(featureSchema),
  meta: z.object({
    layer: z.enum(MAP_LAYERS),
    /** Records of the layer inside the bbox (wells: log-file records), exact or estimated. */
    total: z.number().int(),
    /** `total` is estimated from the stable sample sent (a dense view); zoom in for exact counts. */
    totalEstimated: z.boolean(),
    /** Features sent; fewer than `total` when decimated or clustered. */
    returned: z.number().int(),
    /** Wells gathered into grid clusters at low zoom; `properties.count` is a cluster's log-file records (estimated when `totalEstimated`). */
    clustered: z.boolean(),
    /** A stable subset was sent: zoom in for every feature. */
    truncated: z.boolean(),
    /** Degrees below which vertices were merged (0 = none). */
    tolerance: z.number(),
  }),
});
export type MapLayerResponse = z.infer<typeof mapLayerResponseSchema>;

export const mapLayerListResponseSchema = z.object({
  layers: z.array(
    z.object({
      id: z.enum(MAP_LAYERS),
      label: z.string(),
      geometry: z.enum(["Point", "LineString", "Polygon"]),
      count: z.number().int(),
    }),
  ),
  /** The extent of all records, for the initial view. */
  extent: bboxSchema.nullable(),
});

/** Twice the signed area of a ring (shoelace); zero for a ring that encloses nothing. */
function ringArea(ring: [number, number][]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return sum;
}

/**
 * The exact selection test costs a candidate's vertices times the polygon's (geometry.ts): a hand-drawn
 * polygon has tens of vertices, so a thousand in all leaves room for a traced outline and bounds the work.
 */
export const MAP_SELECTION_VERTICES_MAX = 1000;
export const MAP_SELECTION_RINGS_MAX = 10;

/**
 * A linear ring as GeoJSON defines it: at least 4 positions, closed (the last equals the first), and
 * enclosing an area (not all on one line). Checked without assuming the positions are valid, since
 * zod runs refinements next to element issues.
 */
const ringSchema = z
  .array(positionSchema)
  .min(4, "A ring needs at least 4 positions")
  .max(MAP_SELECTION_VERTICES_MAX, `A ring has at most ${MAP_SELECTION_VERTICES_MAX} positions`)
  .superRefine((ring, ctx) => {
    if (ring.length < 4 || !ring.every((p) => Array.isArray(p) && p.every(Number.isFinite))) return;
    const [first, last] = [ring[0], ring[ring.length - 1]];
    if (first[0] !== last[0] || first[1] !== last[1]) {
      ctx.addIssue({
        code: "custom",
        message: "A ring must be closed: its last position equals its first",
        input: ring,
      });
    } else if (ringArea(ring) === 0) {
      ctx.addIssue({
        code: "custom",
        message: "A ring must enclose an area: its positions lie on one line",
        input: ring,
      });
    }
  });

/** A drawn rectangle or polygon (GeoJSON Polygon; holes allowed), its vertices bounded in all. */
export const selectionGeometrySchema = z.object({
  type: z.literal("Polygon"),
  coordinates: z
    .array(ringSchema)
    .min(1, "A polygon needs at least one ring")
    .max(MAP_SELECTION_RINGS_MAX, `A polygon has at most ${MAP_SELECTION_RINGS_MAX} rings`)
    .superRefine((rings, ctx) => {
      const vertices = rings.reduce((sum, ring) => sum + (Array.isArray(ring) ? ring.length : 0), 0);
      if (vertices > MAP_SELECTION_VERTICES_MAX) {
        ctx.addIssue({
          code: "custom",
          message: `A polygon has at most ${MAP_SELECTION_VERTICES_MAX} positions in all its rings`,
          input: rings,
        });
      }
    }),
});
export type SelectionGeometry = z.infer<typeof selectionGeometrySchema>;

/** Each category at most once: a longer list can only repeat one. */
export const MAP_SELECT_TYPES_MAX = CATALOG_TYPES.length;
export const mapSelectBodySchema = z.object({
  geometry: selectionGeometrySchema,
  mode: z.enum(["intersects", "contains"]).default("intersects"),
  /** Categories to select from (default: every one with geometry); a repeated one counts once. */
  types: uniqueList(catalogTypeSchema, { min: 1, max: MAP_SELECT_TYPES_MAX }).optional(),
});
export const MAP_SELECT_LIMIT = 5000;

/** The categories with a place on the map (technical reports have none). */
export const MAP_CATEGORIES = ["Seismic_2D", "Seismic_3D", "Well_Log", "Non_Seismic"] as const;

/**
 * POST /api/map/area-facets: the data explorer's counts for one category, of the records in an area
 * drawn on the map (as POST /api/map/select finds them), under the catalogue's filter.
 */
export const mapAreaFacetsBodySchema = z.object({
  type: z.enum(MAP_CATEGORIES),
  geometry: selectionGeometrySchema,
  mode: z.enum(["intersects", "contains"]).default("intersects"),
  /** The catalogue's JSON filter, as in GET /api/catalogs/{type}/facets. */
  filter: text().max(10_000).optional(),
  limit: z.number().int().min(1).max(100).default(20),
});
export type MapAreaFacetsBody = z.infer<typeof mapAreaFacetsBodySchema>;
export const mapAreaFacetsResponseSchema = catalogFacetsResponseSchema.extend({
  area: z.object({
    /** Records of the category in the area (before the filter). */
    matched: z.number().int(),
    /** The area held more than the bound of records examined: the counts are of those examined. */
    truncated: z.boolean(),
  }),
});
export const mapSelectResponseSchema = z.object({
  mode: z.enum(["intersects", "contains"]),
  results: z.array(
    z.object({
      type: catalogTypeSchema,
      ids: z.array(z.string()),
      total: z.number().int(),
      /**
       * The answer is partial: more than MAP_SELECT_LIMIT records matched (`ids` holds the first ones),
       * or the selection reached its bound of records examined or time (`total` counts those examined).
       */
      truncated: z.boolean(),
    }),
  ),
});

/** A map view: what a map-view bookmark and the saved map state hold. */
export const mapViewSchema = z.object({
  center: positionSchema,
  zoom: z.number().min(0).max(24),
  bbox: bboxSchema.optional(),
});
export type MapView = z.infer<typeof mapViewSchema>;

/** The user's map state, saved as they pan and toggle, restored when the map opens again. */
export const mapInteractionSchema = z.object({
  view: mapViewSchema,
  layers: z.array(z.enum([...MAP_LAYERS, "bid-blocks"])).max(10),
  basemap: z.enum(["offline", "online"]).default("offline"),
});
export const mapInteractionResponseSchema = z.object({
  state: mapInteractionSchema.nullable(),
  updatedAt: z.string().nullable(),
});

export const bidLayersQuerySchema = z.object({ round: text().max(100).optional() });
export const bidLayersResponseSchema = z.object({
  rounds: z.array(z.object({ name: z.string(), blocks: z.number().int() })),
  blocks: z.object({ type: z.literal("FeatureCollection"), features: z.array(featureSchema) }),
});

/**
 * The basemap under the data layers: the offline countries shipped with the app (the default, no
 * internet needed), or raster tiles from a tile server named in the configuration.
 */
export const basemapResponseSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("offline") }),
  z.object({ kind: z.literal("tiles"), url: z.string(), attribution: z.string() }),
]);
export type Basemap = z.infer<typeof basemapResponseSchema>;
