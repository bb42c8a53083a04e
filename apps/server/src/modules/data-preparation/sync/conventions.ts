import {
  CATALOG_REGISTRY,
  type CatalogType,
  DATA_ROOT_FOLDERS,
  REGION_CODES,
  type StorageFileFormat,
} from "@strata/core";

/**
 * The section-9 data paths read backwards: from a file's storage key to what names its record.
 *   Seismic 2D/{region}/{USI}/SEG-Y/…/{line}.sgy
 *   Seismic 3D/{region}/{USI}/{processing stage}/{file}.sgy
 *   WELL LOGS/{region}/{wellbore}/{dataset group}/{data type}/{file name}
 *   Technical Report/{region}/{barcode}….pdf
 *   Non Seismic/{survey type}/{region}/{UNSI}/…/{file}
 */

export const CONVENTIONS: Record<CatalogType, string> = {
  Seismic_2D: "Seismic 2D/{region}/{USI}/SEG-Y/{line name}.sgy",
  Seismic_3D: "Seismic 3D/{region}/{USI}/{processing stage}/{file}.sgy",
  Well_Log: "WELL LOGS/{region}/{wellbore}/{dataset group}/{data type}/{file name}",
  Technical_Report: "Technical Report/{region}/{barcode}.pdf",
  Non_Seismic: "Non Seismic/{survey type}/{region}/{UNSI}/{file}",
};

/** The formats a type's folders hold; CSV and XLSX anywhere under them are metadata sheets. */
export const FORMATS_BY_TYPE: Record<CatalogType, StorageFileFormat[]> = {
  Seismic_2D: ["SEG-Y"],
  Seismic_3D: ["SEG-Y"],
  Well_Log: ["LAS", "PDF"],
  Technical_Report: ["PDF"],
  Non_Seismic: ["PDF"],
};
export const TABLE_FORMATS: StorageFileFormat[] = ["CSV", "XLSX"];

const EXTENSIONS: Record<string, StorageFileFormat> = {
  sgy: "SEG-Y",
  segy: "SEG-Y",
  las: "LAS",
  pdf: "PDF",
  csv: "CSV",
  xlsx: "XLSX",
};

export function formatOf(name: string): StorageFileFormat {
  const dot = name.lastIndexOf(".");
  return (dot > 0 && EXTENSIONS[name.slice(dot + 1).toLowerCase()]) || "Other";
}

export const rootOf = (type: CatalogType) => `${DATA_ROOT_FOLDERS[type]}/`;

/** A path segment as the value it stands for (section 5: a slash inside a value is stored as %2F). */
export const decodeSegment = (segment: string) => segment.replace(/%2F/gi, "/");

const stem = (name: string) => (name.lastIndexOf(".") > 0 ? name.slice(0, name.lastIndexOf(".")) : name);

/** What a path says about its record; the matcher looks the record up by it. */
export type RecordKey =
  | { type: "Seismic_2D"; region: string; usi: string; lineName: string }
  | { type: "Seismic_3D"; region: string; usi: string; stage: string }
  | { type: "Well_Log"; region: string; wellbore: string; fileName: string }
  | { type: "Technical_Report"; region: string; barcode: string }
  | { type: "Non_Seismic"; region: string; surveyType: string; unsi: string };

export type PathReading = { ok: true; key: RecordKey } | { ok: false; reason: string };

const REGIONS = [...new Set(Object.values(REGION_CODES))];

/** Reads a file's key (under the type's root folder) by its type's convention. */
export function readPath(type: CatalogType, key: string): PathReading {
  const segments = key.slice(rootOf(type).length).split("/");
  const name = segments.at(-1)!;
  const misplaced = (): PathReading => ({
    ok: false,
    reason: `Not where ${CATALOG_REGISTRY[type].displayName} files go: ${CONVENTIONS[type]}`,
  });
  const regionAt = (index: number): PathReading | null =>
    REGIONS.includes(segments[index] as never)
      ? null
      : { ok: false, reason: `"${segments[index]}" is not a region code (${REGIONS.join(", ")})` };

  switch (type) {
    case "Seismic_2D": {
      if (segments.length < 4 || segments[2].toUpperCase() !== "SEG-Y") return misplaced();
      return (
        regionAt(0) ?? {
          ok: true,
          key: {
            type,
            region: segments[0],
            usi: decodeSegment(segments[1]),
            lineName: decodeSegment(stem(name)),
          },
        }
      );
    }
    case "Seismic_3D": {
      if (segments.length !== 4) return misplaced();
      return (
        regionAt(0) ?? {
          ok: true,
          key: {
            type,
            region: segments[0],
            usi: decodeSegment(segments[1]),
            stage: decodeSegment(segments[2]),
          },
        }
      );
    }
    case "Well_Log": {
      if (segments.length !== 5) return misplaced();
      return (
        regionAt(0) ?? {
          ok: true,
          key: {
            type,
            region: segments[0],
            wellbore: decodeSegment(segments[1]),
            fileName: decodeSegment(name),
          },
        }
      );
    }
    case "Technical_Report": {
      if (segments.length !== 2) return misplaced();
      // The barcode leads the name: "TR0000123.pdf", "TR0000123_vol2.pdf", "TR0000123 Appendix.pdf".
      const barcode = stem(name).split(/[_\s]/)[0];
      return regionAt(0) ?? { ok: true, key: { type, region: segments[0], barcode } };
    }
    case "Non_Seismic": {
      if (segments.length < 4) return misplaced();
      return (
        regionAt(1) ?? {
          ok: true,
          key: {
            type,
            region: segments[1],
            surveyType: decodeSegment(segments[0]),
            unsi: decodeSegment(segments[2]),
          },
        }
      );
    }
  }
}
