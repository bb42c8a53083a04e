import { z } from "zod";
import { queryInt4, text } from "../text.ts";

/**
 * COREAI data is core analysis data (decision 0160): routine (RCA) and special (SCAL) core analysis
 * on core plugs per wellbore and measured depth, with core photographs. Units are fixed and named:
 * porosity and saturations are volume fractions 0–1 (shown as %), permeability in millidarcy (mD),
 * grain density in g/cm³, depth in metres measured depth (m MD).
 */

export const CORE_ANALYSIS_TYPES = ["RCA", "SCAL"] as const;
export type CoreAnalysisType = (typeof CORE_ANALYSIS_TYPES)[number];
export const CORE_PHOTO_LIGHTING = ["white light", "UV"] as const;

export const CORE_DEPTH_MAX_M = 15_000;
export const CORE_PERMEABILITY_MAX_MD = 100_000;
export const CORE_GRAIN_DENSITY_MIN = 1.5;
export const CORE_GRAIN_DENSITY_MAX = 4;
/** Saturations may sum to a little over 1 from rounding in a laboratory sheet, never more. */
export const CORE_SATURATION_SUM_TOLERANCE = 0.005;
/** The most samples one wellbore answer holds (a cored wellbore has a few hundred plugs). */
export const CORE_SAMPLES_MAX = 5_000;
export const CORE_WELLBORES_PAGE_SIZE_MAX = 100;
export const CORE_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/**
 * The most pixels a core photograph may have (decision 0223): its thumbnail is made by decoding it
 * whole, at ~4 bytes a pixel, so the cap bounds what one upload costs (a core box shot at 6000 × 2000
 * is 12).
 */
export const CORE_PHOTO_MAX_MEGAPIXELS = 24;
/** Thumbnails are this many pixels wide: twice the 280 CSS pixels the wellbore page shows them at. */
export const CORE_PHOTO_THUMBNAIL_WIDTH = 560;

const depth = z.coerce.number().finite().min(0).max(CORE_DEPTH_MAX_M);

export const coreWellboreParamsSchema = z.object({ wellboreName: text().trim().min(1).max(200) });
export const corePhotoParamsSchema = z.object({ id: text().trim().min(1).max(200) });

export const coreWellboresQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  field: text().trim().max(200).optional(),
  block: text().trim().max(200).optional(),
  page: queryInt4({ min: 1, max: 100_000 }).default(1),
  pageSize: queryInt4({ min: 1, max: CORE_WELLBORES_PAGE_SIZE_MAX }).default(25),
});
export type CoreWellboresQuery = z.infer<typeof coreWellboresQuerySchema>;

export const coreWellboreSummarySchema = z.object({
  wellboreName: z.string(),
  field: z.string().nullable(),
  block: z.string().nullable(),
  sampleCount: z.number().int(),
  scalCount: z.number().int(),
  photoCount: z.number().int(),
  topDepthM: z.number(),
  bottomDepthM: z.number(),
  formations: z.array(z.string()),
});
export type CoreWellboreSummary = z.infer<typeof coreWellboreSummarySchema>;

