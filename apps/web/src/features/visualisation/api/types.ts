/**
 * The answers of the preview calls, as decision 0140 states them. Hand-kept until the server's zod
 * schemas land in packages/core; then these become `z.infer` re-exports.
 */

// Seismic (SEG-Y)

export interface SeismicKeyRange {
  min: number;
  max: number;
  step: number;
  /** The trace-header byte the numbers are read from (189 inline, 193 crossline by default). */
  byte: number;
}

/** GET /api/visualisation/seismic/:fileId/geometry */
export interface SeismicGeometry {
  kind: "2d" | "3d";
  traceCount: number;
  samples: number;
  sampleIntervalUs: number;
  timeStartMs: number;
  timeEndMs: number;
  format: 1 | 2 | 3 | 5 | 8;
  byteOrder: "big" | "little";
  revision: 0 | 1 | 2;
  textualEncoding: "ebcdic" | "ascii";
  inline: SeismicKeyRange | null;
  crossline: SeismicKeyRange | null;
  cdp: { min: number; max: number } | null;
  shotpoint: { min: number; max: number } | null;
  extent: { minX: number; minY: number; maxX: number; maxY: number } | null;
}

export interface HeaderWord {
  name: string;
  byte: number;
}

/** GET …/headers?traceStart=&traceCount= (traceCount ≤ 200) */
export interface SeismicHeaders {
  textual: { encoding: "ebcdic" | "ascii"; cards: string[] };
  binary: (HeaderWord & { value: number })[];
  traces: { start: number; count: number; fields: (HeaderWord & { values: number[] })[] };
  suggestedKeys: { primary: HeaderWord | null; secondary: HeaderWord | null };
}

export type SectionKind = "line" | "inline" | "crossline" | "timeslice";
export type ColourMap = "grey" | "rwb" | "seismic" | "viridis";

/** The query of GET …/section; `from`/`to` along x in the section's own numbers, times in ms. */
export interface SectionRequest {
  kind: SectionKind;
  index?: number;
  from?: number;
  to?: number;
  timeFrom?: number;
  timeTo?: number;
  width: number;
  height: number;
}

/** The JSON header of the octet answer of GET …/section. */
export interface SectionHeader {
  kind: SectionKind;
  index: number | null;
  width: number;
  height: number;
  /** Byte v (1–255) is amplitude (v − 128) × scale. */
  scale: number;
  clip: number;
  x: { label: string; values: number[] };
  y: { label: string; start: number; step: number };
  watermark: string | null;
  decimated: boolean;
}

/** A decoded section: the header and width × height bytes, row-major, row 0 at the top. */
export interface Section {
  header: SectionHeader;
  samples: Uint8Array;
}

// Well logs (LAS)

export type CurveFamily =
  | "gamma"
  | "caliper"
  | "density"
  | "neutron"
  | "pef"
  | "resistivity"
  | "sonic"
  | "sp"
  | "other";

export interface WellLogCurve {
  mnemonic: string;
  unit: string;
  description: string;
  family: CurveFamily;
  min: number;
  max: number;
}

export interface WellLogRun {
  fileId: string;
  name: string;
  top: number;
  bottom: number;
}

/** GET /api/visualisation/well-logs/:fileId/curves */
export interface WellLogCurves {
  version: "1.2" | "2.0" | "3.0";
  wrapped: boolean;
  well: { mnemonic: string; unit: string; value: string; description: string }[];
  index: { mnemonic: string; unit: string; top: number; bottom: number; step: number | null; count: number };
  nullValue: number;
  /** The index curve excluded. */
  curves: WellLogCurve[];
  /** The LAS files of the same wellbore, this one included. */
  runs: WellLogRun[];
}

/** GET …/data?curves=&top=&bottom=&points= */
export interface WellLogData {
  index: { mnemonic: string; unit: string };
  top: number;
  bottom: number;
  bucketed: boolean;
  depths: number[];
  curves: { mnemonic: string; unit: string; min: (number | null)[]; max: (number | null)[] }[];
}
