import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { registerGlossaryRoutes } from "../glossary/index.ts";
import type { InstanceTiles } from "../map/index.ts";
import { registerMapRoutes } from "../map/index.ts";
import { registerNewDataRoutes } from "../new-data/index.ts";
import { registerTagRoutes } from "../tags/index.ts";
import { registerCatalogRoutes } from "./routes.ts";

/** The data catalogue and what surrounds it: catalogs, map, new data, glossary and tags (under /api). */
export function registerCatalogueModules(
  app: FastifyInstance,
  deps: { db: Database; config: Config; tiles: InstanceTiles },
) {
  registerCatalogRoutes(app, deps);
  registerMapRoutes(app, {
    db: deps.db,
    mapTiles: deps.config.mapTiles,
    tiles: deps.tiles,
  });
  registerNewDataRoutes(app, deps);
  registerGlossaryRoutes(app, deps);
  registerTagRoutes(app, deps);
}
export { BID_LAYER_ACCESS, CATALOGUE_ACCESS, catalogAccess, MAP_ACCESS } from "./access.ts";
export { insertReferenceData, seedCatalogDemo, writeCatalogSampleFiles } from "./demo-catalog.ts";
export { parseBox, recordDetails } from "./details.ts";
export { recordCatalogEvent } from "./interests.ts";
export { seedInterestDemo } from "./interests-demo.ts";
export {
  isColumnDate,
  numberMisfit,
  type ParsedFilter,
  typedSearch,
  whereOf,
} from "./query.ts";
export { CatalogueResults } from "./result-cache.ts";
export { rowDownloads } from "./row-downloads.ts";
export { textSearches } from "./search-gate.ts";
export { refreshSearchWords } from "./search-words.ts";
export {
  apiValue,
  listCategories,
  listRecords,
  lookupList,
  rowColumns,
  searchCatalog,
  toRow,
} from "./service.ts";
export { columnOf, commonColumns, insertJsonRows, tableOf } from "./tables.ts";
export { uniqueValues } from "./values.ts";
