export { BID_LAYER_ACCESS, CATALOGUE_ACCESS, catalogAccess, MAP_ACCESS } from "./access.ts";
export { insertReferenceData, seedCatalogDemo, writeCatalogSampleFiles } from "./demo-catalog.ts";
export { parseBox, recordDetails } from "./details.ts";
export { recordCatalogEvent } from "./interests.ts";
export { seedInterestDemo } from "./interests-demo.ts";
export {
  isColumnDate,
  numberMisfit,
  type ParsedFilter,
  parseFilter,
  typedSearch,
  whereOf,
} from "./query.ts";
export { CatalogueResults } from "./result-cache.ts";
export { registerCatalogRoutes } from "./routes.ts";
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
export { columnOf, commonColumns, tableOf } from "./tables.ts";
export { facetCounts, uniqueValues } from "./values.ts";
