import { z } from "zod";
import { uniqueList } from "../bounds.ts";
import { text } from "../text.ts";
import { ARPS_MODELS } from "./arps.ts";

/**
 * Well analytics (section 2 WellAnalytics, issue 28, decision 0162): cumulative production, water
 * cut and gas–oil ratio over time, Arps decline fits with EUR, rankings of wells and fields, and
 * net thickness from gamma-ray logs. Volumes in Sm³, rates in Sm³/d, periods "YYYY-MM".
 */

export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const periodSchema = text().max(7).regex(PERIOD_PATTERN, "Expected a month as YYYY-MM");

export const WELL_ANALYTICS_NAME_MAX = 200;
export const wellAnalyticsWellParamsSchema = z.object({
  wellboreName: text().trim().min(1).max(WELL_ANALYTICS_NAME_MAX),
});
export const wellAnalyticsFieldParamsSchema = z.object({
  field: text().trim().min(1).max(WELL_ANALYTICS_NAME_MAX),
});

export const analyticsSubjectSchema = z.object({
  kind: z.enum(["well", "field"]),
  name: z.string(),
  field: z.string().nullable(),
});

/** A month-by-month series, columnar: one entry per period in every array. */
export const wellAnalyticsSeriesSchema = z.object({
  subject: analyticsSubjectSchema,
  units: z.object({
    volume: z.literal("Sm³"),
    waterCut: z.literal("%"),
    gor: z.literal("Sm³/Sm³"),
  }),
  periods: z.array(z.string()),
  oilSm3: z.array(z.number().nullable()),
  gasSm3: z.array(z.number().nullable()),
  waterSm3: z.array(z.number().nullable()),
  cumOilSm3: z.array(z.number()),
  cumGasSm3: z.array(z.number()),
  cumWaterSm3: z.array(z.number()),
  /** water / (oil + water) × 100 for the month; null when neither was produced. */
  waterCutPercent: z.array(z.number().nullable()),
  /** gas / oil for the month (Sm³/Sm³); null when no oil was produced. */
  gorSm3PerSm3: z.array(z.number().nullable()),
});
export type WellAnalyticsSeries = z.infer<typeof wellAnalyticsSeriesSchema>;

export const DECLINE_STREAMS = ["oil", "gas"] as const;
export type DeclineStream = (typeof DECLINE_STREAMS)[number];
export const DECLINE_HORIZON_YEARS_MAX = 100;
export const DECLINE_HORIZON_YEARS_DEFAULT = 30;
/** Default economic limits, Sm³/d. */
export const DECLINE_ECONOMIC_LIMIT_DEFAULT: Record<DeclineStream, number> = { oil: 1, gas: 1000 };

export const wellAnalyticsDeclineQuerySchema = z
  .object({
    stream: z.enum(DECLINE_STREAMS).default("oil"),
    /** First month of the window; default the month of peak rate. */
    from: periodSchema.optional(),
    /** Last month of the window; default the last month produced. */
    to: periodSchema.optional(),
    model: z.enum(ARPS_MODELS).default("best"),
    /** Rate (Sm³/d) at which the forecast stops; default 1 Sm³/d oil, 1,000 Sm³/d gas. */
    economicLimit: z.coerce.number().finite().positive().max(1e9).optional(),
    horizonYears: z.coerce
      .number()
      .int()
      .min(1)
      .max(DECLINE_HORIZON_YEARS_MAX)
      .default(DECLINE_HORIZON_YEARS_DEFAULT),
  })
  .superRefine((q, ctx) => {
    if (q.from !== undefined && q.to !== undefined && q.from > q.to) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "from must not be after to" });
    }
  });
export type WellAnalyticsDeclineQuery = z.infer<typeof wellAnalyticsDeclineQuerySchema>;

const curveSchema = z.object({
  periods: z.array(z.string()),
  /** Sm³/d. */
  rates: z.array(z.number().nullable()),
});

