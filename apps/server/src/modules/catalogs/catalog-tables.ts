/**
 * The one entry point to the catalogue's tables for other modules (data preparation, its bulk
 * upload, export, sync and GIS): which table and column hold a category's records, how a row reads
 * as an API record, lookup lists and search words. Modules outside catalogs import this file only,
 * so the catalogue's internals can move without touching them.
 */
export { parseBox } from "./details.ts";
export {
  isColumnDate,
  numberMisfit,
  type ParsedFilter,
  typedSearch,
  whereOf,
} from "./query.ts";
export { refreshSearchWords } from "./search-words.ts";
export { lookupList, rowColumns, toRow } from "./service.ts";
export { columnOf, commonColumns, insertJsonRows, tableOf } from "./tables.ts";
export { uniqueValues } from "./values.ts";
