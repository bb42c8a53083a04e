import { MAP_LAYERS, type MapCounts } from "@strata/core";
import { count } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogBlocks } from "../../db/schema/index.ts";
import { overlaps, recordsInView } from "./layers.ts";

type Bbox = [number, number, number, number];

/**
 * How many records of each layer lie in the visible area (wells: log-file records), for the layer
 * list beside the map: exact for a sparse view, from the 1% rank sample for a dense one. The tiles
 * draw every feature; this says how many that is.
 */
export async function mapCounts(db: Database, bbox: Bbox): Promise<MapCounts> {
  const layers = await Promise.all(
    MAP_LAYERS.map(async (layer) => {
      if (layer === "blocks") {
        const [{ n }] = await db
          .select({ n: count() })
          .from(catalogBlocks)
          .where(overlaps(catalogBlocks.bbox, bbox));
        return { layer, total: n, estimated: false };
      }
      const { n, exact } = await recordsInView(db, layer, bbox);
      return { layer, total: n, estimated: !exact };
    }),
  );
  return { layers };
}
