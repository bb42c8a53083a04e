import { BLOCK_PREVIEWS_PER_KIND, type BlockPreviews, type BlockPreviewsQuery } from "@strata/core";
import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogBlocks, catalogFiles } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { columnOf, commonColumns, tableOf } from "../catalogs/index.ts";

/** What opens in which viewer: seismic sections from SEG-Y, depth tracks from LAS. */
const PREVIEWABLE = [
  { sdcType: "Seismic_2D", format: "SEG-Y" },
  { sdcType: "Seismic_3D", format: "SEG-Y" },
  { sdcType: "Well_Log", format: "LAS" },
] as const;

/**
 * A block's bid-flagged previewable files (section 6, "bid round data visualisation"): the records the
 * data team offers for the round, which the MBR tier's right admits (`previewFile` checks each again
 * when one opens). Two statements per kind, each bounded by the block index and the limit.
 */
export async function blockPreviews(db: Database, query: BlockPreviewsQuery): Promise<BlockPreviews> {
  const [block] = await db
    .select({ name: catalogBlocks.name })
    .from(catalogBlocks)
    .where(and(eq(catalogBlocks.name, query.block), isNotNull(catalogBlocks.bidRound)))
    .limit(1);
  if (!block) throw notFound("Block", `Block ${query.block} is not on offer in a bid round.`);
  const kinds = await Promise.all(
    PREVIEWABLE.map(async ({ sdcType, format }) => {
      const { id } = commonColumns(sdcType);
      const where = and(
        eq(columnOf(sdcType, "block"), block.name),
        eq(columnOf(sdcType, "bid"), true),
        eq(catalogFiles.sdcType, sdcType),
        eq(catalogFiles.format, format),
      );
      const [files, [{ n }]] = await Promise.all([
        db
          .select({ fileId: catalogFiles.id, fileName: catalogFiles.name, recordId: catalogFiles.recordId })
          .from(tableOf(sdcType))
          .innerJoin(catalogFiles, eq(catalogFiles.recordId, id))
          .where(where)
          .orderBy(asc(catalogFiles.name), asc(catalogFiles.id))
          .limit(BLOCK_PREVIEWS_PER_KIND),
        db
          .select({ n: count() })
          .from(tableOf(sdcType))
          .innerJoin(catalogFiles, eq(catalogFiles.recordId, id))
          .where(where),
      ]);
      return { sdcType, total: Number(n), files };
    }),
  );
  return { block: block.name, kinds };
}
