import {
  type CatalogType,
  type LookupList,
  type MetadataColumn,
  metadataRecordSchema,
  OPEN_LOOKUP_LISTS,
} from "@strata/core";
import { inArray, sql } from "drizzle-orm";
import { catalogBlocks, catalogLookups } from "../../../db/schema/index.ts";
import { type Executor, metadataProperties } from "./properties.ts";

/** A record's editable values by column key, as checked (blanks null, flags false). */
export type RecordValues = Record<string, string | number | boolean | null>;
export interface RecordError {
  column: string;
  message: string;
}

const isOpen = (list: LookupList) => (OPEN_LOOKUP_LISTS as readonly string[]).includes(list);

const schemas = new Map<CatalogType, ReturnType<typeof metadataRecordSchema>>();
function recordSchema(type: CatalogType) {
  let schema = schemas.get(type);
  if (!schema) {
    schema = metadataRecordSchema(metadataProperties(type));
    schemas.set(type, schema);
  }
  return schema;
}

/** The columns of a type whose values must come from a closed lookup list. */
function closedLookupColumns(type: CatalogType): (MetadataColumn & { lookup: LookupList })[] {
  return metadataProperties(type).columns.filter(
    (c): c is MetadataColumn & { lookup: LookupList } => c.editable && !!c.lookup && !isOpen(c.lookup),
  );
}

/** The closed lookup lists a type's records use, loaded once per request: value matched case-insensitively. */
export class LookupValues {
  private constructor(private readonly lists: Map<LookupList, Map<string, string>>) {}

  static async load(db: Executor, type: CatalogType): Promise<LookupValues> {
    const wanted = [...new Set(closedLookupColumns(type).map((c) => c.lookup))];
    const lists = new Map<LookupList, Map<string, string>>(wanted.map((l) => [l, new Map()]));
    const others = wanted.filter((l) => l !== "block");
    if (others.length) {
      const rows = await db
        .select({ list: catalogLookups.list, value: catalogLookups.value })
        .from(catalogLookups)
        .where(inArray(catalogLookups.list, others));
      for (const r of rows) lists.get(r.list as LookupList)?.set(r.value.toLowerCase(), r.value);
    }
    if (lists.has("block")) {
      const rows = await db.select({ value: catalogBlocks.name }).from(catalogBlocks);
      for (const r of rows) lists.get("block")?.set(r.value.toLowerCase(), r.value);
    }
    return new LookupValues(lists);
  }

  /** The list's own spelling of a value, or undefined when the list does not hold it. */
  canonical(list: LookupList, value: string): string | undefined {
    return this.lists.get(list)?.get(value.toLowerCase());
  }
}

/**
 * Checks a record against the registry (kinds, required columns, unknown columns) and the closed
 * lookup lists. For an update, `existing` is the stored record and `input` overrides it; a stored
 * value that is not (or no longer) in its list is kept as it is.
 */
export function checkRecord(
  type: CatalogType,
  lookups: LookupValues,
  input: Record<string, unknown>,
  existing?: Record<string, unknown>,
): { values: RecordValues; errors: [] } | { values: null; errors: RecordError[] } {
  const merged = existing ? { ...existing, ...input } : input;
  const parsed = recordSchema(type).safeParse(merged);
  const values = parsed.success ? parsed.data : null;
  const errors: RecordError[] = parsed.success
    ? []
    : parsed.error.issues.flatMap((i) =>
        i.code === "unrecognized_keys"
          ? i.keys.map((key) => ({ column: key, message: "Unknown column" }))
          : [{ column: String(i.path[0] ?? ""), message: i.message }],
      );
  // Lookup values are checked even when other columns failed, so a report names every problem at once.
  const failed = new Set(errors.map((e) => e.column));
  for (const column of closedLookupColumns(type)) {
    const raw = values ? values[column.key] : merged[column.key];
    const value = typeof raw === "string" ? raw.trim() : null;
    if (!value || failed.has(column.key) || (existing && existing[column.key] === value)) continue;
    const canonical = lookups.canonical(column.lookup, value);
    if (canonical === undefined) {
      errors.push({ column: column.key, message: `"${value}" is not in the ${column.label} list` });
    } else if (values) values[column.key] = canonical;
  }
  return errors.length || !values ? { values: null, errors } : { values, errors: [] };
}

/** Adds to the open lookup lists (USI, wellbore) the values the records bring that they lack. */
export async function addOpenLookupValues(tx: Executor, type: CatalogType, records: RecordValues[]) {
  const columns = metadataProperties(type).columns.filter((c) => c.lookup && isOpen(c.lookup));
  for (const column of columns) {
    const values = [
      ...new Set(records.map((r) => r[column.key]).filter((v): v is string => typeof v === "string")),
    ];
    if (values.length === 0) continue;
    await tx.execute(sql`
      insert into ${catalogLookups} (list, value, label, sort_order)
      select ${column.lookup}, v, v, (select coalesce(max(sort_order), 0) + 1 from ${catalogLookups} where list = ${column.lookup})
      from json_array_elements_text(${JSON.stringify(values)}::json) as v
      on conflict do nothing`);
  }
}
