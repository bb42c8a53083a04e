import { and, asc, count, countDistinct, eq, isNotNull, max, min, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notFound, validationFailed } from "../../lib/errors.ts";
import {
  type AnyGeometry,
  intersects,
  pathsOf,
  pointInPolygon,
  polygonsOf,
  segmentsIntersect,
} from "../../lib/geometry.ts";
import { overlaps, selectByGeometry } from "../map/index.ts";
import {
  bboxPolygon,
  extentColumns,
  FEATURE_SOURCES,
  type FeatureSource,
  keyOf,
  keyValue,
  sourceOf,
} from "./collections.ts";
import { compileFilter, isIsoInstant, type Residual, type SpatialSelection } from "./cql2.ts";
import {
  bboxToCrs84,
  CRS84,
  type Crs,
  EPSG3857,
  fromCrs84,
  MERCATOR_MAX,
  mapPositions,
  SUPPORTED_CRS,
} from "./crs.ts";
import { keptCount } from "./matched-cache.ts";
import { CONFORMANCE_CLASSES, type Collection, type Feature, type ItemsQuery, type Link } from "./schema.ts";

type Bbox = [number, number, number, number];
const JSON_TYPE = "application/json";
const GEOJSON = "application/geo+json";
const SCHEMA_JSON = "application/schema+json";
const QUERYABLES_REL = "http://www.opengis.net/def/rel/ogc/1.0/queryables";
const GREGORIAN = "http://www.opengis.net/def/uom/ISO-8601/0/Gregorian";
/** Candidates read per statement while filling a page by the exact spatial test. */
const CANDIDATE_PAGE = 500;
/** Candidates `numberMatched` tests at most in a spatial query beyond the map's own count; beyond, it is left out. */
const MATCH_SCAN_MAX = 20_000;
/**
 * Candidates one page tests at most: a page of a filter few candidates meet ends early there, with a
 * `next` link that resumes after the last candidate tested, so no request scans without bound.
 */
const PAGE_SCAN_MAX = 20_000;

/** OGC API words its 404s "… does not exist." (what QGIS shows when a layer went away). */
const doesNotExist = (what: string) => notFound(what, `${what} does not exist.`);
const invalid = (message: string) => validationFailed(message);

/** The landing page: what QGIS and GDAL look for first (the API definition and the conformance). */
export function landingPage(base: string) {
  return {
    title: "Strata OGC API – Features",
    description:
      "The data catalogue's layers as OGC API – Features (Parts 1, 2 and 3): GeoJSON in CRS84, EPSG:4326 or EPSG:3857, queryables and CQL2-text filters.",
    links: [
      { href: `${base}/ogc`, rel: "self", type: JSON_TYPE, title: "This document" },
      {
        href: `${base}/api/docs/json`,
        rel: "service-desc",
        type: "application/vnd.oai.openapi+json;version=3.1",
        title: "The API definition (OpenAPI 3.1)",
      },
      { href: `${base}/api/docs`, rel: "service-doc", type: "text/html", title: "The API documentation" },
      { href: `${base}/ogc/conformance`, rel: "conformance", type: JSON_TYPE, title: "Conformance classes" },
      { href: `${base}/ogc/collections`, rel: "data", type: JSON_TYPE, title: "The collections" },
    ],
  };
}

export const conformance = () => ({ conformsTo: CONFORMANCE_CLASSES });

/** Whether a caller sees a collection: bid-round blocks need bid-round rights. */
const visible = (source: FeatureSource, bidRoundRights: boolean) => !source.bidRoundRights || bidRoundRights;

