import { z } from "zod";
import { int4, queryInt4, text } from "../text.ts";

/**
 * Production data (section 2 ProductionData, decision 0161): monthly volumes per well and per field.
 * Every volume is in standard cubic metres (Sm³, at 15 °C and 101.325 kPa) for the month; a rate is
 * the month's volume over its calendar days, in Sm³/d. Periods are a year and a month.
 */
export const PRODUCTION_STREAMS = [
  "oil",
  "gas",
  "condensate",
  "water",
  "waterInjected",
  "gasInjected",
] as const;
export type ProductionStream = (typeof PRODUCTION_STREAMS)[number];
export const productionStreamSchema = z.enum(PRODUCTION_STREAMS);

export const PRODUCTION_VOLUME_UNIT = "Sm³";
export const PRODUCTION_RATE_UNIT = "Sm³/d";

/** Each stream's label and the key of its monthly volume in a series row. */
export const PRODUCTION_STREAM_INFO: Record<
  ProductionStream,
  { label: string; volumeKey: `${string}Sm3`; injection: boolean }
> = {
  oil: { label: "Oil", volumeKey: "oilSm3", injection: false },
  gas: { label: "Gas", volumeKey: "gasSm3", injection: false },
  condensate: { label: "Condensate", volumeKey: "condensateSm3", injection: false },
  water: { label: "Water", volumeKey: "waterSm3", injection: false },
  waterInjected: { label: "Water injected", volumeKey: "waterInjectedSm3", injection: true },
  gasInjected: { label: "Gas injected", volumeKey: "gasInjectedSm3", injection: true },
};

export const PRODUCTION_MIN_YEAR = 1900;
export const PRODUCTION_MAX_YEAR = 2100;

export const productionPeriodSchema = z.object({
  year: int4({ min: PRODUCTION_MIN_YEAR, max: PRODUCTION_MAX_YEAR }),
  month: int4({ min: 1, max: 12 }),
});
export type ProductionPeriod = z.infer<typeof productionPeriodSchema>;

/** Calendar days of a month (28–31). */
export function daysInMonth(period: ProductionPeriod): number {
  return new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
}

/** A month's volume as a rate, Sm³/d over its calendar days; null stays null. */
export function monthlyRate(volumeSm3: number | null, period: ProductionPeriod): number | null {
  return volumeSm3 === null ? null : volumeSm3 / daysInMonth(period);
}

/** Months since year 0, to compare and step periods. */
export const periodIndex = (p: ProductionPeriod) => p.year * 12 + p.month - 1;

/** "2004-07" as a period; the query strings take this form. */
export const periodText = (p: ProductionPeriod) => `${p.year}-${String(p.month).padStart(2, "0")}`;

