import {
  type CatalogType,
  isCatalogType,
  MAX_DATA_REQUEST_RECORDS,
  type SelectionGeometry,
} from "@strata/core";

export type RecordRef = { type: CatalogType; id: string };

/** What a "Request this data" link names: catalogue records, an area drawn on the map, or both. */
export interface RequestSeed {
  records: RecordRef[];
  area: SelectionGeometry | null;
}

/**
 * The new-request form's address with the records (`record=<category>:<id>`, repeated) and the area
 * (`area=lon,lat;lon,lat;…`, the outer ring) filled in: short enough for a drawn shape, and the form
 * still validates what it reads.
 */
export function requestDataPath({ records = [], area = null }: Partial<RequestSeed>): string {
  const params = new URLSearchParams({ new: "1" });
  for (const r of records.slice(0, MAX_DATA_REQUEST_RECORDS)) params.append("record", `${r.type}:${r.id}`);
  if (area) params.set("area", area.coordinates[0].map(([lon, lat]) => `${lon},${lat}`).join(";"));
  return `/data-requests?${params}`;
}

/** `<category>:<id>` as a record reference, or null when it names no category. */
function recordOf(value: string): RecordRef | null {
  const at = value.indexOf(":");
  const type = value.slice(0, at);
  const id = value.slice(at + 1).trim();
  return at > 0 && isCatalogType(type) && id ? { type, id } : null;
}

/**
 * The area of an `area=` parameter as a polygon, or null when it is not a list of number pairs. It is
 * not validated here: the form shows what is wrong with it (an open or flat ring) like a typed one.
 */
function areaOf(value: string | null): SelectionGeometry | null {
  if (!value) return null;
  const positions = value.split(";").map((pair) => pair.split(",").map(Number));
  if (!positions.every((p) => p.length === 2 && p.every(Number.isFinite))) return null;
  return { type: "Polygon", coordinates: [positions as [number, number][]] };
}

/** What a new-request address names (see `requestDataPath`). */
export function requestSeedOf(params: URLSearchParams): RequestSeed {
  const records = params
    .getAll("record")
    .map(recordOf)
    .filter((r): r is RecordRef => r !== null);
  return { records, area: areaOf(params.get("area")) };
}
