import { CATALOG_REGISTRY, type CatalogType, catalogColumn, type GetMetadataBody } from "@strata/core";
import { and, type SQL, sql } from "drizzle-orm";
import { catalogFiles } from "../../../db/schema/index.ts";
import { invalidField } from "../../../lib/errors.ts";
import {
  commonColumns,
  isColumnDate,
  numberMisfit,
  type ParsedFilter,
  typedSearch,
  whereOf,
} from "../../catalogs/index.ts";
import { SERVER_KEPT_KEYS } from "./properties.ts";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The metadata list's `searchFilter` (`{ column: ["value", …] }`) as the catalogue's filters: any of
 * the values, text case-insensitively, flags as "True"/"False". Problems are 400s naming
 * `body.searchFilter.<column>`; an empty list filters nothing.
 */
export function parseSearchFilter(
  type: CatalogType,
  searchFilter: Record<string, string[]> | null | undefined,
): ParsedFilter[] {
  const filters: ParsedFilter[] = [];
  for (const [key, raw] of Object.entries(searchFilter ?? {})) {
    const field = `body.searchFilter.${key}`;
    const column = catalogColumn(type, key);
    if (!column) throw invalidField(field, `Unknown column for ${CATALOG_REGISTRY[type].displayName}`);
    if (SERVER_KEPT_KEYS.has(key)) throw invalidField(field, `${column.label} is not filtered by value`);
    if (raw.length === 0) continue;
    const values = raw.map((value) => {
      const v = value.trim();
      switch (column.kind) {
        case "boolean":
          if (/^(true|false)$/i.test(v)) return v.toLowerCase() === "true";
          throw invalidField(field, "Expected True or False");
        case "number": {
          const misfit = numberMisfit(type, column, v === "" ? Number.NaN : Number(v));
          if (misfit) throw invalidField(field, misfit);
          return Number(v);
        }
        case "date":
          if (ISO_DAY.test(v) && isColumnDate(v)) return v;
          throw invalidField(field, "Expected dates (YYYY-MM-DD)");
        default:
          return value;
      }
    });
    filters.push({ column, values });
  }
  return filters;
}

/** Records with no file linked to them (the "show only unlinked metadata" switch). */
export function unlinkedCondition(type: CatalogType): SQL {
  return sql`not exists (select 1 from ${catalogFiles} where ${catalogFiles.sdcType} = ${type} and ${catalogFiles.recordId} = ${commonColumns(type).id})`;
}

/** The number of files linked to the row's record. */
export function fileCountExpression(type: CatalogType): SQL<number> {
  return sql<number>`(select count(*)::int from ${catalogFiles} where ${catalogFiles.sdcType} = ${type} and ${catalogFiles.recordId} = ${commonColumns(type).id})`;
}

/** The WHERE of a metadata list or export: search words (each a prefix), filters, unlinked only. */
export function metadataWhere(
  type: CatalogType,
  body: Pick<GetMetadataBody, "searchTerm" | "searchFilter" | "IsShowOnlyUnlinkedMetadata">,
): SQL | undefined {
  const filters = parseSearchFilter(type, body.searchFilter);
  return and(
    whereOf(type, filters, typedSearch(body.searchTerm ?? undefined)),
    body.IsShowOnlyUnlinkedMetadata ? unlinkedCondition(type) : undefined,
  );
}