async function describeCollection(db: Database, source: FeatureSource, base: string): Promise<Collection> {
  const [e] = await db
    .select({
      ...extentColumns(source.bboxColumn),
      ...(source.yearColumn ? { first: min(source.yearColumn), last: max(source.yearColumn) } : {}),
    })
    .from(source.table)
    .where(source.baseWhere);
  const bbox = e.minX === null ? [-180, -90, 180, 90] : [e.minX, e.minY, e.maxX, e.maxY];
  const first = (e as { first?: unknown }).first;
  const last = (e as { last?: unknown }).last;
  const href = `${base}/ogc/collections/${source.id}`;
  return {
    id: source.id,
    title: source.title,
    description: source.description,
    itemType: "feature",
    crs: [...SUPPORTED_CRS],
    storageCrs: CRS84,
    extent: {
      spatial: { bbox: [bbox as number[]], crs: CRS84 },
      ...(source.yearColumn
        ? {
            temporal: {
              interval: [
                [
                  first == null ? null : `${Number(first)}-01-01T00:00:00Z`,
                  last == null ? null : `${Number(last)}-12-31T23:59:59Z`,
                ],
              ],
              trs: GREGORIAN,
            },
          }
        : {}),
    },
    links: [
      { href, rel: "self", type: JSON_TYPE, title: source.title },
      { href: `${href}/items`, rel: "items", type: GEOJSON, title: `${source.title}: features` },
      { href: `${href}/schema`, rel: "describedby", type: SCHEMA_JSON, title: `${source.title}: schema` },
      {
        href: `${href}/queryables`,
        rel: QUERYABLES_REL,
        type: SCHEMA_JSON,
        title: `${source.title}: queryables`,
      },
    ],
  };
}

export async function listCollections(db: Database, base: string, bidRoundRights: boolean) {
  const sources = FEATURE_SOURCES.filter((s) => visible(s, bidRoundRights));
  return {
    links: [{ href: `${base}/ogc/collections`, rel: "self", type: JSON_TYPE, title: "The collections" }],
    collections: await Promise.all(sources.map((s) => describeCollection(db, s, base))),
  };
}

function knownSource(collectionId: string, bidRoundRights: boolean): FeatureSource {
  const source = sourceOf(collectionId);
  if (!source || !visible(source, bidRoundRights)) throw doesNotExist(`The collection "${collectionId}"`);
  return source;
}

export const getCollection = (db: Database, collectionId: string, base: string, bidRoundRights: boolean) =>
  describeCollection(db, knownSource(collectionId, bidRoundRights), base);

const JSON_TYPES = {
  text: { type: "string" },
  number: { type: "number" },
  date: { type: "string", format: "date" },
  boolean: { type: "boolean" },
} as const;

/**
 * A collection's JSON Schema (draft 2020-12): `describedby` gives every property of its features,
 * `queryables` the properties a filter may name (and the geometry), nothing else.
 */
export function collectionJsonSchema(
  collectionId: string,
  base: string,
  bidRoundRights: boolean,
  which: "schema" | "queryables",
) {
  const source = knownSource(collectionId, bidRoundRights);
  const properties: Record<string, Record<string, unknown>> = {
    geometry: { title: "Geometry", format: source.geometryFormat, "x-ogc-role": "primary-geometry" },
  };
  if (which === "schema" && source.catalogType && !source.grouped) {
    properties.id = { title: "Record id", type: "string" };
  }
  for (const [name, q] of Object.entries(source.queryables)) {
    properties[name] = { title: q.title, ...JSON_TYPES[q.kind] };
  }
  if (which === "schema" && source.grouped) {
    properties.logFiles = { title: "Well-log files", type: "integer" };
  }
  if (which === "schema" && source.catalogType) {
    properties.link = { title: "Record page", type: "string", format: "uri" };
  }
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `${base}/ogc/collections/${source.id}/${which}`,
    type: "object" as const,
    title: `${source.title}${which === "queryables" ? ": queryables" : ""}`,
    properties,
    additionalProperties: which === "schema",
  };
}

function toFeature(source: FeatureSource, row: Record<string, unknown>, base: string, crs: Crs): Feature {
  const id = String(row.__id);
  const properties = source.properties(row);
  if (source.catalogType) {
    const recordId = source.grouped ? String(row.firstLog) : id;
    properties.link = `${base}/catalog/${source.catalogType}/${encodeURIComponent(recordId)}`;
  }
  const geometry = row.__geometry as Feature["geometry"];
  return {
    type: "Feature",
    id,
    geometry:
      crs === CRS84
        ? geometry
        : { type: geometry.type, coordinates: mapPositions(geometry.coordinates, (p) => fromCrs84(crs, p)) },
    properties,
  };
}

