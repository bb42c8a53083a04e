import { CATALOG_EVENT_KINDS, CATALOG_EVENT_TERM_MAX, CATALOG_TYPES } from "@strata/core";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { organisations, users } from "./identity.ts";

/**
 * The data catalogue: one table per data category (section 3) with the spec's id field as the text
 * primary key, the columns of the registry in packages/core (property name = API key), and shared
 * columns for region, year, download-right flags, dates, geometry and search.
 */

/** PostgreSQL's built-in `box`, written as `(x1,y1),(x2,y2)`: an indexed bounding box on both engines. */
export const box = customType<{ data: string; driverData: string }>({ dataType: () => "box" });
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** GeoJSON geometry in longitude/latitude (WGS 84). */
export interface Geometry {
  type: "Point" | "LineString" | "Polygon" | "MultiLineString" | "MultiPolygon";
  coordinates: unknown[];
}

const sqlText = (columnNames: string[]) =>
  columnNames.map((c) => `coalesce(${c}::text, '')`).join(` || ' ' || `);

/** The columns every record carries (section 3), its map geometry and its search columns. */
function commonColumns(searchColumns: string[]) {
  const searchable = sqlText(searchColumns);
  return {
    region: text("region").notNull(),
    year: integer("year"),
    basic: boolean("right_basic").notNull().default(false),
    standard: boolean("right_standard").notNull().default(false),
    premium: boolean("right_premium").notNull().default(false),
    bid: boolean("right_bid").notNull().default(false),
    academia: boolean("right_academia").notNull().default(false),
    mbrPlus: boolean("mbr_plus").notNull().default(false),
    dateAdded: timestamp("date_added", { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp("date_updated", { withTimezone: true }).notNull().defaultNow(),
    geometry: jsonb("geometry").$type<Geometry>(),
    bbox: box("bbox"),
    /** A stable random rank: at low zoom the map sends the lowest-ranked features, the same on every pan. */
    mapRank: real("map_rank").notNull().default(sql`random()`),
    search: tsvector("search").generatedAlwaysAs(sql.raw(`to_tsvector('simple'::regconfig, ${searchable})`)),
  };
}

type Columns = Record<string, PgColumnBuilderBase>;

/** How the catalogue indexes a text column: case-insensitive and byte-ordered, for sorting, filtering and prefix lookups. */
export const textKey = (column: AnyPgColumn | SQL.Aliased | SQL): SQL => sql`(lower(${column}) collate "C")`;

/**
 * A catalogue table: the type's own columns, the common ones, and the indexes every type needs —
 * GiST on the bounding box, GIN on the tsvector and on the trigrams, and one b-tree per sortable column.
 */
function catalogTable<T extends Columns>(
  name: string,
  own: T,
  opts: {
    search: string[];
    /** Text columns indexed by `textKey` (case-insensitive, byte order). */
    textKeys: (keyof T | "region")[];
    /** Number and date columns indexed as they are. */
    plainKeys: (keyof T | "year")[];
    /** Array columns with a GIN index. */
    arrayKeys?: (keyof T)[];
  },
) {
  const columns = { ...own, ...commonColumns(opts.search) };
  return pgTable(name, columns, (t) => {
    // biome-ignore lint/suspicious/noExplicitAny: the table's columns are indexed by their property names
    const col = (key: string) => (t as any)[key] as AnyPgColumn;
    const named = (key: unknown) => `${name}_${String(key).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
    return [
      index(`${name}_bbox_idx`).using("gist", t.bbox),
      index(`${name}_search_idx`).using("gin", t.search),
      index(`${name}_date_added_idx`).on(t.dateAdded),
      index(`${name}_date_updated_idx`).on(t.dateUpdated),
      index(`${name}_map_rank_idx`).on(t.mapRank),
      ...opts.textKeys.map((key) => index(`${named(key)}_key_idx`).on(textKey(col(String(key))))),
      ...opts.plainKeys.map((key) => index(`${named(key)}_idx`).on(col(String(key)))),
      ...(opts.arrayKeys ?? []).map((key) => index(`${named(key)}_idx`).using("gin", col(String(key)))),
    ];
  });
}

export const seismic2d = catalogTable(
  "seismic_2d",
  {
    seismic2DInfoID: text("seismic_2d_info_id").primaryKey(),
    lineName: text("line_name").notNull(),
    usi: text("usi").notNull(),
    surveyName: text("survey_name").notNull(),
    firstShotpoint: integer("first_shotpoint"),
    lastShotpoint: integer("last_shotpoint"),
    length: doublePrecision("length_km"),
    block: text("block"),
    operator: text("operator"),
    processingStage: text("processing_stage"),
    acquisitionContractor: text("acquisition_contractor"),
    processingContractor: text("processing_contractor"),
    crs: text("crs"),
    lineGeometry: text("line_geometry"),
  },
  {
    search: [
      "seismic_2d_info_id",
      "line_name",
      "usi",
      "survey_name",
      "block",
      "operator",
      "region",
      "acquisition_contractor",
      "processing_stage",
    ],
    textKeys: [
      "lineName",
      "usi",
      "surveyName",
      "region",
      "block",
      "operator",
      "processingStage",
      "acquisitionContractor",
      "processingContractor",
      "crs",
      "lineGeometry",
    ],
    plainKeys: ["firstShotpoint", "lastShotpoint", "length", "year"],
  },
);

export const seismic3d = catalogTable(
  "seismic_3d",
  {
    seismic3DInfoID: text("seismic_3d_info_id").primaryKey(),
    surveyName: text("survey_name").notNull(),
    usi: text("usi").notNull(),
    binWidthI: doublePrecision("bin_width_i"),
    binWidthJ: doublePrecision("bin_width_j"),
    firstILine: integer("first_i_line"),
    lastILine: integer("last_i_line"),
    firstJLine: integer("first_j_line"),
    lastJLine: integer("last_j_line"),
    areaKm2: doublePrecision("area_km2"),
    domainType: text("domain_type"),
    unit: text("unit"),
    block: text("block"),
    operator: text("operator"),
    processingStage: text("processing_stage"),
    acquisitionContractor: text("acquisition_contractor"),
    processingContractor: text("processing_contractor"),
    crs: text("crs"),
  },
  {
    search: [
      "seismic_3d_info_id",
      "survey_name",
      "usi",
      "block",
      "operator",
      "region",
      "processing_stage",
      "acquisition_contractor",
      "domain_type",
    ],
    textKeys: [
      "surveyName",
      "usi",
      "domainType",
      "unit",
      "region",
      "block",
      "operator",
      "processingStage",
      "acquisitionContractor",
      "processingContractor",
      "crs",
    ],
    plainKeys: [
      "binWidthI",
      "binWidthJ",
      "firstILine",
      "lastILine",
      "firstJLine",
      "lastJLine",
      "areaKm2",
      "year",
    ],
  },
);

export const wellLogs = catalogTable(
  "well_logs",
  {
    wellLogFileInfoID: text("well_log_file_info_id").primaryKey(),
    wellboreName: text("wellbore_name").notNull(),
    field: text("field"),
    block: text("block"),
    operator: text("operator"),
    spudDate: date("spud_date", { mode: "string" }),
    totalDepth: doublePrecision("total_depth"),
    datasetGroup: text("dataset_group"),
    dataType: text("data_type"),
    topDepth: doublePrecision("top_depth"),
    bottomDepth: doublePrecision("bottom_depth"),
    unit: text("unit"),
    primaryDatum: text("primary_datum"),
    fileName: text("file_name"),
  },
  {
    search: [
      "well_log_file_info_id",
      "wellbore_name",
      "field",
      "block",
      "operator",
      "region",
      "dataset_group",
      "data_type",
      "file_name",
    ],
    textKeys: [
      "wellboreName",
      "field",
      "block",
      "region",
      "operator",
      "datasetGroup",
      "dataType",
      "unit",
      "primaryDatum",
      "fileName",
    ],
    plainKeys: ["spudDate", "totalDepth", "topDepth", "bottomDepth", "year"],
  },
);

/** A linked-values column split as section 5 says (semicolons, trimmed, no empties), kept in step by PostgreSQL. */
const linkedList = (name: string, source: string) =>
  text(name)
    .array()
    .generatedAlwaysAs(
      sql.raw(`array_remove(regexp_split_to_array(btrim(coalesce(${source}, '')), '\\s*;\\s*'), '')`),
    );

export const technicalReports = catalogTable(
  "technical_reports",
  {
    barcodeNumber: text("barcode_number").primaryKey(),
    reportTitle: text("report_title").notNull(),
    reportDate: date("report_date", { mode: "string" }),
    volume: text("volume"),
    author: text("author"),
    companyAuthor: text("company_author"),
    psContractor: text("ps_contractor"),
    category: text("category"),
    linkedUsi: text("linked_usi"),
    linkedUnsi: text("linked_unsi"),
    wells: text("wells"),
    fields: text("fields"),
    linkedUsiList: linkedList("linked_usi_list", "linked_usi"),
    linkedUnsiList: linkedList("linked_unsi_list", "linked_unsi"),
    wellsList: linkedList("wells_list", "wells"),
    fieldsList: linkedList("fields_list", "fields"),
  },
  {
    search: [
      "barcode_number",
      "report_title",
      "author",
      "company_author",
      "ps_contractor",
      "category",
      "region",
      "wells",
      "fields",
      "linked_usi",
    ],
    textKeys: ["reportTitle", "volume", "author", "companyAuthor", "psContractor", "category", "region"],
    plainKeys: ["reportDate", "year"],
    arrayKeys: ["linkedUsiList", "linkedUnsiList", "wellsList", "fieldsList"],
  },
);

export const nonSeismic = catalogTable(
  "non_seismic",
  {
    uNSI: text("unsi").primaryKey(),
    surveyName: text("survey_name").notNull(),
    surveyType: text("survey_type").notNull(),
    block: text("block"),
    operator: text("operator"),
    datum: text("datum"),
    projection: text("projection"),
    estimatedDataSizeMb: doublePrecision("estimated_data_size_mb"),
  },
  {
    search: ["unsi", "survey_name", "survey_type", "block", "operator", "region"],
    textKeys: ["surveyName", "surveyType", "region", "block", "operator", "datum", "projection"],
    plainKeys: ["estimatedDataSizeMb", "year"],
  },
);

/** Licence blocks: the block lookup list, drawn as the map's blocks layer; some are on offer in a bid round. */
export const catalogBlocks = pgTable(
  "catalog_blocks",
  {
    name: text("name").primaryKey(),
    region: text("region").notNull(),
    basin: text("basin").notNull(),
    status: text("status").notNull(),
    operator: text("operator"),
    /** The bid round (e.g. "MBR 2025") that offers the block, if any. */
    bidRound: text("bid_round"),
    areaKm2: doublePrecision("area_km2"),
    geometry: jsonb("geometry").$type<Geometry>().notNull(),
    bbox: box("bbox").notNull(),
  },
  (t) => [
    index("catalog_blocks_bbox_idx").using("gist", t.bbox),
    index("catalog_blocks_bid_round_idx").on(t.bidRound),
  ],
);

/** The other lookup lists of section 3, one row per value; `parent` ties a value to another (a field to its block). */
export const catalogLookups = pgTable(
  "catalog_lookups",
  {
    list: text("list").notNull(),
    value: text("value").notNull(),
    label: text("label").notNull(),
    parent: text("parent"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.value] })],
);

/** A record's files in storage, at the section-9 data path. */
export const catalogFiles = pgTable(
  "catalog_files",
  {
    id: text("id").primaryKey(),
    sdcType: text("sdc_type").notNull(),
    recordId: text("record_id").notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    format: text("format").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("catalog_files_record_idx").on(t.sdcType, t.recordId),
    uniqueIndex("catalog_files_path_idx").on(t.path),
  ],
);

export const tags = pgTable(
  "tags",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
  },
  (t) => [uniqueIndex("tags_name_idx").on(sql`lower(${t.name})`)],
);

export const recordTags = pgTable(
  "record_tags",
  {
    tagId: text("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    sdcType: text("sdc_type").notNull(),
    recordId: text("record_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.sdcType, t.recordId] }),
    index("record_tags_record_idx").on(t.sdcType, t.recordId),
  ],
);

/** A user's bookmark of a record or of a map view; private to the user. */
export const catalogBookmarks = pgTable(
  "catalog_bookmarks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    sdcType: text("sdc_type"),
    recordId: text("record_id"),
    view: jsonb("view").$type<{
      center: [number, number];
      zoom: number;
      bbox?: [number, number, number, number];
    }>(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("catalog_bookmarks_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("catalog_bookmarks_record_idx")
      .on(t.userId, t.sdcType, t.recordId)
      .where(sql`${t.kind} = 'record'`),
  ],
);

/** "New Data": announcements of newly published records; a null `published_at` is a draft. */
export const newDataAnnouncements = pgTable(
  "new_data_announcements",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    sdcType: text("sdc_type").notNull(),
    recordIds: text("record_ids").array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("new_data_published_idx").on(t.publishedAt, t.sdcType)],
);

export const glossaryTerms = pgTable(
  "glossary_terms",
  {
    id: text("id").primaryKey(),
    term: text("term").notNull(),
    definition: text("definition").notNull(),
    category: text("category"),
  },
  (t) => [uniqueIndex("glossary_terms_term_idx").on(sql`lower(${t.term})`)],
);

/**
 * The words of the catalogue's search vectors (letters only, three or more), with a trigram index:
 * a misspelt search word is corrected to its nearest words here, then searched by full text.
 * Rebuilt by `refreshSearchWords` after data loads.
 */
export const catalogWords = pgTable(
  "catalog_words",
  {
    word: text("word").primaryKey(),
    documents: integer("documents").notNull(),
  },
  (t) => [index("catalog_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

/** The last map state of a user (view, layers, basemap), so the map reopens where they left it. */
export const mapInteractions = pgTable("map_interactions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  state: jsonb("state").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * What customers search, open, bookmark and draw on the map (the interests report): one row per
 * act, written by `recordCatalogEvent` beside the catalogue's answer. A removed user's rows stay,
 * without the user, so the organisation's interest is still counted.
 */
export const catalogEvents = pgTable(
  "catalog_events",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    sdcType: text("sdc_type"),
    recordId: text("record_id"),
    /** The search text, trimmed and cut to `CATALOG_EVENT_TERM_MAX`. */
    term: text("term"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("catalog_events_kind_check", sql`${t.kind} in (${oneOf(CATALOG_EVENT_KINDS)})`),
    check("catalog_events_sdc_type_check", sql`${t.sdcType} in (${oneOf(CATALOG_TYPES)})`),
    check(
      "catalog_events_term_check",
      sql`char_length(${t.term}) <= ${sql.raw(String(CATALOG_EVENT_TERM_MAX))}`,
    ),
    // The report's list and export, newest first by (time, id): read backwards. Not `.desc()`, which
    // drizzle writes NULLS LAST, an order `order by … desc` (nulls first) cannot use.
    index("catalog_events_created_idx").on(t.createdAt, t.id),
    index("catalog_events_organisation_idx").on(t.organisationId, t.createdAt),
  ],
);

/**
 * Precomputed record counts per category: one row per value of each facet column (`dimension` is the
 * column's database name, `value` its value as JSON, null included) and per (region, year) pair for
 * the data explorer (dimension `region,year`, value `[region, year]`). Kept right by statement-level
 * triggers on the five catalogue tables (migration 0004), so every writer (forms, bulk, sync, seed)
 * maintains it in its own transaction; a whole category's facets and the explorer read it instead of
 * grouping every record.
 */
export const catalogCounts = pgTable(
  "catalog_counts",
  {
    sdcType: text("sdc_type").notNull(),
    dimension: text("dimension").notNull(),
    value: jsonb("value").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sdcType, t.dimension, t.value] })],
);

/**
 * The data version of each map layer (`Seismic_2D`, `Seismic_3D`, `Well_Log`, `Non_Seismic`,
 * `blocks`): statement-level triggers on the layer's table raise it in the writing transaction
 * (migration 0023), so every writer — a publish from data preparation, a bulk upload, a GIS link,
 * the seed — changes it, and it becomes visible together with the data it describes. Map tiles are
 * cached and tagged (`ETag`) by it. It starts at the epoch milliseconds of its first write, so a
 * database made anew never repeats a version a browser may hold.
 */
export const mapDataVersions = pgTable("map_data_versions", {
  layer: text("layer").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * Low-zoom map tiles as last made, one row per tile (the newest version only), shared by every app
 * instance: a dense tile of the country view takes up to a second and a half of CPU to make, so an
 * instance that starts (or sees a publish another instance has warmed) reads the tiles instead of
 * making them again. Key as in the in-memory tile cache: `layer|round|z/x/y`.
 */
export const mapTiles = pgTable("map_tiles", {
  key: text("key").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  features: integer("features").notNull(),
  gzipped: bytea("gzipped").notNull(),
});
