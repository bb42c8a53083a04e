import type { SDCType } from "./enums.ts";

/** Section 9: Peninsular East shares Peninsular Malaysia's code. */
export const REGION_CODES = {
  "Peninsular Malaysia": "PM",
  "Peninsular East": "PM",
  Sabah: "SB",
  Sarawak: "SK",
} as const;
export type RegionName = keyof typeof REGION_CODES;
export type RegionCode = (typeof REGION_CODES)[RegionName];

export function regionCode(name: string): RegionCode {
  const trimmed = name.trim();
  if (!Object.hasOwn(REGION_CODES, trimmed)) throw new Error(`Unknown region: ${name}`);
  return REGION_CODES[trimmed as RegionName];
}

const CODES = new Set<string>(Object.values(REGION_CODES));

/** Storage folders are named by region code; metadata may hold the name or the code already. */
function regionSegment(region: string): string {
  return CODES.has(region.trim()) ? region.trim() : regionCode(region);
}

/** Section 5: a slash inside a value (e.g. a wellbore "A-1/ST1") must not open a new folder. */
export function encodePathSegment(segment: string): string {
  if (segment.trim() === "") throw new Error("A data path segment is empty");
  return segment.replaceAll("/", "%2F");
}

/** Section 9: top-level storage folder per data category. */
export const DATA_ROOT_FOLDERS: Record<Exclude<SDCType, "None">, string> = {
  Seismic_2D: "Seismic 2D",
  Seismic_3D: "Seismic 3D",
  Well_Log: "WELL LOGS",
  Technical_Report: "Technical Report",
  Non_Seismic: "Non Seismic",
};

export type DataPathInput =
  | { type: "Seismic_2D"; region: string; usi: string; rest?: readonly string[] }
  | { type: "Seismic_3D"; region: string; usi: string; processingStage: string }
  | {
      type: "Well_Log";
      region: string;
      wellbore: string;
      datasetGroup: string;
      dataType: string;
      fileName: string;
    }
  | { type: "Technical_Report"; region: string }
  | { type: "Non_Seismic"; surveyType: string; region: string; unsi: string };

function segmentsOf(input: DataPathInput): string[] {
  switch (input.type) {
    case "Seismic_2D":
      return [regionSegment(input.region), input.usi, "SEG-Y", ...(input.rest ?? [])];
    case "Seismic_3D":
      return [regionSegment(input.region), input.usi, input.processingStage];
    case "Well_Log":
      return [
        regionSegment(input.region),
        input.wellbore,
        input.datasetGroup,
        input.dataType,
        input.fileName,
      ];
    case "Technical_Report":
      return [regionSegment(input.region)];
    case "Non_Seismic":
      return [input.surveyType, regionSegment(input.region), input.unsi];
  }
}

/** The storage path of a record (section 9), e.g. `Seismic 3D/SB/USI-1/PSTM`. */
export function dataPath(input: DataPathInput): string {
  return [DATA_ROOT_FOLDERS[input.type], ...segmentsOf(input).map(encodePathSegment)].join("/");
}
