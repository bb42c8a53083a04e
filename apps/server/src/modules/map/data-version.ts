import type { MapLayer } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mapDataVersions } from "../../db/schema/index.ts";

/**
 * A map layer's data version: raised by the database itself whenever the layer's table is written
 * (migration 0023), so a publish, a bulk upload or a GIS link changes it in the same commit.
 */
export async function mapDataVersion(db: Database, layer: MapLayer): Promise<number> {
  const [row] = await db
    .select({ version: mapDataVersions.version })
    .from(mapDataVersions)
    .where(eq(mapDataVersions.layer, layer));
  return row?.version ?? 0;
}
