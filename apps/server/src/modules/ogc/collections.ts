import { CATALOG_REGISTRY, type CatalogType } from "@strata/core";
import { getTableColumns, isNotNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { catalogBlocks, textKey } from "../../db/schema/index.ts";
import { apiValue, columnOf, commonColumns, rowColumns, tableOf, toRow } from "../catalogs/index.ts";
import { blockProperties } from "../map/index.ts";
import type { Queryable } from "./cql2.ts";

type Bbox = [number, number, number, number];

/** Where a collection's features come from: a catalogue table, or the blocks. */
export interface FeatureSource {
  id: string;
  title: string;
  description: string;
  /** The catalogue category, whose record page a feature links to; none for blocks. */
  catalogType: CatalogType | null;
  // biome-ignore lint/suspicious/noExplicitAny: tables are addressed by registry key
  table: PgTable<any>;
  idColumn: AnyPgColumn;
  bboxColumn: AnyPgColumn;
  /** The geometry, or for a grouped source the expression that reads a group's geometry. */
  geometryColumn: AnyPgColumn | SQL;
  /**
   * One feature per value of `keyColumn` (wells: one per wellbore, keyed by its indexed
   * case-insensitive name); `columns` are then aggregates and the id is the group's `min(idColumn)`.
   */
  grouped?: boolean;
  keyColumn?: SQL;
  /** The columns read for a feature's properties. */
  columns: Record<string, AnyPgColumn | SQL>;
  properties(row: Record<string, unknown>): Record<string, unknown>;
  /** The properties a filter may name (Part 3 queryables): the columns the catalogue shows. */
  queryables: Record<string, Queryable>;
  /** The temporal property `datetime` selects on (a year: the record's acquisition, spud or survey year). */
  yearColumn: AnyPgColumn | null;
  /** The JSON Schema format of the geometry (`geometry-point`, …). */
  geometryFormat: string;
  /** Rows outside the collection (bid-round blocks: blocks on offer in a round). */
  baseWhere?: SQL;
  /** Listed and served only to callers with bid-round rights (the MBR tier or add-on, or staff). */
  bidRoundRights?: boolean;
}

const GEOMETRY_FORMAT = {
  Point: "geometry-point",
  LineString: "geometry-linestring",
  Polygon: "geometry-polygon",
};

function catalogueQueryables(type: CatalogType): Record<string, Queryable> {
  return Object.fromEntries(
    CATALOG_REGISTRY[type].columns.map((c) => [
      c.key,
      { column: columnOf(type, c.key), kind: c.kind, title: c.label + (c.unit ? ` (${c.unit})` : "") },
    ]),
  );
}

function catalogueSource(id: string, type: CatalogType, title: string, description: string): FeatureSource {
  const { id: idColumn, bbox, geometry } = commonColumns(type);
  return {
    id,
    title,
    description,
    catalogType: type,
    // biome-ignore lint/suspicious/noExplicitAny: see above
    table: tableOf(type) as unknown as PgTable<any>,
    idColumn,
    bboxColumn: bbox,
    geometryColumn: geometry,
    columns: rowColumns(type),
    // The catalogue's own columns, as its tables and record pages show them.
    properties: (row) => toRow(type, row),
    queryables: catalogueQueryables(type),
    yearColumn: commonColumns(type).year,
    geometryFormat: GEOMETRY_FORMAT[CATALOG_REGISTRY[type].geometry ?? "Point"],
  };
}

const blocks: FeatureSource = {
  id: "blocks",
  title: "Blocks",
  description: "Licence blocks, with their region, basin, status, operator and bid round.",
  catalogType: null,
  table: catalogBlocks,
  idColumn: catalogBlocks.name,
  bboxColumn: catalogBlocks.bbox,
  geometryColumn: catalogBlocks.geometry,
  columns: getTableColumns(catalogBlocks),
  properties: (row) => ({
    ...blockProperties(row as typeof catalogBlocks.$inferSelect),
    areaKm2: row.areaKm2 ?? null,
  }),
  queryables: {
    name: { column: catalogBlocks.name, kind: "text", title: "Block" },
    region: { column: catalogBlocks.region, kind: "text", title: "Region" },
    basin: { column: catalogBlocks.basin, kind: "text", title: "Basin" },
    status: { column: catalogBlocks.status, kind: "text", title: "Status" },
    operator: { column: catalogBlocks.operator, kind: "text", title: "Operator" },
    bidRound: { column: catalogBlocks.bidRound, kind: "text", title: "Bid round" },
    areaKm2: { column: catalogBlocks.areaKm2, kind: "number", title: "Area (km²)" },
  },
  yearColumn: null,
  geometryFormat: "geometry-any",
};

const bidRoundBlocks: FeatureSource = {
  ...blocks,
  id: "bid-round-blocks",
  title: "Bid-round blocks",
  description: "Blocks on offer in bid rounds, with their round; only for bid-round rights.",
  baseWhere: isNotNull(catalogBlocks.bidRound),
  bidRoundRights: true,
};

const well = (key: string) => columnOf("Well_Log", key);
const firstOf = (column: AnyPgColumn) => sql`min(${column})`;

/**
 * Wells, one point per wellbore (decision 0208): the catalogue keeps a row per well-log file, and
 * the files of a wellbore share its place (the map draws them as one point too). Properties are the
 * wellbore's own columns, how many log files it has, and a link to its first log file's record page.
 */
const wellbores: FeatureSource = {
  id: "wells",
  title: "Wells",
  description: "The catalogue's wellbores, one point each, with the number of their well-log files.",
  catalogType: "Well_Log",
  // biome-ignore lint/suspicious/noExplicitAny: see above
  table: tableOf("Well_Log") as unknown as PgTable<any>,
  idColumn: well("wellboreName"),
  grouped: true,
  keyColumn: textKey(well("wellboreName")),
  bboxColumn: commonColumns("Well_Log").bbox,
  geometryColumn: sql`(array_agg(${commonColumns("Well_Log").geometry} order by ${commonColumns("Well_Log").id}))[1]`,
  columns: {
    field: firstOf(well("field")),
    block: firstOf(well("block")),
    region: firstOf(well("region")),
    operator: firstOf(well("operator")),
    spudDate: firstOf(well("spudDate")),
    totalDepth: sql`max(${well("totalDepth")})`,
    primaryDatum: firstOf(well("primaryDatum")),
    year: firstOf(well("year")),
    logFiles: sql`count(*)::int`,
    firstLog: firstOf(commonColumns("Well_Log").id),
  },
  properties: (row) => ({
    wellboreName: String(row.__id),
    field: apiValue(row.field),
    block: apiValue(row.block),
    region: apiValue(row.region),
    operator: apiValue(row.operator),
    spudDate: apiValue(row.spudDate),
    totalDepth: row.totalDepth === null ? null : Number(row.totalDepth),
    primaryDatum: apiValue(row.primaryDatum),
    year: row.year === null ? null : Number(row.year),
    logFiles: Number(row.logFiles),
  }),
  queryables: Object.fromEntries(
    Object.entries(catalogueQueryables("Well_Log")).filter(([key]) =>
      [
        "wellboreName",
        "field",
        "block",
        "region",
        "operator",
        "spudDate",
        "totalDepth",
        "primaryDatum",
        "year",
      ].includes(key),
    ),
  ),
  yearColumn: commonColumns("Well_Log").year,
  geometryFormat: "geometry-point",
};

/** The collections, one per map layer; wells are one point per wellbore. */
export const FEATURE_SOURCES: FeatureSource[] = [
  catalogueSource("seismic-2d", "Seismic_2D", "Seismic 2D lines", "The catalogue's Seismic 2D lines."),
  catalogueSource(
    "seismic-3d",
    "Seismic_3D",
    "Seismic 3D outlines",
    "The outlines of the catalogue's Seismic 3D surveys.",
  ),
  wellbores,
  catalogueSource(
    "non-seismic",
    "Non_Seismic",
    "Non-seismic survey areas",
    "The areas of the catalogue's non-seismic surveys.",
  ),
  blocks,
  bidRoundBlocks,
];

export const sourceOf = (id: string) => FEATURE_SOURCES.find((s) => s.id === id);

/** The smallest and largest corners of a box column over a table (PostgreSQL stores a box upper-right first). */
export const extentColumns = (bbox: AnyPgColumn) => ({
  minX: sql<number | null>`min((${bbox}[1])[0])::float8`,
  minY: sql<number | null>`min((${bbox}[1])[1])::float8`,
  maxX: sql<number | null>`max((${bbox}[0])[0])::float8`,
  maxY: sql<number | null>`max((${bbox}[0])[1])::float8`,
});

/** A bbox as the closed ring of a selection polygon. */
export const bboxPolygon = ([minX, minY, maxX, maxY]: Bbox): [number, number][][] => [
  [
    [minX, minY],
    [maxX, minY],
    [maxX, maxY],
    [minX, maxY],
    [minX, minY],
  ],
];

/** The expression features are ordered, grouped and paged by: the id, or a grouped source's key. */
export const keyOf = (source: FeatureSource): AnyPgColumn | SQL => source.keyColumn ?? source.idColumn;

/** A feature id (a cursor) as a value of `keyOf`. */
export const keyValue = (source: FeatureSource, id: unknown): unknown =>
  source.keyColumn ? textKey(sql`${id}`) : id;
