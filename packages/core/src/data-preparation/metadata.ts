import { z } from "zod";
import { boundedRecord, uniqueList } from "../bounds.ts";
import { type CatalogType, LOOKUP_LISTS, type LookupList } from "../catalog/registry.ts";
import { catalogTypeSchema, catalogValueSchema } from "../catalog/schemas.ts";
import { SDC_TYPES } from "../enums.ts";
import { INT4_MAX, INT4_MIN, int4, queryInt4, text } from "../text.ts";

/**
 * Metadata administration (docs/api/data-preparation.md): the listing, record, bulk, export, lookup
 * and history calls. The server validates with these; the screens type their calls and forms with them.
 */

/** Columns a record or a filter names at most: more than any category has (the widest has under 100). */
export const METADATA_FIELDS_MAX = 200;

/** A data category other than `None`; an unknown one is a 400 naming `body.ingestType`. */
export const ingestTypeSchema = catalogTypeSchema;
export type IngestType = CatalogType;

/** The largest page of the listing: a page is answered as one JSON document. */
export const METADATA_PAGE_SIZE_MAX = 10_000;
/** The largest page of the export, which streams: the export of all rows asks for one page sized to the total (section 7). */
export const EXPORT_PAGE_SIZE_MAX = 1_000_000;
/** What the filter list offers for a download flag or MBR+ (section 9). */
export const FLAG_FILTER_OPTIONS = ["True", "False"] as const;

const optionalText = (max: number) => text().trim().max(max).nullish();

export const getMetadataBodySchema = z.object({
  ingestType: ingestTypeSchema,
  pageNumber: int4({ min: 1, max: 1_000_000 }).default(1),
  pageSize: int4({ min: 1, max: METADATA_PAGE_SIZE_MAX }).default(10),
  searchTerm: optionalText(200),
  /** Column key → the values any of which a row must have; flags take "True"/"False". */
  searchFilter: boundedRecord(
    text().max(64),
    uniqueList(text().max(200), { max: 200 }),
    METADATA_FIELDS_MAX,
  ).nullish(),
  IsShowOnlyUnlinkedMetadata: z.boolean().nullish(),
});
export type GetMetadataBody = z.infer<typeof getMetadataBodySchema>;

/** A record as a row of the metadata table: the registry's columns by key, its id, and its linked files. */
export const metadataRowSchema = z
  .object({ id: z.string(), fileCount: z.number().int(), linked: z.boolean() })
  .catchall(catalogValueSchema);
export type MetadataRow = z.infer<typeof metadataRowSchema>;

/** `pageTotal` is the number of matching records over all pages (docs/decisions.md). */
export const getMetadataResponseSchema = z.object({
  result: z.array(metadataRowSchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  pageTotal: z.number().int(),
});

export const ingestTypeBodySchema = z.object({ ingestType: ingestTypeSchema });

export const metadataColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(["text", "number", "date", "boolean"]),
  required: z.boolean(),
  /** False for the dates the server keeps (date added, date updated). */
  editable: z.boolean(),
  /** A number column that holds whole numbers only. */
  integer: z.boolean(),
  lookup: z.enum(LOOKUP_LISTS).optional(),
  unit: z.string().optional(),
});
export type MetadataColumn = z.infer<typeof metadataColumnSchema>;

export const metadataPropertiesSchema = z.object({
  ingestType: ingestTypeSchema,
  displayName: z.string(),
  idField: z.string(),
  columns: z.array(metadataColumnSchema),
});
export type MetadataProperties = z.infer<typeof metadataPropertiesSchema>;

/**
 * Lists that grow with the records (a new survey's USI, a new wellbore): a record may bring a value
 * they do not hold yet, which is then added. Every other lookup list is closed: a value must be in it.
 */
export const OPEN_LOOKUP_LISTS = ["usi2D", "usi3D", "wellbore"] as const satisfies readonly LookupList[];

export const dropdownOptionsResponseSchema = z.object({
  lists: z.record(z.string(), z.array(z.string())),
});