/** A query's "YYYY-MM". */
export const periodQuerySchema = text()
  .max(7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use the form YYYY-MM, e.g. 2004-07")
  .transform((s) => ({ year: Number(s.slice(0, 4)), month: Number(s.slice(5, 7)) }))
  .pipe(productionPeriodSchema);

/** Optional from/to of a series; an inverted window is a 400 on `querystring.to`. */
export const periodWindowSchema = z.object({
  from: periodQuerySchema.optional(),
  to: periodQuerySchema.optional(),
});

export const PRODUCTION_NAME_MAX = 200;
const name = () => text().trim().min(1).max(PRODUCTION_NAME_MAX);

// ---- Wells and fields -----------------------------------------------------------------------------

export const PRODUCTION_PAGE_SIZE_MAX = 100;

export const productionWellsQuerySchema = z.object({
  /** Prefix of the wellbore name (case-insensitive). */
  q: text().trim().max(100).optional(),
  field: name().optional(),
  block: name().optional(),
  operator: name().optional(),
  region: name().optional(),
  page: queryInt4({ min: 1, max: 100_000 }).default(1),
  pageSize: queryInt4({ min: 1, max: PRODUCTION_PAGE_SIZE_MAX }).default(25),
});
export type ProductionWellsQuery = z.infer<typeof productionWellsQuerySchema>;

/** Cumulative volumes (Sm³) of a well over its whole history. */
const cumulativeSchema = z.object({
  oilSm3: z.number(),
  gasSm3: z.number(),
  condensateSm3: z.number(),
  waterSm3: z.number(),
  waterInjectedSm3: z.number(),
  gasInjectedSm3: z.number(),
});

export const productionWellSchema = z.object({
  wellboreName: z.string(),
  field: z.string(),
  block: z.string().nullable(),
  operator: z.string().nullable(),
  region: z.string().nullable(),
  first: productionPeriodSchema,
  last: productionPeriodSchema,
  months: z.number().int(),
  cumulative: cumulativeSchema,
  /** Highest month's average rate, Sm³/d. */
  peakOilRateSm3PerDay: z.number(),
  peakGasRateSm3PerDay: z.number(),
});
export type ProductionWell = z.infer<typeof productionWellSchema>;

export const productionWellsResponseSchema = z.object({
  items: z.array(productionWellSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductionWellsResponse = z.infer<typeof productionWellsResponseSchema>;

export const productionFieldsQuerySchema = z.object({
  q: text().trim().max(100).optional(),
  region: name().optional(),
});

export const productionFieldSchema = z.object({
  field: z.string(),
  /** Wells with production or injection in the field. */
  wells: z.number().int(),
  first: productionPeriodSchema,
  last: productionPeriodSchema,
});
export const productionFieldsResponseSchema = z.object({ fields: z.array(productionFieldSchema) });
export type ProductionFieldsResponse = z.infer<typeof productionFieldsResponseSchema>;

// ---- Series ---------------------------------------------------------------------------------------

export const productionWellParamsSchema = z.object({ wellboreName: name() });
export const productionFieldParamsSchema = z.object({ field: name() });

/** One month of a well or a field: volumes in Sm³ for the month, null where nothing was reported. */
export const productionMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** Calendar days in the month: a rate (Sm³/d) is the volume over these. */
  days: z.number().int(),
  /** A well's days on stream; null for a field. */
  onStreamDays: z.number().nullable(),
  /** A field's wells producing that month; null for a well. */
  producingWells: z.number().int().nullable(),
  oilSm3: z.number().nullable(),
  gasSm3: z.number().nullable(),
  condensateSm3: z.number().nullable(),
  waterSm3: z.number().nullable(),
  waterInjectedSm3: z.number().nullable(),
  gasInjectedSm3: z.number().nullable(),
});
export type ProductionMonth = z.infer<typeof productionMonthSchema>;

export const productionEntitySchema = z.object({ kind: z.enum(["well", "field"]), name: z.string() });
export type ProductionEntity = z.infer<typeof productionEntitySchema>;

export const productionSeriesResponseSchema = z.object({
  entity: productionEntitySchema,
  volumeUnit: z.literal(PRODUCTION_VOLUME_UNIT),
  rateUnit: z.literal(PRODUCTION_RATE_UNIT),
  months: z.array(productionMonthSchema),
});
export type ProductionSeriesResponse = z.infer<typeof productionSeriesResponseSchema>;

// ---- Compare --------------------------------------------------------------------------------------

export const PRODUCTION_COMPARE_MAX = 10;

/** "a,b" or a repeated parameter, trimmed and de-duplicated; at most 10. */
const nameList = z
  .preprocess(
    (v) =>
      typeof v === "string" ? v.split(",") : Array.isArray(v) ? v.flatMap((s) => String(s).split(",")) : v,
    z
      .array(text().trim().max(PRODUCTION_NAME_MAX))
      .max(PRODUCTION_COMPARE_MAX, "Compare at most 10 wells and fields"),
  )
  .transform((list) => [...new Set(list.filter((s) => s.length > 0))]);

export const productionCompareQuerySchema = periodWindowSchema.extend({
  wells: nameList.optional(),
  fields: nameList.optional(),
  stream: productionStreamSchema.default("oil"),
  /** Monthly volume (Sm³) or the month's rate (Sm³/d). */
  measure: z.enum(["volume", "rate"]).default("rate"),
});
export type ProductionCompareQuery = z.input<typeof productionCompareQuerySchema>;

export const productionCompareResponseSchema = z.object({
  stream: productionStreamSchema,
  measure: z.enum(["volume", "rate"]),
  unit: z.enum([PRODUCTION_VOLUME_UNIT, PRODUCTION_RATE_UNIT]),
  series: z.array(
    z.object({
      entity: productionEntitySchema,
      points: z.array(
        z.object({ year: z.number().int(), month: z.number().int(), value: z.number().nullable() }),
      ),
    }),
  ),
});
export type ProductionCompareResponse = z.infer<typeof productionCompareResponseSchema>;

// ---- Export ---------------------------------------------------------------------------------------

export const productionExportQuerySchema = periodWindowSchema.extend({
  well: name().optional(),
  field: name().optional(),
  format: z.enum(["csv", "xlsx"]).default("csv"),
});

// ---- Teaser ---------------------------------------------------------------------------------------

/** What premium holds, for everyone: counts and the period covered, never a volume. */
export const productionTeaserSchema = z.object({
  wells: z.number().int(),
  fields: z.number().int(),
  first: productionPeriodSchema.nullable(),
  last: productionPeriodSchema.nullable(),
  streams: z.array(productionStreamSchema),
  /** Whether this viewer reads the values (premium). */
  canViewValues: z.boolean(),
});
export type ProductionTeaser = z.infer<typeof productionTeaserSchema>;

// ---- Data staff: upload, template, history -------------------------------------------------------

/** The upload's columns, in the template's order; volumes in Sm³ for the month. */
export const PRODUCTION_UPLOAD_COLUMNS = [
  { key: "wellboreName", label: "Wellbore" },
  { key: "year", label: "Year" },
  { key: "month", label: "Month" },
  { key: "onStreamDays", label: "On-stream days" },
  { key: "oilSm3", label: "Oil (Sm³)" },
  { key: "gasSm3", label: "Gas (Sm³)" },
  { key: "condensateSm3", label: "Condensate (Sm³)" },
  { key: "waterSm3", label: "Water (Sm³)" },
  { key: "waterInjectedSm3", label: "Water injected (Sm³)" },
  { key: "gasInjectedSm3", label: "Gas injected (Sm³)" },
] as const;

/** 8 MB of file, as base64. */
export const PRODUCTION_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;

/**
 * POST /api/production-data/upload, multipart/form-data: these fields and the file as the part named
 * `file` (at most PRODUCTION_UPLOAD_MAX_BYTES, its name saying CSV or .xlsx).
 */
export const productionUploadFieldsSchema = z.object({
  /** "validate": the report only; "apply": all rows or none (a 400 names the first bad row and column). */
  mode: z.enum(["validate", "apply"]),
  /** Announce the new data on New data after a successful apply ("true" unless "false"). */
  announce: z
    .enum(["true", "false"], "Send announce as true or false")
    .default("true")
    .transform((value) => value === "true"),
});
export type ProductionUploadFields = z.input<typeof productionUploadFieldsSchema>;

export const productionUploadReportSchema = z.object({
  mode: z.enum(["validate", "apply"]),
  rows: z.number().int(),
  wells: z.number().int(),
  /** Months new to a well, and months whose stored values the file corrects. */
  added: z.number().int(),
  updated: z.number().int(),
  /** The first 200 problems, row by row (the header is row 1). */
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
  invalid: z.number().int(),
  applied: z.boolean(),
  announcementId: z.string().nullable(),
});
export type ProductionUploadReport = z.infer<typeof productionUploadReportSchema>;

export const productionTemplateQuerySchema = z.object({ format: z.enum(["csv", "xlsx"]).default("csv") });

export const productionHistorySchema = z.object({
  wellboreName: z.string(),
  events: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      actorName: z.string(),
      action: z.string(),
      /** Months the change touched, and how many were new. */
      months: z.number().int(),
      added: z.number().int(),
      first: productionPeriodSchema.nullable(),
      last: productionPeriodSchema.nullable(),
    }),
  ),
});
export type ProductionHistory = z.infer<typeof productionHistorySchema>;

// ---- History of changes (data staff) --------------------------------------------------------------

export const PRODUCTION_CHANGES_PAGE_SIZE_MAX = 100;

/** GET /api/production-data/changes: every well's loads and corrections, newest first. */
export const productionChangesQuerySchema = z.object({
  /** One wellbore's changes only (its exact name). */
  wellbore: text().trim().min(1).max(PRODUCTION_NAME_MAX).optional(),
  page: queryInt4({ min: 1, max: 100_000 }).default(1),
  pageSize: queryInt4({ min: 1, max: PRODUCTION_CHANGES_PAGE_SIZE_MAX }).default(20),
});
export type ProductionChangesQuery = z.infer<typeof productionChangesQuerySchema>;

export const productionChangeSchema = productionHistorySchema.shape.events.element.extend({
  wellboreName: z.string().max(PRODUCTION_NAME_MAX),
});
export type ProductionChange = z.infer<typeof productionChangeSchema>;

export const productionChangesSchema = z.object({
  items: z.array(productionChangeSchema).max(PRODUCTION_CHANGES_PAGE_SIZE_MAX),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductionChanges = z.infer<typeof productionChangesSchema>;
