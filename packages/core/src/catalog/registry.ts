import type { SDCType } from "../enums.ts";

/** The five catalogue categories: every data category but `None` (section 3). */
export const CATALOG_TYPES = [
  "Seismic_2D",
  "Seismic_3D",
  "Well_Log",
  "Technical_Report",
  "Non_Seismic",
] as const satisfies readonly Exclude<SDCType, "None">[];
export type CatalogType = (typeof CATALOG_TYPES)[number];

export function isCatalogType(value: string): value is CatalogType {
  return (CATALOG_TYPES as readonly string[]).includes(value);
}

export type ColumnKind = "text" | "number" | "date" | "boolean";

/** The lookup lists of section 3 (block is its own table, with geometry). */
export const LOOKUP_LISTS = [
  "region",
  "block",
  "field",
  "operator",
  "category",
  "acquisitionContractor",
  "processingContractor",
  "datum",
  "projection",
  "nonSeismicSurveyType",
  "processingStage",
  "usi2D",
  "usi3D",
  "wellbore",
  "datasetGroup",
  "dataType",
  "unit",
  "primaryDatum",
  "lineGeometry",
] as const;
export type LookupList = (typeof LOOKUP_LISTS)[number];

/**
 * One column of a catalogue table. `key` is the API name (camelCase); the web builds its table
 * columns from this and the API validates `sort` and `filter` against it.
 *
 * Filters: a text column filters by a list of values; a number or date column by `{min, max}` (and a
 * number column with `facet` also by values, e.g. year); a boolean by `[true]`/`[false]`.
 */
export interface CatalogColumn {
  key: string;
  label: string;
  kind: ColumnKind;
  sortable: boolean;
  filterable: boolean;
  /** Counted per value by the facets endpoint. */
  facet: boolean;
  /** The lookup list the values come from, where there is one. */
  lookup?: LookupList;
  /** Unit shown beside numbers, e.g. "km". */
  unit?: string;
  /**
   * A technical report's semicolon-separated list of other records' keys (section 5): filtered by
   * "any of these values", resolved into linked records on the details page.
   */
  linksTo?: { types: CatalogType[]; key: string };
}

export type GeometryKind = "LineString" | "Polygon" | "Point";

export interface CatalogTypeDef {
  type: CatalogType;
  /** The spec's id field; also the first column. */
  idField: string;
  displayName: string;
  /** The column shown as a record's title (search results, map pop-ups, bookmarks). */
  titleKey: string;
  /** The columns shown under the title in search results and map pop-ups. */
  subtitleKeys: string[];
  /** What the map draws; technical reports have no geometry of their own. */
  geometry: GeometryKind | null;
  /** The sort of a list with no `sort` and no search text. */
  defaultSort: { key: string; order: "asc" | "desc" };
  columns: CatalogColumn[];
}

type ColumnOptions = Partial<Omit<CatalogColumn, "key" | "label" | "kind">>;

function column(kind: ColumnKind, key: string, label: string, options: ColumnOptions = {}): CatalogColumn {
  return { key, label, kind, sortable: kind !== "boolean", filterable: true, facet: false, ...options };
}
const text = (key: string, label: string, options?: ColumnOptions) => column("text", key, label, options);
const num = (key: string, label: string, options?: ColumnOptions) => column("number", key, label, options);
const date = (key: string, label: string, options?: ColumnOptions) => column("date", key, label, options);
const flag = (key: string, label: string) => column("boolean", key, label);

/** The download-right flags and MBR+ flag every record carries (section 3). */
export const DOWNLOAD_FLAG_COLUMNS: CatalogColumn[] = [
  flag("basic", "Basic"),
  flag("standard", "Standard"),
  flag("premium", "Premium"),
  flag("bid", "Bid (MBR)"),
  flag("academia", "Academia"),
  flag("mbrPlus", "MBR+"),
];

