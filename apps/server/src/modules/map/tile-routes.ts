import { gunzipSync } from "node:zlib";
import {
  apiErrorSchema,
  BID_BLOCKS_TILE_LAYER,
  bidBlocksTileParamsSchema,
  bidLayersQuerySchema,
  type MapTile,
  mapTileParamsSchema,
} from "@strata/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { acceptsGzip } from "../../lib/gzip-answer.ts";
import { BID_LAYER_ACCESS, MAP_ACCESS } from "../catalogs/index.ts";
import { TileWarmer, type TileWarmingOptions } from "./tile-warmer.ts";
import { MapTiles, TILE_CONTENT_TYPE, type TileLayer } from "./tiles.ts";

/** This instance's map tiles and the warmer that makes their low zooms ahead (null: warming is off). */
export type InstanceTiles = { tiles: MapTiles; warmer: TileWarmer | null };

declare module "fastify" {
  interface FastifyInstance {
    mapTiles: InstanceTiles;
  }
}

/** The instance's tiles (on the root app, so tests and the benchmark reach them), warming from start to close. */
export function registerMapTiles(
  app: FastifyInstance,
  { db, warming }: { db: Database; warming: TileWarmingOptions },
): InstanceTiles {
  const tiles = new MapTiles(db);
  const warmer = warming.maxZoom >= 0 ? new TileWarmer(db, tiles, warming, app.log) : null;
  if (warmer) {
    app.addHook("onReady", async () => warmer.start());
    app.addHook("onClose", async () => warmer.stop());
  }
  const instance = { tiles, warmer };
  app.decorate("mapTiles", instance);
  return instance;
}

const tags = ["Map"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
/** The tile itself: binary, documented as such (Fastify sends a Buffer as it is). */
const tileResponses = {
  200: {
    description: "A Mapbox Vector Tile, gzipped when the request accepts gzip",
    content: { [TILE_CONTENT_TYPE]: { schema: z.string().meta({ format: "binary" }) } },
  },
  304: z.null().meta({ description: "Not modified: `If-None-Match` names the layer's current version" }),
  ...errors,
};

/** Whether `If-None-Match` names the tag (a list, weak tags and `*` included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === etag || t === "*");
}

/** Answers a tile request: 304 while the browser's tag is current, else the tile. */
async function sendTile(
  { tiles, warmer }: InstanceTiles,
  source: TileLayer,
  tile: MapTile,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const version = await tiles.version(source);
  // A request may see a publish before the next poll does: start the warm-up now.
  warmer?.saw(source.layer === "bid-blocks" ? "blocks" : source.layer, version);
  const etag = tiles.etag(version);
  // Per user: what a user may see depends on their rights, so shared caches must not keep it.
  reply.header("etag", etag).header("cache-control", "private, no-cache").header("vary", "Accept-Encoding");
  if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
  const gzipped = await tiles.gzipped(source, tile, version);
  reply.header("content-type", TILE_CONTENT_TYPE);
  if (acceptsGzip(request.headers["accept-encoding"])) {
    return reply.header("content-encoding", "gzip").send(gzipped);
  }
  return reply.send(gunzipSync(gzipped));
}

export function registerMapTileRoutes(app: FastifyInstance, { tiles }: { tiles: InstanceTiles }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/map/tiles/:layer/:z/:x/:y.pbf",
    {
      config: { access: MAP_ACCESS },
      schema: {
        operationId: "getMapTile",
        tags,
        summary: "A map layer as a vector tile (Mapbox Vector Tile, XYZ scheme)",
        description:
          "One MVT layer named after the map layer. Lines and outlines carry `id`, `title` and `subtitle`; a tile holding more than a few thousand is dense and carries one feature, `dense: true` with `count`, covering the pixels they draw. Wells are one point per wellbore (`id`, `title`, `subtitle`, `files`), clustered where they would overlap (`cluster: true`, `point_count` wellbores, `count` log files). Blocks carry `name`, `region`, `basin`, `status`, `operator`, `bidRound`. `ETag` follows the layer's data version; send it back as `If-None-Match` for a 304.",
        params: mapTileParamsSchema,
        response: tileResponses,
      },
    },
    async (request, reply) => {
      const { layer, ...tile } = request.params;
      return sendTile(tiles, { layer }, tile, request, reply);
    },
  );

  api.get(
    `/map/tiles/${BID_BLOCKS_TILE_LAYER}/:z/:x/:y.pbf`,
    {
      config: { access: BID_LAYER_ACCESS },
      schema: {
        operationId: "getBidBlocksTile",
        tags,
        summary: "Blocks on offer in bid rounds as a vector tile, for users with bid-round rights",
        description:
          "One MVT layer `bid-blocks`: blocks on offer (of `round`, or of every round) with `name`, `region`, `basin`, `bidRound`, `areaKm2`. Cached and tagged like the other tiles.",
        params: bidBlocksTileParamsSchema,
        querystring: bidLayersQuerySchema,
        response: tileResponses,
      },
    },
    async (request, reply) => {
      const source = { layer: BID_BLOCKS_TILE_LAYER, round: request.query.round } as const;
      return sendTile(tiles, source, request.params, request, reply);
    },
  );
}
