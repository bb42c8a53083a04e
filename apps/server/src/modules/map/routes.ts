import {
  apiErrorSchema,
  basemapResponseSchema,
  bidLayersQuerySchema,
  bidLayersResponseSchema,
  mapAreaFacetsBodySchema,
  mapAreaFacetsResponseSchema,
  mapCountsQuerySchema,
  mapCountsResponseSchema,
  mapInteractionResponseSchema,
  mapInteractionSchema,
  mapLayerListResponseSchema,
  mapLayerParamsSchema,
  mapLayerQuerySchema,
  mapLayerResponseSchema,
  mapSelectBodySchema,
  mapSelectResponseSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { BID_LAYER_ACCESS, MAP_ACCESS, recordCatalogEvent } from "../catalogs/index.ts";
import { areaFacets } from "./area-facets.ts";
import { mapLayer, mapLayerList } from "./layers.ts";
import { selectByGeometry, selections } from "./select.ts";
import { bidLayers, getMapInteraction, saveMapInteraction } from "./service.ts";
import { type InstanceTiles, registerMapTileRoutes } from "./tile-routes.ts";
import { mapCounts } from "./view-counts.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const map = { access: MAP_ACCESS };
const tags = ["Map"];

export function registerMapRoutes(
  app: FastifyInstance,
  { db, mapTiles, tiles }: { db: Database; mapTiles: Config["mapTiles"]; tiles: InstanceTiles },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/map/basemap",
    {
      config: map,
      schema: {
        tags,
        summary: "The basemap: the offline countries (default) or the configured tile server",
        response: { 200: basemapResponseSchema, 401: apiErrorSchema },
      },
    },
    () => (mapTiles ? { kind: "tiles" as const, ...mapTiles } : { kind: "offline" as const }),
  );

  api.get(
    "/map/layers",
    {
      config: map,
      schema: {
        tags,
        summary: "The map's layers with their feature counts and the data extent",
        response: { 200: mapLayerListResponseSchema, ...errors },
      },
    },
    () => mapLayerList(db),
  );

  api.get(
    "/map/layers/:layer",
    {
      config: map,
      schema: {
        tags,
        summary: "A layer's features in the visible area, as GeoJSON sized for the zoom",
        description:
          "Bounded by `bbox`; lines and outlines are simplified to one pixel at `zoom` and capped (a stable subset, `meta.truncated`); many wells at low zoom come as grid clusters (`meta.clustered`). With `filter` (the catalogue's JSON filter, as in the data explorer's \"Show on the map\") only the records it keeps; an unknown or unfilterable column is a 400 naming `querystring.filter.<column>`.",
        params: mapLayerParamsSchema,
        querystring: mapLayerQuerySchema,
        response: { 200: mapLayerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { bbox, zoom, filter } = request.query;
      return mapLayer(db, request.params.layer, bbox, zoom, filter);
    },
  );

  api.get(
    "/map/counts",
    {
      config: map,
      schema: {
        operationId: "getMapCounts",
        tags,
        summary: "How many records of each layer lie in the visible area",
        description:
          "Wells count their log-file records. Exact for a sparse view; for a dense one estimated from a stable 1% sample (`estimated`).",
        querystring: mapCountsQuerySchema,
        response: { 200: mapCountsResponseSchema, ...errors },
      },
    },
    async (request) => mapCounts(db, request.query.bbox),
  );

  registerMapTileRoutes(app, { tiles });

  api.post(
    "/map/select",
    {
      config: map,
      schema: {
        operationId: "selectMapRecords",
        tags,
        summary: "Records whose geometry intersects, or lies inside, a drawn rectangle or polygon",
        description:
          "Bounded: at most 2 selections run at once per server and 20 wait; more answer 503 at once. A selection examines at most 50,000 records per category within about 3 s, and says `truncated` when it stopped early.",
        body: mapSelectBodySchema,
        response: { 200: mapSelectResponseSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const selected = await selections.run(() => selectByGeometry(db, request.body));
      const { types } = request.body;
      await recordCatalogEvent(db, request, {
        kind: "map-area",
        sdcType: types?.length === 1 ? types[0] : null,
      });
      return selected;
    },
  );

  api.post(
    "/map/area-facets",
    {
      config: { access: { can: ["view", "DataVisualisation"] } },
      schema: {
        operationId: "getMapAreaFacets",
        tags,
        summary: "The data explorer's counts of one category inside an area drawn on the map",
        description:
          "The records `POST /api/map/select` finds in the area (same bounds: at most 50,000 examined within about 3 s, `area.truncated` when it stopped early), counted per facet column under the catalogue's `filter`. Shares the selections' gate: 503 when it is full.",
        body: mapAreaFacetsBodySchema,
        response: { 200: mapAreaFacetsResponseSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request) => areaFacets(db, request.body),
  );

  api.get(
    "/map/interactions",
    {
      config: map,
      schema: {
        operationId: "getMapInteractions",
        tags,
        summary: "The signed-in user's last map state",
        response: { 200: mapInteractionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return getMapInteraction(db, viewer.user.id);
    },
  );

  api.put(
    "/map/interactions",
    {
      config: map,
      schema: {
        tags,
        summary: "Save the signed-in user's map state (view, layers, basemap)",
        body: mapInteractionSchema,
        response: { 200: mapInteractionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return saveMapInteraction(db, viewer.user.id, request.body);
    },
  );

  api.get(
    "/webmap/bid-layers",
    {
      config: { access: BID_LAYER_ACCESS },
      schema: {
        tags,
        summary: "Blocks on offer in bid rounds, for users with bid-round rights",
        querystring: bidLayersQuerySchema,
        response: { 200: bidLayersResponseSchema, ...errors },
      },
    },
    async (request) => {
      return bidLayers(db, request.query.round);
    },
  );
}
