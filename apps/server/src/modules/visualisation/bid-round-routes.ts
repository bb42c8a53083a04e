import {
  apiErrorSchema,
  bidRoundInventoryQuerySchema,
  bidRoundInventorySchema,
  blockPreviewsQuerySchema,
  blockPreviewsSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requiresAny } from "../../plugins/access.ts";
import { bidRoundInventory } from "./bid-round-inventory.ts";
import { blockPreviews } from "./block-previews.ts";
import type { VisualisationDeps } from "./index.ts";

/** The MBR tier and add-on ("bid round data visualisation", section 6), and staff who see bid rounds. */
const BID_ROUND_VISUALISATION = requiresAny(["read", "BidRoundDataVisualisation"], ["read", "BidRound"]);

export function registerBidRoundInventoryRoutes(app: FastifyInstance, { db }: VisualisationDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/visualisation/bid-rounds",
    {
      config: { access: BID_ROUND_VISUALISATION },
      schema: {
        operationId: "getBidRoundInventory",
        tags: ["Visualisation"],
        summary:
          "Each bid round's blocks on offer and the data inside them (2D km, 3D km², wells, surveys, reports)",
        querystring: bidRoundInventoryQuerySchema,
        response: {
          200: bidRoundInventorySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    (request) => bidRoundInventory(db, request.query),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/visualisation/bid-rounds/previews",
    {
      config: { access: BID_ROUND_VISUALISATION },
      schema: {
        operationId: "getBidRoundBlockPreviews",
        tags: ["Visualisation"],
        summary: "A block on offer's bid-flagged SEG-Y and LAS files, to open their previews",
        querystring: blockPreviewsQuerySchema,
        response: {
          200: blockPreviewsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    (request) => blockPreviews(db, request.query),
  );
}