export const filterOptionsBodySchema = z.object({
  ingestType: ingestTypeSchema,
  column: text().min(1).max(64),
  searchTerm: optionalText(100),
});
export const filterOptionsResponseSchema = z.object({ column: z.string(), options: z.array(z.string()) });
export type DropdownOptions = z.infer<typeof dropdownOptionsResponseSchema>;
export type FilterOptions = z.infer<typeof filterOptionsResponseSchema>;

/** Values of a record as the form or a bulk row gives them; `metadataRecordSchema` checks them per column. */
export const metadataRecordInputSchema = boundedRecord(text().max(64), z.unknown(), METADATA_FIELDS_MAX);

export const addUpdateMetadataBodySchema = z.object({
  ingestType: ingestTypeSchema,
  record: metadataRecordInputSchema,
});
export const metadataIdParamsSchema = z.object({ id: text().min(1).max(200) });
export const metadataIdResponseSchema = z.object({ id: z.string() });

export const deleteMetadataBodySchema = z.object({
  ingestType: ingestTypeSchema,
  ids: uniqueList(text().min(1).max(200), { min: 1, max: 10_000 }),
});
export const deleteMetadataResponseSchema = z.object({ deleted: z.number().int() });

/** Body of addprocessingstage, adddatum, addprojection and addcategory. */
export const addLookupBodySchema = z.object({ name: text().trim().min(1).max(200) });
export const addLookupResponseSchema = z.object({ value: z.string() });
/** The lookup list each insert call adds to. */
export const LOOKUP_INSERT_CALLS = {
  addprocessingstage: "processingStage",
  adddatum: "datum",
  addprojection: "projection",
  addcategory: "category",
} as const;

export const clearMetadataCacheBodySchema = z.object({}).default({});
export const clearMetadataCacheResponseSchema = z.object({ ok: z.literal(true) });

// ---- Bulk add/update -------------------------------------------------------------------------------

export const BULK_MODES = ["validate", "apply"] as const;
export const bulkModeSchema = z.enum(BULK_MODES);
/** Section: the upload limit of the bulk file. */
export const BULK_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** The most data rows one bulk file may hold (all are validated before any is applied). */
export const BULK_MAX_ROWS = 200_000;

/** The multipart text fields of bulkaddupdatesdc (the file is the part named `file`). */
export const bulkFieldsSchema = z.object({ ingestType: ingestTypeSchema, mode: bulkModeSchema });

/** The bulk file's template: the type's columns, in CSV or an .xlsx workbook. */
export const bulkTemplateQuerySchema = z.object({
  ingestType: ingestTypeSchema,
  format: z.enum(["csv", "xlsx"]).default("csv"),
});
export type BulkTemplateQuery = z.infer<typeof bulkTemplateQuerySchema>;
/** How the template's header marks a column every row must fill; the upload reads the header without it. */
export const REQUIRED_COLUMN_MARK = "(required)";

export const bulkRowReportSchema = z.object({
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  id: z.string().nullable(),
  action: z.enum(["add", "update"]),
  errors: z.array(
    z.object({
      column: z.string(),
      /** The column as the file names it (its header, without the "(required)" mark), or its label. */
      heading: z.string(),
      message: z.string(),
    }),
  ),
});
export const bulkReportSchema = z.object({
  rows: z.array(bulkRowReportSchema),
  added: z.number().int(),
  updated: z.number().int(),
  invalid: z.number().int(),
  /** Column keys the header row matched, and editable columns it lacks (added rows then lack their values). */
  headers: z.object({ matched: z.array(z.string()), missing: z.array(z.string()) }),
});
export type BulkReport = z.infer<typeof bulkReportSchema>;

// ---- Export ----------------------------------------------------------------------------------------

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export const exportMetadataBodySchema = getMetadataBodySchema.extend({
  pageSize: int4({ min: 1, max: EXPORT_PAGE_SIZE_MAX }).default(10),
  format: z.enum(EXPORT_FORMATS).default("csv"),
  /** The selected rows: only these are exported (search and filters do not apply to them). */
  ids: uniqueList(text().min(1).max(200), { max: EXPORT_PAGE_SIZE_MAX }).nullish(),
});
export type ExportMetadataBody = z.infer<typeof exportMetadataBodySchema>;

// ---- Histories -------------------------------------------------------------------------------------