const selection = (source: FeatureSource) => ({
  ...source.columns,
  __id: source.grouped ? sql`min(${source.idColumn})` : source.idColumn,
  __geometry: source.geometryColumn,
});

/** What an items request selects: SQL conditions, and the spatial selections tested exactly. */
interface Plan {
  where: SQL | undefined;
  spatial: SpatialSelection[];
  /** A filter's S_INTERSECTS under OR or NOT: tested on each candidate after the SQL prefilter. */
  residual?: Residual;
  /** The bbox when it is the only condition: `numberMatched` is then the map's own selection count. */
  onlyBbox?: Bbox;
}

/** A `bbox` in `bbox-crs` as a CRS84 box; a 400 naming bbox when it is none. */
export function parseBbox(text: string, crs: Crs): Bbox {
  const parts = text.split(",").map((p) => (p.trim() === "" ? Number.NaN : Number(p.trim())));
  if (parts.length !== 4 || !parts.every(Number.isFinite)) {
    throw invalid("bbox: expected four numbers minx,miny,maxx,maxy (in bbox-crs axis order)");
  }
  if (crs === EPSG3857 && parts.some((v) => Math.abs(v) > MERCATOR_MAX * 1.000001)) {
    throw invalid("bbox: EPSG:3857 coordinates are within ±20037508.34 m");
  }
  const [minX, minY, maxX, maxY] = bboxToCrs84(crs, parts as Bbox);
  const ok = Math.abs(minX) <= 180 && Math.abs(maxX) <= 180 && Math.abs(minY) <= 90 && Math.abs(maxY) <= 90;
  if (!ok || minX > maxX || minY > maxY) {
    throw invalid("bbox: expected minx,miny,maxx,maxy within the CRS's bounds, min ≤ max");
  }
  return [minX, minY, maxX, maxY];
}

/**
 * `datetime` (decision 0205): an RFC 3339 instant or interval (`a/b`, either end open as `..` or
 * empty), matched against the collection's year (acquisition, spud or survey year): a record's year
 * is the whole calendar year, so it matches when that year meets the instant or interval (UTC).
 */
export function datetimeCondition(source: FeatureSource, text: string): SQL {
  const column = source.yearColumn;
  if (!column) throw invalid(`datetime: the collection "${source.id}" has no temporal property`);
  const yearOf = (value: string) => {
    if (!isIsoInstant(value)) {
      throw invalid(`datetime: "${value}" is not an RFC 3339 date or date-time (e.g. 2020-01-01T00:00:00Z)`);
    }
    return new Date(value.length === 10 ? `${value}T00:00:00Z` : value).getUTCFullYear();
  };
  const parts = text.split("/");
  if (parts.length === 1) return eq(column, yearOf(parts[0]));
  if (parts.length !== 2) throw invalid("datetime: an instant or one interval start/end");
  const open = (v: string) => v === ".." || v === "";
  const [start, end] = parts.map((v) => (open(v) ? undefined : yearOf(v)));
  if (start !== undefined && end !== undefined && Date.parse(parts[0]) > Date.parse(parts[1])) {
    throw invalid("datetime: the interval ends before it starts");
  }
  return and(
    isNotNull(column),
    start === undefined ? undefined : sql`${column} >= ${start}`,
    end === undefined ? undefined : sql`${column} <= ${end}`,
  ) as SQL;
}

function planOf(source: FeatureSource, query: ItemsQuery): Plan {
  const spatial: SpatialSelection[] = [];
  const conditions: (SQL | undefined)[] = [isNotNull(source.bboxColumn), source.baseWhere];
  let bbox: Bbox | undefined;
  let residual: Residual | undefined;
  if (query.bbox !== undefined) {
    bbox = parseBbox(query.bbox, query["bbox-crs"] ?? CRS84);
    spatial.push({ kind: "polygon", polygon: bboxPolygon(bbox), envelope: bbox });
  }
  if (query.datetime !== undefined) conditions.push(datetimeCondition(source, query.datetime));
  if (query.filter !== undefined) {
    const compiled = compileFilter(query.filter, source.queryables, "geometry", (envelope) =>
      overlaps(source.bboxColumn, envelope),
    );
    conditions.push(compiled.where);
    spatial.push(...compiled.spatial);
    residual = compiled.residual;
  }
  const onlyBbox = bbox && spatial.length === 1 && query.datetime === undefined && query.filter === undefined;
  return { where: and(...conditions), spatial, residual, onlyBbox: onlyBbox ? bbox : undefined };
}