export const coreWellboresResponseSchema = z.object({
  items: z.array(coreWellboreSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CoreWellboresResponse = z.infer<typeof coreWellboresResponseSchema>;

export const coreSamplesQuerySchema = z
  .object({ top: depth.optional(), bottom: depth.optional() })
  .superRefine((q, ctx) => {
    if (q.top !== undefined && q.bottom !== undefined && q.top > q.bottom) {
      ctx.addIssue({ code: "custom", path: ["top"], message: "top must not be below (greater than) bottom" });
    }
  });
export type CoreSamplesQuery = z.infer<typeof coreSamplesQuerySchema>;

export const coreSampleSchema = z.object({
  id: z.string(),
  wellboreName: z.string(),
  sampleNumber: z.string(),
  depthM: z.number(),
  formation: z.string().nullable(),
  analysisType: z.enum(CORE_ANALYSIS_TYPES),
  porosityFraction: z.number().nullable(),
  permeabilityHorizontalMd: z.number().nullable(),
  permeabilityVerticalMd: z.number().nullable(),
  grainDensityGPerCm3: z.number().nullable(),
  waterSaturationFraction: z.number().nullable(),
  oilSaturationFraction: z.number().nullable(),
  gasSaturationFraction: z.number().nullable(),
  lithology: z.string().nullable(),
});
export type CoreSample = z.infer<typeof coreSampleSchema>;

export const coreSamplesResponseSchema = z.object({
  wellboreName: z.string(),
  /** True when the wellbore holds more samples in the window than CORE_SAMPLES_MAX (the first are given). */
  truncated: z.boolean(),
  samples: z.array(coreSampleSchema),
});
export type CoreSamplesResponse = z.infer<typeof coreSamplesResponseSchema>;

export const coreTrendSchema = z.object({
  /** log10(k / mD) = intercept + slope · φ (φ a fraction). Null with fewer than 3 points or no spread in φ. */
  slope: z.number().nullable(),
  intercept: z.number().nullable(),
  r2: z.number().nullable(),
  n: z.number().int(),
  minPorosity: z.number().nullable(),
  maxPorosity: z.number().nullable(),
});
export type CoreTrend = z.infer<typeof coreTrendSchema>;

export const coreCrossplotResponseSchema = z.object({
  wellboreName: z.string(),
  formations: z.array(
    z.object({
      formation: z.string(),
      /** Samples with porosity and a positive horizontal permeability. */
      points: z.array(
        z.object({
          sampleNumber: z.string(),
          depthM: z.number(),
          porosityFraction: z.number(),
          log10PermeabilityMd: z.number(),
        }),
      ),
      trend: coreTrendSchema,
    }),
  ),
});
export type CoreCrossplotResponse = z.infer<typeof coreCrossplotResponseSchema>;

export const corePhotoSchema = z.object({
  id: z.string(),
  wellboreName: z.string(),
  topDepthM: z.number(),
  bottomDepthM: z.number(),
  lighting: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  widthPx: z.number().int(),
  heightPx: z.number().int(),
});
export type CorePhoto = z.infer<typeof corePhotoSchema>;
export const corePhotosResponseSchema = z.object({
  wellboreName: z.string(),
  photos: z.array(corePhotoSchema),
});
export type CorePhotosResponse = z.infer<typeof corePhotosResponseSchema>;

// ---- Data staff: bulk samples and photo upload ----------------------------------------------------

/** The columns of the sample template, in order: header text and what each holds. */
export const CORE_SAMPLE_COLUMNS = [
  { key: "wellboreName", header: "Wellbore", required: true },
  { key: "sampleNumber", header: "Sample number", required: true },
  { key: "depthM", header: "Depth (m MD)", required: true },
  { key: "formation", header: "Formation", required: false },
  { key: "analysisType", header: "Analysis (RCA/SCAL)", required: false },
  { key: "porosityFraction", header: "Porosity (fraction)", required: false },
  { key: "permeabilityHorizontalMd", header: "Kh (mD)", required: false },
  { key: "permeabilityVerticalMd", header: "Kv (mD)", required: false },
  { key: "grainDensityGPerCm3", header: "Grain density (g/cm3)", required: false },
  { key: "waterSaturationFraction", header: "Sw (fraction)", required: false },
  { key: "oilSaturationFraction", header: "So (fraction)", required: false },
  { key: "gasSaturationFraction", header: "Sg (fraction)", required: false },
  { key: "lithology", header: "Lithology", required: false },
] as const;
export type CoreSampleColumnKey = (typeof CORE_SAMPLE_COLUMNS)[number]["key"];

const fraction = z.number().finite().min(0, "Must be a fraction 0–1").max(1, "Must be a fraction 0–1");

/** One row of a bulk sample file, after its cells are read as numbers and text. */
export const coreSampleRowSchema = z
  .object({
    wellboreName: text().trim().min(1, "Required").max(200),
    sampleNumber: text().trim().min(1, "Required").max(40),
    depthM: z.number().finite().min(0).max(CORE_DEPTH_MAX_M),
    formation: text().trim().max(100).nullable(),
    analysisType: z.enum(CORE_ANALYSIS_TYPES, "Must be RCA or SCAL"),
    porosityFraction: fraction.nullable(),
    permeabilityHorizontalMd: z.number().finite().min(0).max(CORE_PERMEABILITY_MAX_MD).nullable(),
    permeabilityVerticalMd: z.number().finite().min(0).max(CORE_PERMEABILITY_MAX_MD).nullable(),
    grainDensityGPerCm3: z
      .number()
      .finite()
      .min(CORE_GRAIN_DENSITY_MIN)
      .max(CORE_GRAIN_DENSITY_MAX)
      .nullable(),
    waterSaturationFraction: fraction.nullable(),
    oilSaturationFraction: fraction.nullable(),
    gasSaturationFraction: fraction.nullable(),
    lithology: text().trim().max(500).nullable(),
  })
  .superRefine((row, ctx) => {
    const sum =
      (row.waterSaturationFraction ?? 0) +
      (row.oilSaturationFraction ?? 0) +
      (row.gasSaturationFraction ?? 0);
    if (sum > 1 + CORE_SATURATION_SUM_TOLERANCE) {
      ctx.addIssue({
        code: "custom",
        path: ["waterSaturationFraction"],
        message: `Sw + So + Sg is ${sum.toFixed(3)}: saturations must sum to at most 1`,
      });
    }
  });
export type CoreSampleRow = z.infer<typeof coreSampleRowSchema>;

export const CORE_UPLOAD_MODES = ["validate", "apply"] as const;
export const coreSampleUploadFieldsSchema = z.object({ mode: z.enum(CORE_UPLOAD_MODES) });

export const coreSampleUploadReportSchema = z.object({
  mode: z.enum(CORE_UPLOAD_MODES),
  /** True when every row was valid and (mode apply) all were written; nothing is written otherwise. */
  applied: z.boolean(),
  rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  wellbores: z.array(z.string()),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
});
export type CoreSampleUploadReport = z.infer<typeof coreSampleUploadReportSchema>;

export const corePhotoUploadFieldsSchema = z
  .object({
    wellboreName: text().trim().min(1).max(200),
    topDepthM: depth,
    bottomDepthM: depth,
    lighting: z.enum(CORE_PHOTO_LIGHTING).default("white light"),
  })
  .superRefine((q, ctx) => {
    if (q.topDepthM >= q.bottomDepthM) {
      ctx.addIssue({
        code: "custom",
        path: ["topDepthM"],
        message: "topDepthM must be above (less than) bottomDepthM",
      });
    }
  });

// ---- History of changes (data staff) --------------------------------------------------------------

export const CORE_CHANGES_PAGE_SIZE_MAX = 100;

/** GET /api/core-analysis/changes: the loads and corrections of core data, newest first. */
export const coreChangesQuerySchema = z.object({
  /** One wellbore's changes only (its exact name). */
  wellbore: text().trim().min(1).max(200).optional(),
  page: queryInt4({ min: 1, max: 100_000 }).default(1),
  pageSize: queryInt4({ min: 1, max: CORE_CHANGES_PAGE_SIZE_MAX }).default(20),
});
export type CoreChangesQuery = z.infer<typeof coreChangesQuerySchema>;

/** One upload's change to one wellbore: plugs added, plugs corrected in place, photographs added. */
export const coreChangeSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorName: z.string(),
  wellboreName: z.string(),
  samplesAdded: z.number().int(),
  samplesCorrected: z.number().int(),
  photosAdded: z.number().int(),
  /** The depths the change touched (m MD): the plugs', else the photographs' intervals. */
  topDepthM: z.number().nullable(),
  bottomDepthM: z.number().nullable(),
});
export type CoreChange = z.infer<typeof coreChangeSchema>;

export const coreChangesSchema = z.object({
  items: z.array(coreChangeSchema).max(CORE_CHANGES_PAGE_SIZE_MAX),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CoreChanges = z.infer<typeof coreChangesSchema>;