export const HISTORY_ACTIONS = ["create", "update", "delete", "bulk", "link"] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const metadataHistoriesQuerySchema = z.object({
  /** `None` holds the lookup lists' additions. */
  ingestType: z.enum(SDC_TYPES).optional(),
  id: text().min(1).max(200).optional(),
  pageNumber: queryInt4({ min: 1, max: 100_000 }).default(1),
  pageSize: queryInt4({ min: 1, max: 100 }).default(10),
});
export const metadataHistorySchema = z.object({
  at: z.string(),
  by: z.object({ id: z.string().nullable(), name: z.string() }),
  action: z.enum(HISTORY_ACTIONS),
  ingestType: z.enum(SDC_TYPES),
  recordId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export const metadataHistoriesResponseSchema = z.object({
  result: z.array(metadataHistorySchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  pageTotal: z.number().int(),
});

// ---- One record, checked against the column registry ------------------------------------------------

const TRUE_WORDS = new Set(["true", "1", "yes", "y"]);
const FALSE_WORDS = new Set(["false", "0", "no", "n"]);
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === "string" && value.trim() === "") ? null : value;

/** A spreadsheet date or an ISO date-time as its day; anything else is left for the schema to refuse. */
function toDay(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString().slice(0, 10);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value.trim()))
    return value.trim().slice(0, 10);
  return value;
}

/** A day that exists (not 2001-02-30). */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

function columnSchema(column: MetadataColumn): z.ZodType {
  const required = (message: string) => ({
    error: (issue: { input: unknown }) =>
      issue.input === null || issue.input === undefined ? `${column.label} is required` : message,
  });
  let base: z.ZodType;
  switch (column.kind) {
    case "text":
      base = z.preprocess(
        (v) => (typeof v === "string" ? v.trim() : v),
        text(required("Expected text")).max(2000),
      );
      break;
    case "number": {
      let n = z.number(required("Expected a number"));
      if (column.integer) n = n.int("Expected a whole number").min(INT4_MIN).max(INT4_MAX);
      base = z.preprocess((v) => {
        if (typeof v !== "string") return v;
        const parsed = Number(v.trim().replaceAll(",", ""));
        return Number.isFinite(parsed) ? parsed : v;
      }, n);
      break;
    }
    case "date":
      base = z.preprocess(
        toDay,
        text(required("Expected a date (YYYY-MM-DD)"))
          .regex(ISO_DAY, "Expected a date (YYYY-MM-DD)")
          .refine(isRealDay, "No such date"),
      );
      break;
    case "boolean":
      base = z.preprocess(
        (v) => {
          if (typeof v !== "string") return v;
          const word = v.trim().toLowerCase();
          return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : v;
        },
        z.boolean(required("Expected True or False")),
      );
      break;
  }
  if (column.required) return z.preprocess(blankToNull, base);
  if (column.kind === "boolean") return z.preprocess((v) => blankToNull(v) ?? false, base);
  return z.preprocess(blankToNull, base.nullable());
}

/** Keys a record may carry that are not its editable values: the row's own extras and the kept dates. */
const IGNORED_KEYS = new Set(["id", "fileCount", "linked"]);

/**
 * The schema of one record of a type, built from its properties (metadataProperties): every editable
 * column by key, of its kind (text, number, YYYY-MM-DD date, boolean; numbers and flags also from text
 * such as "12.5" or "True"), required ones present, unknown keys refused (`unrecognized_keys`). Lookup values are checked by
 * the server against its lists. Output: every editable column, blanks as null (flags as false).
 */
export function metadataRecordSchema(properties: Pick<MetadataProperties, "columns">) {
  const editable = properties.columns.filter((c) => c.editable);
  const passive = [...IGNORED_KEYS, ...properties.columns.filter((c) => !c.editable).map((c) => c.key)];
  const shape: Record<string, z.ZodType> = Object.fromEntries([
    ...passive.map((key) => [key, z.unknown().optional()]),
    ...editable.map((c) => [c.key, columnSchema(c)]),
  ]);
  return z
    .strictObject(shape)
    .transform((record) =>
      Object.fromEntries(editable.map((c) => [c.key, record[c.key] as string | number | boolean | null])),
    );
}