const region = text("region", "Region", { facet: true, lookup: "region" });
const block = text("block", "Block", { facet: true, lookup: "block" });
const operator = text("operator", "Operator", { facet: true, lookup: "operator" });
const year = (label: string) => num("year", label, { facet: true });

/** Columns at the end of every type: download rights, MBR+ and the record's dates. */
const TRAILING: CatalogColumn[] = [
  ...DOWNLOAD_FLAG_COLUMNS,
  date("dateAdded", "Date Added"),
  date("dateUpdated", "Date Updated"),
];

const SEISMIC_2D: CatalogTypeDef = {
  type: "Seismic_2D",
  idField: "seismic2DInfoID",
  displayName: "Seismic 2D",
  titleKey: "lineName",
  subtitleKeys: ["surveyName", "usi", "block"],
  geometry: "LineString",
  defaultSort: { key: "dateAdded", order: "desc" },
  columns: [
    text("seismic2DInfoID", "Seismic 2D Info ID"),
    text("lineName", "Line Name"),
    text("usi", "USI Code", { lookup: "usi2D" }),
    text("surveyName", "Survey Name"),
    num("firstShotpoint", "First Shotpoint"),
    num("lastShotpoint", "Last Shotpoint"),
    num("length", "Length", { unit: "km" }),
    region,
    block,
    operator,
    text("processingStage", "Processing Stage", { facet: true, lookup: "processingStage" }),
    text("acquisitionContractor", "Acquisition Contractor", { facet: true, lookup: "acquisitionContractor" }),
    text("processingContractor", "Processing Contractor", { lookup: "processingContractor" }),
    year("Acquisition Year"),
    text("crs", "CRS", { lookup: "projection" }),
    text("lineGeometry", "Line Geometry", { lookup: "lineGeometry" }),
    ...TRAILING,
  ],
};

const SEISMIC_3D: CatalogTypeDef = {
  type: "Seismic_3D",
  idField: "seismic3DInfoID",
  displayName: "Seismic 3D",
  titleKey: "surveyName",
  subtitleKeys: ["usi", "processingStage", "block"],
  geometry: "Polygon",
  defaultSort: { key: "dateAdded", order: "desc" },
  columns: [
    text("seismic3DInfoID", "Seismic 3D Info ID"),
    text("surveyName", "Survey Name"),
    text("usi", "USI Code", { lookup: "usi3D" }),
    num("binWidthI", "Bin Width I", { unit: "m" }),
    num("binWidthJ", "Bin Width J", { unit: "m" }),
    num("firstILine", "First I Line"),
    num("lastILine", "Last I Line"),
    num("firstJLine", "First J Line"),
    num("lastJLine", "Last J Line"),
    num("areaKm2", "Area", { unit: "km²" }),
    text("domainType", "Domain Type", { facet: true }),
    text("unit", "Unit", { lookup: "unit" }),
    region,
    block,
    operator,
    text("processingStage", "Processing Stage", { facet: true, lookup: "processingStage" }),
    text("acquisitionContractor", "Acquisition Contractor", { facet: true, lookup: "acquisitionContractor" }),
    text("processingContractor", "Processing Contractor", { lookup: "processingContractor" }),
    year("Acquisition Year"),
    text("crs", "CRS", { lookup: "projection" }),
    ...TRAILING,
  ],
};

const WELL_LOG: CatalogTypeDef = {
  type: "Well_Log",
  idField: "wellLogFileInfoID",
  displayName: "Well Log",
  titleKey: "wellboreName",
  subtitleKeys: ["fileName", "field", "block"],
  geometry: "Point",
  defaultSort: { key: "dateAdded", order: "desc" },
  columns: [
    text("wellLogFileInfoID", "Well Log File Info ID"),
    text("wellboreName", "Wellbore Name", { lookup: "wellbore" }),
    text("field", "Field", { facet: true, lookup: "field" }),
    block,
    region,
    operator,
    date("spudDate", "Spud Date"),
    num("totalDepth", "Total Depth"),
    text("datasetGroup", "Dataset Group", { facet: true, lookup: "datasetGroup" }),
    text("dataType", "Data Type", { facet: true, lookup: "dataType" }),
    num("topDepth", "Top Depth"),
    num("bottomDepth", "Bottom Depth"),
    text("unit", "Unit", { lookup: "unit" }),
    text("primaryDatum", "Primary Datum", { lookup: "primaryDatum" }),
    text("fileName", "File Name"),
    year("Spud Year"),
    ...TRAILING,
  ],
};