/** Whether a geometry meets a spatial selection: the map's exact test, or a point on it. */
function meets(geometry: AnyGeometry, selection: SpatialSelection): boolean {
  if (selection.kind === "polygon") return intersects(geometry, selection.polygon);
  const p = selection.point;
  if (polygonsOf(geometry).some((polygon) => pointInPolygon(p, polygon))) return true;
  return pathsOf(geometry).some((path) =>
    path.length === 1
      ? path[0][0] === p[0] && path[0][1] === p[1]
      : path.some((a, i) => i > 0 && segmentsIntersect(path[i - 1], a, p, p)),
  );
}

function meetsAll(row: Record<string, unknown>, plan: Plan): boolean {
  const geometry = row.__geometry as AnyGeometry | null;
  if (!geometry) return false;
  const test = (s: SpatialSelection) => meets(geometry, s);
  return plan.spatial.every(test) && (plan.residual?.test(row, test) ?? true);
}

/** Whether the plan needs each candidate tested in JavaScript (the exact spatial test). */
const testsCandidates = (plan: Plan) => plan.spatial.length > 0 || plan.residual !== undefined;

/** The residual's attribute parts as columns (`__r0`…); per feature, any of its rows, where grouped. */
function residualColumns(source: FeatureSource, plan: Plan): Record<string, SQL> {
  return Object.fromEntries(
    (plan.residual?.columns ?? []).map((condition, i) => [
      `__r${i}`,
      source.grouped ? sql`bool_or(${condition})` : condition,
    ]),
  );
}

/** Rows in id order (grouped per feature where the source groups), under the plan's SQL and `extra`. */
function rowsQuery(
  db: Database,
  source: FeatureSource,
  plan: Plan,
  extra: SQL | undefined,
  columns = selection(source),
) {
  const query = db.select(columns).from(source.table).where(and(plan.where, extra)).$dynamic();
  return (source.grouped ? query.groupBy(keyOf(source)) : query).orderBy(asc(keyOf(source)));
}

/** The features after a cursor (the last id of the previous page), in key order. */
const afterKey = (source: FeatureSource, id: unknown) => sql`${keyOf(source)} > ${keyValue(source, id)}`;

const envelopes = (source: FeatureSource, plan: Plan) =>
  and(...plan.spatial.map((s) => overlaps(source.bboxColumn, s.envelope)));

/**
 * One page of features in id order after `cursor`: with spatial selections, the box index finds the
 * candidates and the map's exact test keeps those whose geometry meets them (not their envelope).
 * Reads one more than `limit` to know whether a next page exists; past PAGE_SCAN_MAX candidates it
 * stops, answering where the next page resumes (`resumeAfter`).
 */
async function readPage(db: Database, source: FeatureSource, plan: Plan, limit: number, cursor?: string) {
  const after = (id: unknown) => (id === undefined ? undefined : afterKey(source, id));
  if (!testsCandidates(plan)) {
    const rows = (await rowsQuery(db, source, plan, after(cursor)).limit(limit + 1)) as Record<
      string,
      unknown
    >[];
    return { rows };
  }
  const columns = { ...selection(source), ...residualColumns(source, plan) };
  const found: Record<string, unknown>[] = [];
  let last: unknown = cursor;
  let scanned = 0;
  for (;;) {
    const rows = (await rowsQuery(db, source, plan, and(envelopes(source, plan), after(last)), columns).limit(
      CANDIDATE_PAGE,
    )) as Record<string, unknown>[];
    for (const row of rows) {
      if (meetsAll(row, plan)) found.push(row);
      if (found.length > limit) return { rows: found };
    }
    if (rows.length < CANDIDATE_PAGE) return { rows: found };
    last = rows[rows.length - 1].__id;
    scanned += rows.length;
    if (scanned >= PAGE_SCAN_MAX) return { rows: found, resumeAfter: String(last) };
  }
}

