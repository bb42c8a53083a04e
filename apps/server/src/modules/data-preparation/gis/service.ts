import {
  acceptedGeometryTypes,
  CATALOG_REGISTRY,
  type CatalogRow,
  type CatalogType,
  type GisFeatureSummary,
  type IngestPageBody,
  LINK_MESSAGES,
  type LinkResult,
  MAP_LAYERS,
  METADATA_MESSAGES,
} from "@strata/core";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { type Geometry, gisFeatures } from "../../../db/schema/index.ts";
import { notFound } from "../../../lib/errors.ts";
import { commonColumns, parseBox, rowColumns, tableOf, toRow } from "../../catalogs/index.ts";
import type { Author } from "../files/history.ts";
import { writeLinkHistories } from "../files/history.ts";

interface Paged<T> {
  result: T[];
  pageNumber: number;
  pageSize: number;
  pageTotal: number;
}

const emptyPage = <T>(query: IngestPageBody): Paged<T> => ({
  result: [],
  pageNumber: query.pageNumber,
  pageSize: query.pageSize,
  pageTotal: 0,
});

/** Technical reports have no geometry of their own (the registry says so), so none is ever missing. */
const hasGeometry = (type: CatalogType) => CATALOG_REGISTRY[type].geometry !== null;

/** Records with no geometry, by id. */
export async function metadataWithoutGis(db: Database, query: IngestPageBody): Promise<Paged<CatalogRow>> {
  const type = query.ingestType;
  if (!hasGeometry(type)) return emptyPage(query);
  const { id, geometry } = commonColumns(type);
  const where = isNull(geometry);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(tableOf(type)).where(where),
    db
      .select(rowColumns(type))
      .from(tableOf(type))
      .where(where)
      .orderBy(asc(id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
  ]);
  return {
    result: rows.map((r) => toRow(type, r)),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    pageTotal: total,
  };
}

/** GIS features of a category that no record has taken. */
export async function gisWithoutMetadata(
  db: Database,
  query: IngestPageBody,
): Promise<Paged<GisFeatureSummary>> {
  const where = and(eq(gisFeatures.sdcType, query.ingestType), isNull(gisFeatures.recordId));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(gisFeatures).where(where),
    db
      .select({
        id: gisFeatures.id,
        name: gisFeatures.name,
        geometry: gisFeatures.geometry,
        bbox: gisFeatures.bbox,
      })
      .from(gisFeatures)
      .where(where)
      .orderBy(asc(gisFeatures.name), asc(gisFeatures.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
  ]);
  return {
    result: rows.map((r) => ({
      gisId: r.id,
      name: r.name,
      geometryType: (r.geometry as Geometry).type,
      bbox: parseBox(r.bbox) ?? [0, 0, 0, 0],
    })),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    pageTotal: total,
  };
}

/**
 * Gives a record the geometry (and bounding box) of a GIS feature and marks the feature as taken.
 * A feature taken by another record, a record that has a geometry, or a geometry of the wrong kind
 * is refused with code 201 and changes nothing.
 */
export async function linkGisToMetadata(
  db: Database,
  opts: { type: CatalogType; gisId: string; id: string; author: Author },
): Promise<LinkResult> {
  const { type, gisId, id } = opts;
  const def = CATALOG_REGISTRY[type];
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [feature] = await tx
      .select()
      .from(gisFeatures)
      .where(and(eq(gisFeatures.id, gisId), eq(gisFeatures.sdcType, type)))
      .for("update");
    if (!feature) throw notFound("GIS feature");
    const columns = commonColumns(type);
    const [record] = await tx
      .select({ geometry: columns.geometry })
      .from(tableOf(type))
      .where(eq(columns.id, id))
      .for("update");
    if (!record) throw notFound("Record");
    if (feature.recordId === id) return { code: 200, message: LINK_MESSAGES.gisLinked };
    if (feature.recordId)
      return { code: 201, message: LINK_MESSAGES.gisLinkedElsewhere(gisId, feature.recordId) };
    if (record.geometry) return { code: 201, message: LINK_MESSAGES.recordHasGeometry(id) };
    const geometry = feature.geometry as Geometry;
    if (!acceptedGeometryTypes(type).includes(geometry.type)) {
      return { code: 201, message: LINK_MESSAGES.geometryMismatch(geometry.type, def.displayName) };
    }
    await tx
      .update(tableOf(type))
      .set({ geometry, bbox: feature.bbox, dateUpdated: sql`now()` } as never)
      .where(eq(columns.id, id));
    await tx.update(gisFeatures).set({ recordId: id }).where(eq(gisFeatures.id, gisId));
    await writeLinkHistories(tx, opts.author, [
      { type, recordId: id, before: { geometry: null }, after: { geometry, gisId } },
    ]);
    return { code: 200, message: LINK_MESSAGES.gisLinked };
  });
}

/** A record's geometry; a missing record answers the section-8 text. */
export async function gisDataById(db: Database, type: CatalogType, id: string) {
  const columns = commonColumns(type);
  const [record] = await db
    .select({ geometry: columns.geometry, bbox: columns.bbox })
    .from(tableOf(type))
    .where(eq(columns.id, id));
  if (!record) throw notFound("Well", METADATA_MESSAGES.getGisWellDataFailed);
  return {
    id,
    geometry: (record.geometry as Geometry | null) ?? null,
    bbox: parseBox(record.bbox as string | null),
  };
}

/** The map layer of a category on this server (GeoJSON by bbox and zoom); technical reports have none. */
export function webMapServiceUrl(origin: string, type: CatalogType) {
  if (!(MAP_LAYERS as readonly string[]).includes(type)) {
    throw notFound("Layer", METADATA_MESSAGES.getWebMapServiceUrlFailed);
  }
  return { url: `${origin}/api/map/layers/${type}` };
}

export async function nonSeismicItem(db: Database, id: string): Promise<CatalogRow> {
  const columns = commonColumns("Non_Seismic");
  const [row] = await db
    .select(rowColumns("Non_Seismic"))
    .from(tableOf("Non_Seismic"))
    .where(eq(columns.id, id));
  if (!row) throw notFound("Non-seismic record", METADATA_MESSAGES.getNonSeismicDataFailed);
  return toRow("Non_Seismic", row);
}
