import { z } from "zod";
import { text } from "../text.ts";

/**
 * Bid-round data visualisation (section 6, the MBR tier and add-on): for each round, the blocks it
 * offers and, per block, what the catalogue holds inside it — 2D line kilometres, 3D square
 * kilometres, wells, non-seismic surveys and the technical reports linked to any of them — with the
 * seismic by acquisition year and processing stage (docs/decisions/0141-bid-round-inventory.md).
 */
export const bidRoundInventoryQuerySchema = z.object({
  round: text().trim().min(1).max(80).optional(),
});
export type BidRoundInventoryQuery = z.infer<typeof bidRoundInventoryQuerySchema>;

const figuresSchema = z.object({
  seismic2dKm: z.number(),
  seismic3dKm2: z.number(),
  wells: z.number().int(),
  nonSeismic: z.number().int(),
});

export const blockInventorySchema = z.object({
  name: z.string(),
  region: z.string(),
  basin: z.string(),
  status: z.string(),
  operator: z.string().nullable(),
  areaKm2: z.number().nullable(),
  /** The middle of the block's extent [longitude, latitude]: where "Show on the map" opens. */
  center: z.tuple([z.number(), z.number()]),
  totals: figuresSchema.extend({ reports: z.number().int() }),
  byYear: z.array(figuresSchema.extend({ year: z.number().int() })),
  byStage: z.array(z.object({ stage: z.string(), seismic2dKm: z.number(), seismic3dKm2: z.number() })),
});
export type BlockInventory = z.infer<typeof blockInventorySchema>;

export const bidRoundInventorySchema = z.object({
  rounds: z.array(
    z.object({
      name: z.string(),
      totals: figuresSchema.extend({ reports: z.number().int(), blocks: z.number().int() }),
      blocks: z.array(blockInventorySchema),
    }),
  ),
});
export type BidRoundInventory = z.infer<typeof bidRoundInventorySchema>;

/** The most previews a block lists per kind (2D, 3D, well logs): a block's page, not a catalogue. */
export const BLOCK_PREVIEWS_PER_KIND = 12;

/** GET /api/visualisation/bid-rounds/previews?block=: the block on offer to open previews of. */
export const blockPreviewsQuerySchema = z.object({
  block: text().trim().min(1).max(80),
});
export type BlockPreviewsQuery = z.infer<typeof blockPreviewsQuerySchema>;

/**
 * The bid-flagged SEG-Y and LAS files of a block on offer, which the MBR tier may preview
 * (decision 0232): at most `BLOCK_PREVIEWS_PER_KIND` of each kind, with how many there are.
 */
export const blockPreviewsSchema = z.object({
  block: z.string(),
  kinds: z.array(
    z.object({
      sdcType: z.enum(["Seismic_2D", "Seismic_3D", "Well_Log"]),
      /** Files of this kind in the block, of which `files` lists the first by name. */
      total: z.number().int(),
      files: z.array(z.object({ fileId: z.string(), fileName: z.string(), recordId: z.string() })),
    }),
  ),
});
export type BlockPreviews = z.infer<typeof blockPreviewsSchema>;
