import type { CatalogType, MapLayer } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mapDataVersions } from "../db/schema/index.ts";

/** What has a data version: each map layer (the bid-round blocks among them) and each catalogue category. */
export type VersionedData = MapLayer | CatalogType;

/**
 * A map layer's or a category's data version: raised by the database itself whenever its table is
 * written (migrations 0023 and 0025), so a publish, a bulk upload or a GIS link changes it in the
 * same commit.
 */
export async function mapDataVersion(db: Database, layer: VersionedData): Promise<number> {
  const [row] = await db
    .select({ version: mapDataVersions.version })
    .from(mapDataVersions)
    .where(eq(mapDataVersions.layer, layer));
  return row?.version ?? 0;
}

/**
 * `mapDataVersion` whose concurrent reads of a layer share one statement: a map view asks for its
 * tiles at once, each needing the version for its ETag, and a busy catalogue asks for a category's
 * with every search. A read that joins one already running may miss a publish committed within that
 * statement's few milliseconds; the next request sees it.
 */
export function sharedMapDataVersion(db: Database): (layer: VersionedData) => Promise<number> {
  const running = new Map<VersionedData, Promise<number>>();
  return (layer) => {
    let read = running.get(layer);
    if (!read) {
      read = mapDataVersion(db, layer).finally(() => running.delete(layer));
      running.set(layer, read);
    }
    return read;
  };
}