/**
 * How many features match: a count by SQL; with a bbox alone, the map's own selection count (box
 * index, then exact test); with other spatial selections, the exact test over at most
 * MATCH_SCAN_MAX candidates. Left out when a count stopped at its bounds.
 */
async function numberMatched(db: Database, source: FeatureSource, plan: Plan) {
  if (!testsCandidates(plan)) {
    const n = source.grouped ? countDistinct(keyOf(source)) : count();
    const query = db.select({ n }).from(source.table).where(plan.where);
    const counted = async () => (await query)[0].n;
    if (!source.catalogType) return counted();
    const { sql: text, params } = query.toSQL();
    return keptCount(db, source.catalogType, `${text}\u0000${JSON.stringify(params)}`, counted);
  }
  if (plan.onlyBbox && source.catalogType && !source.grouped) {
    const { results } = await selectByGeometry(db, {
      geometry: { type: "Polygon", coordinates: bboxPolygon(plan.onlyBbox) },
      mode: "intersects",
      types: [source.catalogType],
    });
    return results[0].truncated ? undefined : results[0].total;
  }
  let matched = 0;
  let scanned = 0;
  let last: unknown;
  const { __id, __geometry } = selection(source);
  const columns = { __id, __geometry, ...residualColumns(source, plan) };
  for (;;) {
    const after = last === undefined ? undefined : afterKey(source, last);
    const rows = (await rowsQuery(db, source, plan, and(envelopes(source, plan), after), columns).limit(
      CANDIDATE_PAGE * 4,
    )) as Record<string, unknown>[];
    matched += rows.filter((row) => meetsAll(row, plan)).length;
    scanned += rows.length;
    if (rows.length < CANDIDATE_PAGE * 4) return matched;
    if (scanned >= MATCH_SCAN_MAX) return undefined;
    last = rows[rows.length - 1].__id;
  }
}

const CARRIED = ["bbox", "bbox-crs", "datetime", "filter", "filter-lang", "filter-crs", "crs"] as const;

function itemsLink(
  base: string,
  source: FeatureSource,
  query: ItemsQuery,
  rel: string,
  cursor?: string,
): Link {
  const params = new URLSearchParams();
  for (const name of CARRIED) {
    const value = query[name];
    if (value !== undefined) params.set(name, value);
  }
  params.set("limit", String(query.limit));
  if (cursor !== undefined) params.set("cursor", cursor);
  return {
    href: `${base}/ogc/collections/${source.id}/items?${params}`,
    rel,
    type: GEOJSON,
    title: rel === "next" ? "The next page" : "This page",
  };
}

export async function listItems(
  db: Database,
  collectionId: string,
  query: ItemsQuery,
  base: string,
  bidRoundRights: boolean,
) {
  const source = knownSource(collectionId, bidRoundRights);
  const plan = planOf(source, query);
  const crs = query.crs ?? CRS84;
  const [{ rows, resumeAfter }, matched] = await Promise.all([
    readPage(db, source, plan, query.limit, query.cursor),
    numberMatched(db, source, plan),
  ]);
  const features = rows.slice(0, query.limit).map((row) => toFeature(source, row, base, crs));
  const links = [itemsLink(base, source, query, "self", query.cursor)];
  if (rows.length > query.limit) {
    links.push(itemsLink(base, source, query, "next", features[features.length - 1].id));
  } else if (resumeAfter !== undefined) {
    links.push(itemsLink(base, source, query, "next", resumeAfter));
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

export async function getItem(
  db: Database,
  collectionId: string,
  featureId: string,
  base: string,
  bidRoundRights: boolean,
  crs: Crs,
) {
  const source = knownSource(collectionId, bidRoundRights);
  const plan: Plan = { where: and(isNotNull(source.bboxColumn), source.baseWhere), spatial: [] };
  const [row] = (await rowsQuery(
    db,
    source,
    plan,
    sql`${keyOf(source)} = ${keyValue(source, featureId)}`,
  )) as Record<string, unknown>[];
  if (!row) throw doesNotExist(`The feature "${featureId}" of "${collectionId}"`);
  const href = `${base}/ogc/collections/${source.id}`;
  return {
    ...toFeature(source, row, base, crs),
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
