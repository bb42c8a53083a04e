import { z } from "zod";
import { text } from "../text.ts";

/** Seismic previews (decision 0140): geometry, headers and decimated 8-bit sections of a SEG-Y file. */

export const SEISMIC_SECTION_KINDS = ["line", "inline", "crossline", "timeslice"] as const;
export type SeismicSectionKind = (typeof SEISMIC_SECTION_KINDS)[number];
export const SEISMIC_COLORMAPS = ["grey", "rwb", "seismic", "viridis"] as const;
export type SeismicColormap = (typeof SEISMIC_COLORMAPS)[number];
/**
 * The colour maps as evenly spaced RGB stops from the most negative amplitude to the most positive:
 * one list for the server's PNG palette and the browser's lookup table, so a section looks the same
 * whichever draws it.
 */
export const SEISMIC_COLORMAP_STOPS: Record<SeismicColormap, readonly (readonly [number, number, number])[]> =
  {
    grey: [
      [0, 0, 0],
      [255, 255, 255],
    ],
    rwb: [
      [200, 0, 0],
      [255, 255, 255],
      [0, 0, 200],
    ],
    // As matplotlib's "seismic": dark blue, blue, white, red, dark red.
    seismic: [
      [0, 0, 77],
      [0, 0, 255],
      [255, 255, 255],
      [255, 0, 0],
      [128, 0, 0],
    ],
    viridis: [
      [68, 1, 84],
      [71, 44, 122],
      [59, 81, 139],
      [44, 113, 142],
      [33, 144, 141],
      [39, 173, 129],
      [92, 200, 99],
      [170, 220, 50],
      [253, 231, 37],
    ],
  };
export const SEISMIC_SECTION_FORMATS = ["octet", "png"] as const;
/** A section is at most this many columns and rows (a screen). */
export const SEISMIC_SECTION_MAX_SIZE = 4096;
/** The headers call answers at most this many traces at a time. */
export const SEISMIC_HEADERS_MAX_TRACES = 200;

export const seismicFileParamsSchema = z.object({
  fileId: text().min(1, "Not a file id").max(200, "Not a file id"),
});

/** A number from the query string, finite and within ±1e9 (line numbers, times in ms). */
const queryNumber = () => z.coerce.number().finite().min(-1e9).max(1e9);

export const seismicHeadersQuerySchema = z.object({
  traceStart: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  traceCount: z.coerce.number().int().min(1).max(SEISMIC_HEADERS_MAX_TRACES).default(50),
});
export type SeismicHeadersQuery = z.infer<typeof seismicHeadersQuerySchema>;

export const seismicSectionQuerySchema = z.object({
  kind: z.enum(SEISMIC_SECTION_KINDS).default("line"),
  /** The inline or crossline number, or the time slice's time in ms. */
  index: queryNumber().optional(),
  from: queryNumber().optional(),
  to: queryNumber().optional(),
  timeFrom: queryNumber().optional(),
  timeTo: queryNumber().optional(),
  width: z.coerce.number().int().min(1).max(SEISMIC_SECTION_MAX_SIZE).default(1200),
  height: z.coerce.number().int().min(1).max(SEISMIC_SECTION_MAX_SIZE).default(800),
  format: z.enum(SEISMIC_SECTION_FORMATS).default("octet"),
  colormap: z.enum(SEISMIC_COLORMAPS).default("grey"),
  gain: z.coerce.number().min(0.01).max(100).default(1),
  /** |a| at which amplitudes clip; the window's 99.5th percentile |a| when omitted. */
  clip: z.coerce.number().positive().max(1e30).optional(),
});
export type SeismicSectionQuery = z.infer<typeof seismicSectionQuerySchema>;

const keyRangeSchema = z.object({
  min: z.number(),
  max: z.number(),
  step: z.number(),
  byte: z.number().int(),
});
const minMaxSchema = z.object({ min: z.number(), max: z.number() });

export const seismicGeometrySchema = z.object({
  kind: z.enum(["2d", "3d"]),
  traceCount: z.number().int(),
  samples: z.number().int(),
  sampleIntervalUs: z.number(),
  timeStartMs: z.number(),
  timeEndMs: z.number(),
  format: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5), z.literal(8)]),
  byteOrder: z.enum(["big", "little"]),
  revision: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  textualEncoding: z.enum(["ebcdic", "ascii"]),
  inline: keyRangeSchema.nullable(),
  crossline: keyRangeSchema.nullable(),
  cdp: minMaxSchema.nullable(),
  shotpoint: minMaxSchema.nullable(),
  extent: z.object({ minX: z.number(), minY: z.number(), maxX: z.number(), maxY: z.number() }).nullable(),
});
export type SeismicGeometry = z.infer<typeof seismicGeometrySchema>;

const headerKeySchema = z.object({ name: z.string(), byte: z.number().int() });

export const seismicHeadersSchema = z.object({
  textual: z.object({ encoding: z.enum(["ebcdic", "ascii"]), cards: z.array(z.string()) }),
  binary: z.array(z.object({ name: z.string(), byte: z.number().int(), value: z.number() })),
  traces: z.object({
    start: z.number().int(),
    count: z.number().int(),
    fields: z.array(z.object({ name: z.string(), byte: z.number().int(), values: z.array(z.number()) })),
  }),
  suggestedKeys: z.object({ primary: headerKeySchema.nullable(), secondary: headerKeySchema.nullable() }),
});
export type SeismicHeaders = z.infer<typeof seismicHeadersSchema>;

/** The JSON at the head of an octet section answer: `uint32 LE n`, n bytes of it, then width × height bytes. */
export const seismicSectionMetaSchema = z.object({
  kind: z.enum(SEISMIC_SECTION_KINDS),
  index: z.number().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** Byte v (1–255) is amplitude (v − 128) × scale. */
  scale: z.number(),
  clip: z.number(),
  x: z.object({ label: z.string(), values: z.array(z.number()) }),
  y: z.object({ label: z.string(), start: z.number(), step: z.number() }),
  watermark: z.string().nullable(),
  decimated: z.boolean(),
  /**
   * Where the samples came from: the file's preview cache (8-bit, made once after the storage sync
   * links the file) or, until it exists, the file itself.
   */
  source: z.enum(["cache", "file"]),
});
export type SeismicSectionMeta = z.infer<typeof seismicSectionMetaSchema>;

/**
 * Splits an octet section answer into its JSON and its width × height bytes; a short or inconsistent
 * answer throws with what is wrong rather than drawing garbage.
 */
export function parseSeismicSection(body: Uint8Array): { meta: SeismicSectionMeta; bytes: Uint8Array } {
  if (body.byteLength < 4) throw new Error("The section answer is shorter than its length word.");
  const n = new DataView(body.buffer, body.byteOffset, body.byteLength).getUint32(0, true);
  if (4 + n > body.byteLength) {
    throw new Error(`The section header claims ${n} bytes; the answer has ${body.byteLength}.`);
  }
  const meta = JSON.parse(new TextDecoder().decode(body.subarray(4, 4 + n))) as SeismicSectionMeta;
  const count = meta.width * meta.height;
  if (!Number.isInteger(count) || count < 0 || 4 + n + count > body.byteLength) {
    throw new Error(
      `The section claims ${meta.width} × ${meta.height} samples; the answer holds ${body.byteLength - 4 - n}.`,
    );
  }
  return { meta, bytes: body.subarray(4 + n, 4 + n + count) };
}
