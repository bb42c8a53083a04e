import {
  apiErrorSchema,
  basemapResponseSchema,
  bidLayersQuerySchema,
  bidLayersResponseSchema,
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
import { forbidden } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { mapAccess } from "../catalogs/access.ts";
import { mapLayer, mapLayerList } from "./layers.ts";
import { bidLayers, getMapInteraction, saveMapInteraction, selectByGeometry } from "./service.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const signedIn = { access: { authenticated: true as const } };
const tags = ["Map"];

/** Bid-round layers: the web map plus bid-round rights (the MBR tier or add-on, or staff who see bid rounds). */
function assertBidLayerAccess(viewer: Viewer) {
  const { ability } = viewer;
  const bidRights = ability.can("read", "MBR") || ability.can("read", "BidRound");
  if (!ability.can("read", "WebMap") || !bidRights) throw forbidden();
}

export function registerMapRoutes(
  app: FastifyInstance,
  { db, mapTiles }: { db: Database; mapTiles: Config["mapTiles"] },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/map/basemap",
    {
      config: signedIn,
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
      config: signedIn,
      schema: {
        tags,
        summary: "The map's layers with their feature counts and the data extent",
        response: { 200: mapLayerListResponseSchema, ...errors },
      },
    },
    async (request) => {
      mapAccess(await request.requireViewer());
      return mapLayerList(db);
    },
  );

  api.get(
    "/map/layers/:layer",
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A layer's features in the visible area, as GeoJSON sized for the zoom",
        description:
          "Bounded by `bbox`; lines and outlines are simplified to one pixel at `zoom` and capped (a stable subset, `meta.truncated`); many wells at low zoom come as grid clusters (`meta.clustered`).",
        params: mapLayerParamsSchema,
        querystring: mapLayerQuerySchema,
        response: { 200: mapLayerResponseSchema, ...errors },
      },
    },
    async (request) => {
      mapAccess(await request.requireViewer());
      return mapLayer(db, request.params.layer, request.query.bbox, request.query.zoom);
    },
  );

  api.post(
    "/map/select",
    {
      config: signedIn,
      schema: {
        operationId: "selectMapRecords",
        tags,
        summary: "Records whose geometry intersects, or lies inside, a drawn rectangle or polygon",
        body: mapSelectBodySchema,
        response: { 200: mapSelectResponseSchema, ...errors },
      },
    },
    async (request) => {
      mapAccess(await request.requireViewer());
      return selectByGeometry(db, request.body);
    },
  );

  api.get(
    "/map/interactions",
    {
      config: signedIn,
      schema: {
        operationId: "getMapInteractions",
        tags,
        summary: "The signed-in user's last map state",
        response: { 200: mapInteractionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      mapAccess(viewer);
      return getMapInteraction(db, viewer.user.id);
    },
  );

  api.put(
    "/map/interactions",
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Save the signed-in user's map state (view, layers, basemap)",
        body: mapInteractionSchema,
        response: { 200: mapInteractionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      mapAccess(viewer);
      return saveMapInteraction(db, viewer.user.id, request.body);
    },
  );

  api.get(
    "/webmap/bid-layers",
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Blocks on offer in bid rounds, for users with bid-round rights",
        querystring: bidLayersQuerySchema,
        response: { 200: bidLayersResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertBidLayerAccess(await request.requireViewer());
      return bidLayers(db, request.query.round);
    },
  );
}
