import {
  CATALOG_REGISTRY,
  type CatalogColumn,
  type CatalogType,
  catalogColumn,
  hasRange,
  hasValueList,
  INT4_MAX,
  INT4_MIN,
  isStorableText,
} from "@strata/core";
import { and, arrayOverlaps, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { invalidField } from "../../lib/errors.ts";
import { columnOf, commonColumns, keyExpression } from "./tables.ts";

export type FilterValue = string | number | boolean;
export interface ParsedFilter {
  column: CatalogColumn;
  values?: FilterValue[];
  min?: string | number;
  max?: string | number;
}

const MAX_VALUES = 200;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date PostgreSQL's date and timestamp columns hold: year 1 to 9999, a real day, an optional time. */
export const isColumnDate = (value: string) =>
  ISO_DATE.test(value) && !value.startsWith("0000") && !Number.isNaN(Date.parse(value));

/**
 * Why a number does not fit a number column, or null when it does: an integer column holds whole
 * numbers within int4, a double precision column any finite number.
 */
export function numberMisfit(type: CatalogType, column: CatalogColumn, n: number): string | null {
  if (!Number.isFinite(n)) return "Expected numbers";
  if (
    columnOf(type, column.key).columnType === "PgInteger" &&
    !(Number.isInteger(n) && n >= INT4_MIN && n <= INT4_MAX)
  ) {
    return `Expected whole numbers from ${INT4_MIN} to ${INT4_MAX}`;
  }
  return null;
}

/**
 * One filter value, checked against what the column holds (text PostgreSQL can store, whole numbers
 * within int4 for an integer column, finite numbers, real dates), so no value reaches the database
 * that it would refuse.
 */
function parseValue(type: CatalogType, column: CatalogColumn, value: unknown, field: string): FilterValue {
  switch (column.kind) {
    case "text":
      if (typeof value === "string" && value.length <= 200 && isStorableText(value)) return value;
      throw invalidField(
        field,
        "Expected text values (at most 200 characters, no NUL or unpaired surrogate)",
      );
    case "number": {
      const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      if (typeof n !== "number") throw invalidField(field, "Expected numbers");
      const misfit = numberMisfit(type, column, n);
      if (misfit) throw invalidField(field, misfit);
      return n;
    }
    case "boolean":
      if (typeof value === "boolean") return value;
      if (typeof value === "string" && /^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
      throw invalidField(field, "Expected true or false");
    case "date":
      if (typeof value === "string" && isColumnDate(value)) return value;
      throw invalidField(field, "Expected ISO dates (YYYY-MM-DD)");
  }
}

/**
 * Parses the `filter` query parameter against the column registry:
 * `{ "<column>": [values…] | { "min": …, "max": … } }`. Every problem is a 400 naming `query.filter…`.
 */
export function parseFilter(
  type: CatalogType,
  raw: string | undefined,
  /** Where the filter came in, as a 400 names it. */
  at = "querystring.filter",
): ParsedFilter[] {
  if (raw === undefined || raw.trim() === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalidField(at, "Malformed JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw invalidField(at, "Expected an object of column → [values] or {min, max}");
  }
  const displayName = CATALOG_REGISTRY[type].displayName;
  return Object.entries(parsed).map(([key, spec]) => {
    const field = `${at}.${key}`;
    const column = catalogColumn(type, key);
    if (!column) throw invalidField(field, `Unknown column for ${displayName}`);
    if (!column.filterable) throw invalidField(field, "This column cannot be filtered");
    if (Array.isArray(spec)) {
      if (!hasValueList(column)) throw invalidField(field, "This column filters by a range {min, max}");
      if (spec.length === 0 || spec.length > MAX_VALUES)
        throw invalidField(field, `Expected 1 to ${MAX_VALUES} values`);
      return { column, values: spec.map((v) => parseValue(type, column, v, field)) };
    }
    if (typeof spec === "object" && spec !== null) {
      if (!hasRange(column)) throw invalidField(field, "This column filters by a list of values");
      const { min, max, ...rest } = spec as Record<string, unknown>;
      if (Object.keys(rest).length > 0 || (min === undefined && max === undefined)) {
        throw invalidField(field, "Expected {min, max} with at least one bound");
      }
      const lo =
        min === undefined || min === null
          ? undefined
          : (parseValue(type, column, min, field) as string | number);
      const hi =
        max === undefined || max === null
          ? undefined
          : (parseValue(type, column, max, field) as string | number);
      if (
        lo !== undefined &&
        hi !== undefined &&
        (column.kind === "date" ? Date.parse(String(lo)) > Date.parse(String(hi)) : lo > hi)
      ) {
        throw invalidField(field, "min is greater than max");
      }
      return { column, min: lo, max: hi };
    }
    throw invalidField(field, "Expected a list of values or {min, max}");
  });
}

export interface SortSpec {
  column: CatalogColumn;
  order: "asc" | "desc";
}

/** Validates `sort`/`order` against the registry. */
export function parseSort(
  type: CatalogType,
  sort: string | undefined,
  order: "asc" | "desc" | undefined,
): SortSpec | null {
  if (!sort) return null;
  const column = catalogColumn(type, sort);
  if (!column)
    throw invalidField(
      "querystring.sort",
      `Unknown column "${sort}" for ${CATALOG_REGISTRY[type].displayName}`,
    );
  if (!column.sortable) throw invalidField("querystring.sort", `The column "${sort}" cannot be sorted`);
  return { column, order: order ?? "asc" };
}

/** The array column a technical report keeps for a linked-values column (`wells` → `wellsList`). */
function linkedListColumn(type: CatalogType, key: string): AnyPgColumn {
  return columnOf(type, `${key}List`);
}

const isTimestamp = (column: CatalogColumn) => column.key === "dateAdded" || column.key === "dateUpdated";

function filterCondition(type: CatalogType, filter: ParsedFilter): SQL | undefined {
  const { column } = filter;
  const dbColumn = columnOf(type, column.key);
  if (filter.values) {
    if (column.linksTo) return arrayOverlaps(linkedListColumn(type, column.key), filter.values.map(String));
    if (column.kind === "boolean") {
      const wanted = new Set(filter.values);
      return wanted.size === 2 ? undefined : eq(dbColumn, filter.values[0] as boolean);
    }
    if (column.kind === "text") {
      return inArray(
        keyExpression(type, column),
        filter.values.map((v) => String(v).toLowerCase()),
      );
    }
    return inArray(dbColumn, filter.values);
  }
  const parts: SQL[] = [];
  if (filter.min !== undefined) parts.push(sql`${dbColumn} >= ${filter.min}`);
  if (filter.max !== undefined) {
    const dayOnly = column.kind === "date" && String(filter.max).length === 10 && isTimestamp(column);
    parts.push(dayOnly ? sql`${dbColumn} < ${filter.max}::date + 1` : sql`${dbColumn} <= ${filter.max}`);
  }
  return and(...parts);
}

export type MatchMode = "all" | "text" | "fuzzy";

/** Search text as a tsquery, and whether it is the words as typed or their typo corrections. */
export interface TextSearch {
  mode: "text" | "fuzzy";
  tsquery: string;
}

/** The words of a search text: letters and digits, lower-cased, at most twelve. */
export function searchWords(q: string | undefined): string[] {
  return (q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

/**
 * One typed word as a prefix pattern. PostgreSQL's parser reads a hyphen before digits as a sign
 * ("RAJ74-001" is stored as `raj74` and `-001`), so a word of digits also matches its signed form.
 */
export function wordPattern(word: string): string {
  return /^\p{N}+$/u.test(word) ? `('${word}':* | '-${word}':*)` : `'${word}':*`;
}

/** `bunga kek` → `'bunga':* & 'kek':*`: every word must match, each as a prefix. */
export function toPrefixTsQuery(q: string | undefined): string | null {
  const words = searchWords(q);
  return words.length ? words.map(wordPattern).join(" & ") : null;
}

/** The search as typed, or none for an empty text. */
export function typedSearch(q: string | undefined): TextSearch | undefined {
  const tsquery = toPrefixTsQuery(q);
  return tsquery ? { mode: "text", tsquery } : undefined;
}

export function textCondition(type: CatalogType, text: TextSearch): SQL {
  return sql`${commonColumns(type).search} @@ to_tsquery('simple', ${text.tsquery})`;
}

export function textRank(type: CatalogType, text: TextSearch): SQL {
  return sql`ts_rank(${commonColumns(type).search}, to_tsquery('simple', ${text.tsquery}))`;
}

export function whereOf(
  type: CatalogType,
  filters: ParsedFilter[],
  text?: TextSearch,
  skipKey?: string,
): SQL | undefined {
  const conditions = filters.filter((f) => f.column.key !== skipKey).map((f) => filterCondition(type, f));
  if (text) conditions.push(textCondition(type, text));
  return and(...conditions);
}

/**
 * The same value, but not recognisably an indexed expression. With search text the matches come from
 * the text index and are few; sorting them is cheap, whereas walking a column's b-tree in sort order
 * and filtering can read most of the table when the matches sit together in that order (all lines of
 * the "Kenyalang" surveys sort under "KEN…").
 */
const unindexed = (expression: SQL) => sql`coalesce(${expression}, ${expression})`;

/** The ORDER BY of a list: the chosen column, else relevance when searching, else the type's default; the id breaks ties. */
export function orderOf(type: CatalogType, sort: SortSpec | null, text?: TextSearch): SQL[] {
  const def = CATALOG_REGISTRY[type];
  const id = commonColumns(type).id;
  if (!sort && text) return [desc(textRank(type, text)), asc(id)];
  const { column, order } = sort ?? {
    column: catalogColumn(type, def.defaultSort.key)!,
    order: def.defaultSort.order,
  };
  const key = keyExpression(type, column);
  const expression = text ? unindexed(key) : key;
  return order === "asc" ? [asc(expression), asc(id)] : [desc(expression), desc(id)];
}
