import { CATALOG_REGISTRY, type CatalogType } from "@strata/core";
import { getTableName, sql } from "drizzle-orm";
import { catalogWords } from "../../../db/schema/index.ts";
import { columnOf, tableOf } from "../../catalogs/index.ts";
import type { Executor } from "./properties.ts";

/**
 * Adds the words of changed records to the typo-correction dictionary, in the transaction of the
 * change: a new word is offered as a correction at once, without rebuilding the dictionary from every
 * record (`refreshSearchWords`, run by clear-metadata-cache). Counts of changed or deleted records
 * drift upwards until then; they only rank corrections.
 */
export async function addSearchWords(tx: Executor, type: CatalogType, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const tableName = getTableName(tableOf(type));
  const idColumn = columnOf(type, CATALOG_REGISTRY[type].idField).name;
  await tx.execute(sql`
    insert into ${catalogWords} (word, documents)
    select word, ndoc from ts_stat(format('select search from %I where %I = any(%L::text[])', ${tableName}::text, ${idColumn}::text, (select array_agg(v) from json_array_elements_text(${JSON.stringify(ids)}::json) as v)))
    where word ~ '^[[:alpha:]]{3,}$'
    on conflict (word) do update set documents = ${catalogWords.documents} + excluded.documents`);
}
