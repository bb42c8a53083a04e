import { sql } from "drizzle-orm";
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/*
 * The premium areas (section 2 ProductionData, COREAIData, WellAnalytics), keyed to the catalogue's
 * wellbores (`well_logs.wellbore_name`), fields and blocks by name, as the catalogue itself is.
 * Volumes are stored in SI units and the unit is in the column name, so that no screen guesses one:
 * standard cubic metres (Sm³, at 15 °C and 101.325 kPa) for every stream. Periods are year and month.
 * Changes are audited through `recordAuditEvents` (subject types "production:<wellbore>",
 * "core-analysis:<wellbore>"), the one audit trail.
 */

/** Monthly production and injection per well: one row per wellbore and month. Null: not reported. */
export const productionMonthly = pgTable(
  "production_monthly",
  {
    wellboreName: text("wellbore_name").notNull(),
    year: smallint("year").notNull(),
    month: smallint("month").notNull(),
    /** Days the well produced or injected in the month (0–31). */
    onStreamDays: doublePrecision("on_stream_days"),
    oilSm3: doublePrecision("oil_sm3"),
    gasSm3: doublePrecision("gas_sm3"),
    condensateSm3: doublePrecision("condensate_sm3"),
    waterSm3: doublePrecision("water_sm3"),
    waterInjectedSm3: doublePrecision("water_injected_sm3"),
    gasInjectedSm3: doublePrecision("gas_injected_sm3"),
  },
  (t) => [primaryKey({ columns: [t.wellboreName, t.year, t.month] })],
);

/**
 * One row per producing well, kept in step with `production_monthly` by whoever writes it (the seed,
 * the data-preparation upload): where the well is (field, block, operator, region, from the
 * catalogue), its period, cumulative volumes and peak rates. Rankings and filters read this, never
 * the monthly rows, so a ranking over 20,000 wells sorts 20,000 rows.
 */
export const productionWells = pgTable(
  "production_wells",
  {
    wellboreName: text("wellbore_name").primaryKey(),
    field: text("field").notNull(),
    block: text("block"),
    operator: text("operator"),
    region: text("region"),
    firstYear: smallint("first_year").notNull(),
    firstMonth: smallint("first_month").notNull(),
    lastYear: smallint("last_year").notNull(),
    lastMonth: smallint("last_month").notNull(),
    months: integer("months").notNull(),
    cumOilSm3: doublePrecision("cum_oil_sm3").notNull().default(0),
    cumGasSm3: doublePrecision("cum_gas_sm3").notNull().default(0),
    cumCondensateSm3: doublePrecision("cum_condensate_sm3").notNull().default(0),
    cumWaterSm3: doublePrecision("cum_water_sm3").notNull().default(0),
    cumWaterInjectedSm3: doublePrecision("cum_water_injected_sm3").notNull().default(0),
    cumGasInjectedSm3: doublePrecision("cum_gas_injected_sm3").notNull().default(0),
    /** Highest monthly-average rate, Sm³ per day (volume over the calendar days of the month). */
    peakOilRateSm3PerDay: doublePrecision("peak_oil_rate_sm3_per_day").notNull().default(0),
    peakGasRateSm3PerDay: doublePrecision("peak_gas_rate_sm3_per_day").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("production_wells_field_idx").on(t.field),
    index("production_wells_block_idx").on(t.block),
    index("production_wells_operator_idx").on(t.operator),
    index("production_wells_region_idx").on(t.region),
  ],
);

/**
 * A field's monthly totals, the sum of its wells' rows, kept in step with them like
 * `production_wells`: a field's 30-year series is 360 rows to read, not 360 × its wells to add up.
 */
export const productionFieldMonthly = pgTable(
  "production_field_monthly",
  {
    field: text("field").notNull(),
    year: smallint("year").notNull(),
    month: smallint("month").notNull(),
    producingWells: integer("producing_wells").notNull(),
    oilSm3: doublePrecision("oil_sm3"),
    gasSm3: doublePrecision("gas_sm3"),
    condensateSm3: doublePrecision("condensate_sm3"),
    waterSm3: doublePrecision("water_sm3"),
    waterInjectedSm3: doublePrecision("water_injected_sm3"),
    gasInjectedSm3: doublePrecision("gas_injected_sm3"),
  },
  (t) => [primaryKey({ columns: [t.field, t.year, t.month] })],
);

/**
 * Core analysis (COREAI data: routine and special core analysis on core plugs, decision 0160), one
 * row per plug. Fractions are volume fractions 0–1 (shown as %); permeability in millidarcy;
 * grain density in g/cm³; depth is measured depth in metres.
 */
export const coreSamples = pgTable(
  "core_samples",
  {
    id: text("id").primaryKey(),
    wellboreName: text("wellbore_name").notNull(),
    /** The laboratory's plug number, unique within the wellbore (e.g. "12A"). */
    sampleNumber: text("sample_number").notNull(),
    depthM: doublePrecision("depth_m").notNull(),
    formation: text("formation"),
    /** "RCA" (routine) or "SCAL" (special core analysis). */
    analysisType: text("analysis_type").notNull().default("RCA"),
    porosityFraction: doublePrecision("porosity_fraction"),
    permeabilityHorizontalMd: doublePrecision("permeability_horizontal_md"),
    permeabilityVerticalMd: doublePrecision("permeability_vertical_md"),
    grainDensityGPerCm3: doublePrecision("grain_density_g_per_cm3"),
    waterSaturationFraction: doublePrecision("water_saturation_fraction"),
    oilSaturationFraction: doublePrecision("oil_saturation_fraction"),
    gasSaturationFraction: doublePrecision("gas_saturation_fraction"),
    lithology: text("lithology"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("core_samples_wellbore_sample_idx").on(t.wellboreName, t.sampleNumber),
    index("core_samples_wellbore_depth_idx").on(t.wellboreName, t.depthM),
    index("core_samples_formation_idx").on(t.formation),
  ],
);

/** Core photographs: one image per core box over a depth interval, stored in object storage. */
export const corePhotos = pgTable(
  "core_photos",
  {
    id: text("id").primaryKey(),
    wellboreName: text("wellbore_name").notNull(),
    topDepthM: doublePrecision("top_depth_m").notNull(),
    bottomDepthM: doublePrecision("bottom_depth_m").notNull(),
    /** "white light" or "UV". */
    lighting: text("lighting").notNull().default("white light"),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    widthPx: integer("width_px").notNull(),
    heightPx: integer("height_px").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("core_photos_wellbore_depth_idx").on(t.wellboreName, t.topDepthM)],
);