const TECHNICAL_REPORT: CatalogTypeDef = {
  type: "Technical_Report",
  idField: "barcodeNumber",
  displayName: "Technical Report",
  titleKey: "reportTitle",
  subtitleKeys: ["companyAuthor", "category", "reportDate"],
  geometry: null,
  defaultSort: { key: "reportDate", order: "desc" },
  columns: [
    text("barcodeNumber", "Barcode Number"),
    text("reportTitle", "Report Title"),
    date("reportDate", "Report Date"),
    text("volume", "Volume"),
    text("author", "Author"),
    text("companyAuthor", "Company Author", { facet: true, lookup: "operator" }),
    text("psContractor", "PS Contractor", { facet: true, lookup: "operator" }),
    text("category", "Category", { facet: true, lookup: "category" }),
    text("linkedUsi", "Linked 2D/3D USI", {
      sortable: false,
      linksTo: { types: ["Seismic_2D", "Seismic_3D"], key: "usi" },
    }),
    text("linkedUnsi", "Linked Non-Seismic UNSI", {
      sortable: false,
      linksTo: { types: ["Non_Seismic"], key: "uNSI" },
    }),
    text("wells", "Wells", { sortable: false, linksTo: { types: ["Well_Log"], key: "wellboreName" } }),
    text("fields", "Fields", { sortable: false, linksTo: { types: ["Well_Log"], key: "field" } }),
    region,
    year("Year"),
    ...TRAILING,
  ],
};

const NON_SEISMIC: CatalogTypeDef = {
  type: "Non_Seismic",
  idField: "uNSI",
  displayName: "Non Seismic",
  titleKey: "surveyName",
  subtitleKeys: ["surveyType", "operator", "block"],
  geometry: "Polygon",
  defaultSort: { key: "dateAdded", order: "desc" },
  columns: [
    text("uNSI", "UNSI"),
    text("surveyName", "Survey Name"),
    text("surveyType", "Survey Type", { facet: true, lookup: "nonSeismicSurveyType" }),
    operator,
    text("datum", "Datum", { lookup: "datum" }),
    text("projection", "Projection", { lookup: "projection" }),
    num("estimatedDataSizeMb", "Estimated Data Size", { unit: "MB" }),
    region,
    block,
    year("Survey Year"),
    ...TRAILING,
  ],
};

/** The one column registry: API validation, database mapping and web table columns all read it. */
export const CATALOG_REGISTRY: Record<CatalogType, CatalogTypeDef> = {
  Seismic_2D: SEISMIC_2D,
  Seismic_3D: SEISMIC_3D,
  Well_Log: WELL_LOG,
  Technical_Report: TECHNICAL_REPORT,
  Non_Seismic: NON_SEISMIC,
};

export function catalogColumn(type: CatalogType, key: string): CatalogColumn | undefined {
  return CATALOG_REGISTRY[type].columns.find((c) => c.key === key);
}

/** Whether a column offers a list of values (multi-select filter, unique-values). */
export function hasValueList(column: CatalogColumn): boolean {
  return column.kind === "text" || column.kind === "boolean" || (column.kind === "number" && column.facet);
}

/** Whether a column filters by a `{min, max}` range. */
export function hasRange(column: CatalogColumn): boolean {
  return column.kind === "number" || column.kind === "date";
}