export const wellAnalyticsDeclineSchema = z.object({
  subject: analyticsSubjectSchema,
  stream: z.enum(DECLINE_STREAMS),
  requestedModel: z.enum(ARPS_MODELS),
  window: z.object({ from: z.string(), to: z.string() }),
  units: z.object({
    rate: z.literal("Sm³/d"),
    qi: z.literal("Sm³/d"),
    di: z.literal("1/year"),
    volume: z.literal("Sm³"),
    time: z.literal("months"),
  }),
  fit: z.object({
    model: z.enum(["exponential", "hyperbolic", "harmonic"]),
    qi: z.number(),
    diPerYear: z.number(),
    b: z.number(),
    r2: z.number(),
    rmse: z.number(),
    n: z.number().int(),
    converged: z.boolean(),
    reason: z.enum(["too-few-points", "non-declining", "did-not-converge"]).nullable(),
    message: z.string().nullable(),
  }),
  /** Monthly-average rates over the whole history (Sm³/d: the month's volume over its days). */
  actual: curveSchema,
  /** The fit over the window. */
  fitted: curveSchema,
  /** The fit after the window, month by month, until the economic limit or the horizon. */
  forecast: curveSchema,
  eur: z
    .object({
      eurSm3: z.number(),
      cumulativeToDateSm3: z.number(),
      remainingSm3: z.number(),
      forecastMonths: z.number(),
      stoppedBy: z.enum(["economic-limit", "horizon"]),
      economicLimitSm3PerDay: z.number(),
      horizonYears: z.number(),
    })
    .nullable(),
});
export type WellAnalyticsDecline = z.infer<typeof wellAnalyticsDeclineSchema>;

export const RANKING_LIMIT_MAX = 100;
export const RANKING_FILTER_MAX = 50;
export const RANKING_STREAMS = ["oil", "gas", "water", "condensate"] as const;

/** A query parameter given once is a string, repeated an array: both become a list. */
const filterList = z.preprocess(
  (v) => (typeof v === "string" ? [v] : v),
  uniqueList(text().trim().min(1).max(WELL_ANALYTICS_NAME_MAX), { max: RANKING_FILTER_MAX }),
);

export const wellAnalyticsRankingQuerySchema = z
  .object({
    of: z.enum(["wells", "fields"]).default("wells"),
    by: z.enum(["cumulative", "peak-rate"]).default("cumulative"),
    /** Peak rate is known for oil and gas. */
    stream: z.enum(RANKING_STREAMS).default("oil"),
    block: filterList.optional(),
    operator: filterList.optional(),
    region: filterList.optional(),
    limit: z.coerce.number().int().min(1).max(RANKING_LIMIT_MAX).default(25),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .superRefine((q, ctx) => {
    if (q.by === "peak-rate" && q.stream !== "oil" && q.stream !== "gas") {
      ctx.addIssue({ code: "custom", path: ["stream"], message: "Peak rate is known for oil and gas only" });
    }
  });
export type WellAnalyticsRankingQuery = z.infer<typeof wellAnalyticsRankingQuerySchema>;

export const wellAnalyticsRankingSchema = z.object({
  of: z.enum(["wells", "fields"]),
  by: z.enum(["cumulative", "peak-rate"]),
  stream: z.enum(RANKING_STREAMS),
  /** The unit of `value`: Sm³ for cumulative, Sm³/d for peak rate. */
  unit: z.enum(["Sm³", "Sm³/d"]),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  items: z.array(
    z.object({
      rank: z.number().int(),
      name: z.string(),
      /** The field of a well; the field itself when ranking fields. */
      field: z.string(),
      /** A well's block, operator and region; for a field, null when its wells differ. */
      block: z.string().nullable(),
      operator: z.string().nullable(),
      region: z.string().nullable(),
      wells: z.number().int(),
      value: z.number(),
      cumOilSm3: z.number(),
      cumGasSm3: z.number(),
      cumWaterSm3: z.number(),
      firstPeriod: z.string(),
      lastPeriod: z.string(),
    }),
  ),
});
export type WellAnalyticsRanking = z.infer<typeof wellAnalyticsRankingSchema>;

export const wellAnalyticsRankingFiltersSchema = z.object({
  blocks: z.array(z.string()),
  operators: z.array(z.string()),
  regions: z.array(z.string()),
});
export type WellAnalyticsRankingFilters = z.infer<typeof wellAnalyticsRankingFiltersSchema>;

export const GAMMA_RAY_CUTOFF_DEFAULT = 75;
export const wellAnalyticsNetThicknessQuerySchema = z.object({
  /** API units; net is where GR is below it. */
  gammaRayCutoff: z.coerce.number().finite().min(0).max(300).default(GAMMA_RAY_CUTOFF_DEFAULT),
});

export const wellAnalyticsNetThicknessSchema = z.object({
  wellboreName: z.string(),
  file: z.object({ id: z.string(), name: z.string() }),
  curve: z.object({ mnemonic: z.string(), unit: z.string() }),
  gammaRayCutoff: z.number(),
  /** The logged interval (where GR has values), measured depth in metres. */
  topM: z.number(),
  bottomM: z.number(),
  grossM: z.number(),
  netM: z.number(),
  netToGross: z.number(),
  samples: z.number().int(),
});
export type WellAnalyticsNetThickness = z.infer<typeof wellAnalyticsNetThicknessSchema>;
