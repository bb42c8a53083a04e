import { and, asc, count, eq, gt, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { type AnyGeometry, intersects } from "../map/geometry.ts";
import { overlaps } from "../map/layers.ts";
import { selectByGeometry } from "../map/select.ts";
import { bboxPolygon, extentColumns, FEATURE_SOURCES, type FeatureSource, sourceOf } from "./collections.ts";
import {
  CONFORMANCE_CLASSES,
  type Collection,
  CRS84,
  type Feature,
  type ItemsQuery,
  type Link,
} from "./schema.ts";

type Bbox = [number, number, number, number];
const JSON_TYPE = "application/json";
const GEOJSON = "application/geo+json";
/** Candidates read per statement while filling a page by the exact bbox test. */
const CANDIDATE_PAGE = 500;

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} does not exist.`);

/** The landing page: what QGIS and GDAL look for first (the API definition and the conformance). */
export function landingPage(base: string) {
  return {
    title: "Strata OGC API – Features",
    description: "The data catalogue's layers as OGC API – Features (Part 1), in CRS84.",
    links: [
      { href: `${base}/ogc`, rel: "self", type: JSON_TYPE, title: "This document" },
      {
        href: `${base}/api/docs/json`,
        rel: "service-desc",
        type: "application/vnd.oai.openapi+json;version=3.0",
        title: "The API definition",
      },
      { href: `${base}/api/docs`, rel: "service-doc", type: "text/html", title: "The API documentation" },
      { href: `${base}/ogc/conformance`, rel: "conformance", type: JSON_TYPE, title: "Conformance classes" },
      { href: `${base}/ogc/collections`, rel: "data", type: JSON_TYPE, title: "The collections" },
    ],
  };
}

export const conformance = () => ({ conformsTo: CONFORMANCE_CLASSES });

async function describeCollection(db: Database, source: FeatureSource, base: string): Promise<Collection> {
  const [e] = await db.select(extentColumns(source.bboxColumn)).from(source.table);
  const bbox = e.minX === null ? [-180, -90, 180, 90] : [e.minX, e.minY, e.maxX, e.maxY];
  const href = `${base}/ogc/collections/${source.id}`;
  return {
    id: source.id,
    title: source.title,
    description: source.description,
    itemType: "feature",
    crs: [CRS84],
    storageCrs: CRS84,
    extent: { spatial: { bbox: [bbox as number[]], crs: CRS84 } },
    links: [
      { href, rel: "self", type: JSON_TYPE, title: source.title },
      { href: `${href}/items`, rel: "items", type: GEOJSON, title: `${source.title}: features` },
    ],
  };
}

export async function listCollections(db: Database, base: string) {
  return {
    links: [{ href: `${base}/ogc/collections`, rel: "self", type: JSON_TYPE, title: "The collections" }],
    collections: await Promise.all(FEATURE_SOURCES.map((s) => describeCollection(db, s, base))),
  };
}

function knownSource(collectionId: string): FeatureSource {
  const source = sourceOf(collectionId);
  if (!source) throw notFound(`The collection "${collectionId}"`);
  return source;
}

export const getCollection = (db: Database, collectionId: string, base: string) =>
  describeCollection(db, knownSource(collectionId), base);

function toFeature(source: FeatureSource, row: Record<string, unknown>, base: string): Feature {
  const id = String(row.__id);
  const properties = source.properties(row);
  if (source.catalogType) {
    properties.link = `${base}/catalog/${source.catalogType}/${encodeURIComponent(id)}`;
  }
  return { type: "Feature", id, geometry: row.__geometry as Feature["geometry"], properties };
}

const selection = (source: FeatureSource) => ({
  ...source.columns,
  __id: source.idColumn,
  __geometry: source.geometryColumn,
});

/**
 * One page of features in id order after `cursor`: in a bbox, the box index finds the candidates
 * and the map's exact test keeps those whose geometry meets the bbox (not its envelope). Reads one
 * more than `limit` to know whether a next page exists.
 */
async function readPage(db: Database, source: FeatureSource, query: ItemsQuery) {
  const { bbox, limit, cursor } = query;
  const after = (id: unknown) => (id === undefined ? undefined : gt(source.idColumn, id));
  if (!bbox) {
    const rows = await db
      .select(selection(source))
      .from(source.table)
      .where(and(isNotNull(source.bboxColumn), after(cursor)))
      .orderBy(asc(source.idColumn))
      .limit(limit + 1);
    return rows as Record<string, unknown>[];
  }
  const polygon = bboxPolygon(bbox);
  const found: Record<string, unknown>[] = [];
  let last: unknown = cursor;
  for (;;) {
    const rows = (await db
      .select(selection(source))
      .from(source.table)
      .where(and(overlaps(source.bboxColumn, bbox), after(last)))
      .orderBy(asc(source.idColumn))
      .limit(CANDIDATE_PAGE)) as Record<string, unknown>[];
    for (const row of rows) {
      if (row.__geometry && intersects(row.__geometry as AnyGeometry, polygon)) found.push(row);
      if (found.length > limit) return found;
    }
    if (rows.length < CANDIDATE_PAGE) return found;
    last = rows[rows.length - 1].__id;
  }
}

/**
 * How many features match: every feature with a place, or in a bbox the map's own selection count
 * (box index, then exact test); left out when that selection stopped at its bounds.
 */
async function numberMatched(db: Database, source: FeatureSource, bbox: Bbox | undefined) {
  if (!bbox) {
    const [{ n }] = await db.select({ n: count() }).from(source.table).where(isNotNull(source.bboxColumn));
    return n;
  }
  const polygon = bboxPolygon(bbox);
  if (source.catalogType) {
    const { results } = await selectByGeometry(db, {
      geometry: { type: "Polygon", coordinates: polygon },
      mode: "intersects",
      types: [source.catalogType],
    });
    return results[0].truncated ? undefined : results[0].total;
  }
  // Blocks are a few hundred: test them all.
  const rows = await db
    .select({ geometry: source.geometryColumn })
    .from(source.table)
    .where(overlaps(source.bboxColumn, bbox));
  return rows.filter((r) => intersects(r.geometry as AnyGeometry, polygon)).length;
}

function itemsLink(
  base: string,
  source: FeatureSource,
  query: ItemsQuery,
  rel: string,
  cursor?: string,
): Link {
  const params = new URLSearchParams();
  if (query.bbox) params.set("bbox", query.bbox.join(","));
  params.set("limit", String(query.limit));
  if (cursor !== undefined) params.set("cursor", cursor);
  return {
    href: `${base}/ogc/collections/${source.id}/items?${params}`,
    rel,
    type: GEOJSON,
    title: rel === "next" ? "The next page" : "This page",
  };
}

export async function listItems(db: Database, collectionId: string, query: ItemsQuery, base: string) {
  const source = knownSource(collectionId);
  const [rows, matched] = await Promise.all([
    readPage(db, source, query),
    numberMatched(db, source, query.bbox),
  ]);
  const features = rows.slice(0, query.limit).map((row) => toFeature(source, row, base));
  const links = [itemsLink(base, source, query, "self", query.cursor)];
  if (rows.length > query.limit) {
    links.push(itemsLink(base, source, query, "next", features[features.length - 1].id));
  }
  return {
    type: "FeatureCollection" as const,
    features,
    ...(matched === undefined ? {} : { numberMatched: matched }),
    numberReturned: features.length,
    timeStamp: new Date().toISOString(),
    links,
  };
}

export async function getItem(db: Database, collectionId: string, featureId: string, base: string) {
  const source = knownSource(collectionId);
  const [row] = (await db
    .select(selection(source))
    .from(source.table)
    .where(and(eq(source.idColumn, featureId), isNotNull(source.bboxColumn)))) as Record<string, unknown>[];
  if (!row) throw notFound(`The feature "${featureId}" of "${collectionId}"`);
  const href = `${base}/ogc/collections/${source.id}`;
  return {
    ...toFeature(source, row, base),
    links: [
      {
        href: `${href}/items/${encodeURIComponent(featureId)}`,
        rel: "self",
        type: GEOJSON,
        title: "This feature",
      },
      { href, rel: "collection", type: JSON_TYPE, title: source.title },
    ],
  };
}
