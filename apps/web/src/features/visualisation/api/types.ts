/**
 * The answers of the preview calls (decision 0140), from core's zod schemas, which the server
 * validates its answers against: a change of the contract fails the web's type-check, not a user.
 */
import type {
  CurveFamily,
  SeismicColormap,
  SeismicGeometry,
  SeismicHeaders,
  SeismicSectionKind,
  SeismicSectionMeta,
  SeismicSectionQuery,
  WellLogCurves,
  WellLogData,
} from "@strata/core";

export type { CurveFamily, SeismicGeometry, SeismicHeaders, WellLogCurves, WellLogData };

export type SeismicKeyRange = NonNullable<SeismicGeometry["inline"]>;
export type HeaderWord = SeismicHeaders["binary"][number] extends infer W
  ? Omit<W, "value"> & { name: string; byte: number }
  : never;
export type SectionKind = SeismicSectionKind;
export type ColourMap = SeismicColormap;

/** The query of GET …/section the viewer sends (the octet format; PNG is for other clients). */
export type SectionRequest = Pick<
  SeismicSectionQuery,
  "kind" | "index" | "from" | "to" | "timeFrom" | "timeTo"
> & { width: number; height: number };

/** The JSON header of the octet answer of GET …/section. */
export type SectionHeader = SeismicSectionMeta;

/** A decoded section: the header and width × height bytes, row-major, row 0 at the top. */
export interface Section {
  header: SectionHeader;
  samples: Uint8Array;
}

export type WellLogCurve = WellLogCurves["curves"][number];
export type WellLogRun = WellLogCurves["runs"][number];
