import type { CatalogType } from "@strata/core";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { catalogBlocks } from "../../db/schema/index.ts";
import { rowColumns, toRow } from "../catalogs/service.ts";
import { commonColumns, tableOf } from "../catalogs/tables.ts";
import { blockProperties } from "../map/layers.ts";

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
  geometryColumn: AnyPgColumn;
  /** The columns read for a feature's properties. */
  columns: Record<string, AnyPgColumn | SQL>;
  properties(row: Record<string, unknown>): Record<string, unknown>;
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
};

/** The collections, one per map layer; wells are one point per well-log record. */
export const FEATURE_SOURCES: FeatureSource[] = [
  catalogueSource("seismic-2d", "Seismic_2D", "Seismic 2D lines", "The catalogue's Seismic 2D lines."),
  catalogueSource(
    "seismic-3d",
    "Seismic_3D",
    "Seismic 3D outlines",
    "The outlines of the catalogue's Seismic 3D surveys.",
  ),
  catalogueSource(
    "wells",
    "Well_Log",
    "Wells",
    "The catalogue's well-log records, each a point at its wellbore (a wellbore with several log files has a point per file).",
  ),
  catalogueSource(
    "non-seismic",
    "Non_Seismic",
    "Non-seismic survey areas",
    "The areas of the catalogue's non-seismic surveys.",
  ),
  blocks,
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
