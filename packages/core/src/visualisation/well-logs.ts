import { z } from "zod";
import { text } from "../text.ts";

/**
 * Well-log previews (decision 0140): the curves of a LAS file and their values over a depth window,
 * bucketed to the screen so a preview never becomes the file.
 */

export const CURVE_FAMILIES = [
  "gamma",
  "caliper",
  "density",
  "neutron",
  "pef",
  "resistivity",
  "sonic",
  "sp",
  "other",
] as const;
export type CurveFamily = (typeof CURVE_FAMILIES)[number];

export const LAS_VERSIONS = ["1.2", "2.0", "3.0"] as const;
export type LasVersion = (typeof LAS_VERSIONS)[number];

/** At most this many curves per data request, each mnemonic at most this long. */
export const WELL_LOG_MAX_CURVES = 8;
export const WELL_LOG_MNEMONIC_MAX = 32;
export const WELL_LOG_POINTS_MIN = 10;
export const WELL_LOG_POINTS_MAX = 1000;
export const WELL_LOG_POINTS_DEFAULT = 600;

export const wellLogParamsSchema = z.object({ fileId: text().min(1).max(200) });

export const wellLogItemSchema = z.object({
  mnemonic: z.string(),
  unit: z.string(),
  value: z.string(),
  description: z.string(),
});

export const wellLogCurvesResponseSchema = z.object({
  version: z.enum(LAS_VERSIONS),
  wrapped: z.boolean(),
  well: z.array(wellLogItemSchema),
  index: z.object({
    mnemonic: z.string(),
    /** "m" or "ft" for depth (any spelling in the file), else the file's own unit. */
    unit: z.string(),
    top: z.number(),
    bottom: z.number(),
    /** Null when the steps are irregular (STEP 0). */
    step: z.number().nullable(),
    count: z.number().int(),
  }),
  nullValue: z.number().nullable(),
  /** The logged curves, the index curve excluded; min and max over the non-null values. */
  curves: z.array(
    z.object({
      mnemonic: z.string(),
      unit: z.string(),
      description: z.string(),
      family: z.enum(CURVE_FAMILIES),
      min: z.number().nullable(),
      max: z.number().nullable(),
    }),
  ),
  /** The LAS files of the same wellbore, this one included, by top depth (catalogue depths). */
  runs: z.array(
    z.object({
      fileId: z.string(),
      name: z.string(),
      top: z.number().nullable(),
      bottom: z.number().nullable(),
    }),
  ),
  watermark: z.string().nullable(),
});
export type WellLogCurves = z.infer<typeof wellLogCurvesResponseSchema>;

const finiteNumber = z.coerce.number().finite().min(-1e7).max(1e7);

export const wellLogDataQuerySchema = z
  .object({
    /** Comma-separated curve mnemonics, 1–8 different ones. */
    curves: text()
      .max((WELL_LOG_MNEMONIC_MAX + 1) * WELL_LOG_MAX_CURVES * 2)
      .transform((value, ctx) => {
        const parts = value.split(",").map((p) => p.trim());
        const distinct = [...new Set(parts)];
        if (parts.some((p) => p === "" || p.length > WELL_LOG_MNEMONIC_MAX)) {
          ctx.addIssue({
            code: "custom",
            message: `Expected curve mnemonics of 1–${WELL_LOG_MNEMONIC_MAX} characters, separated by commas`,
          });
          return z.NEVER;
        }
        if (distinct.length !== parts.length || parts.length > WELL_LOG_MAX_CURVES) {
          ctx.addIssue({
            code: "custom",
            message: `Expected 1–${WELL_LOG_MAX_CURVES} different curves`,
          });
          return z.NEVER;
        }
        return parts;
      }),
    top: finiteNumber.optional(),
    bottom: finiteNumber.optional(),
    points: z.coerce
      .number()
      .int()
      .min(WELL_LOG_POINTS_MIN)
      .max(WELL_LOG_POINTS_MAX)
      .default(WELL_LOG_POINTS_DEFAULT),
  })
  .superRefine((query, ctx) => {
    if (query.top !== undefined && query.bottom !== undefined && query.top >= query.bottom) {
      ctx.addIssue({ code: "custom", path: ["top"], message: "top must be above (less than) bottom" });
    }
  });
export type WellLogDataQuery = z.infer<typeof wellLogDataQuerySchema>;

export const wellLogDataResponseSchema = z.object({
  index: z.object({ mnemonic: z.string(), unit: z.string() }),
  top: z.number(),
  bottom: z.number(),
  /** True when the window holds more steps than points: each depth is then a bucket's. */
  bucketed: z.boolean(),
  depths: z.array(z.number()),
  curves: z.array(
    z.object({
      mnemonic: z.string(),
      unit: z.string(),
      /** Per depth the smallest value of its bucket (the sample itself when not bucketed); null: no value. */
      min: z.array(z.number().nullable()),
      max: z.array(z.number().nullable()),
    }),
  ),
  watermark: z.string().nullable(),
});
export type WellLogData = z.infer<typeof wellLogDataResponseSchema>;
