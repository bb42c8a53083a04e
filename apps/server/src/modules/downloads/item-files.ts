import { DELIVERY_ITEM_TYPE } from "@strata/core";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogFiles, dataRequestFiles } from "../../db/schema/index.ts";

type Reader = Pick<Database, "select">;

/**
 * The stored files an item is made of: a catalogue record's files (under the section-9 data
 * paths), or, for a delivered data request, the files staff uploaded to deliver it.
 */
export async function filesOfItem(
  db: Reader,
  item: { sdcType: string; recordId: string },
): Promise<{ path: string; sizeBytes: number }[]> {
  if (item.sdcType === DELIVERY_ITEM_TYPE) {
    return db
      .select({ path: dataRequestFiles.path, sizeBytes: dataRequestFiles.sizeBytes })
      .from(dataRequestFiles)
      .where(eq(dataRequestFiles.requestId, item.recordId))
      .orderBy(asc(dataRequestFiles.path));
  }
  return db
    .select({ path: catalogFiles.path, sizeBytes: catalogFiles.sizeBytes })
    .from(catalogFiles)
    .where(and(eq(catalogFiles.sdcType, item.sdcType), eq(catalogFiles.recordId, item.recordId)))
    .orderBy(asc(catalogFiles.path));
}
