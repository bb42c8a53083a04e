import type {
  SeismicGeometry,
  SeismicHeaders,
  SeismicHeadersQuery,
  SeismicSectionMeta,
  SeismicSectionQuery,
} from "@strata/core";
import { badRequest, invalidField, notFound } from "../../lib/errors.ts";
import { BINARY_WORDS, readWord } from "../../lib/segy/binary-header.ts";
import { readGeometry, type SegyGeometry } from "../../lib/segy/geometry.ts";
import { sectionPng } from "../../lib/segy/png.ts";
import { type OpenPreviewCache, readCachedSection } from "../../lib/segy/preview-cache.ts";
import { SegyReader } from "../../lib/segy/reader.ts";
import { readSection } from "../../lib/segy/section.ts";
import { readTextualHeader } from "../../lib/segy/textual.ts";
import { TRACE_WORD, TRACE_WORDS, traceWord } from "../../lib/segy/trace-header.ts";
import type { ObjectStorage, StoredObject } from "../../plugins/storage.ts";
import type { PreviewFile } from "./access.ts";
import { findPreviewCache } from "./seismic-cache.ts";
import { openRanged } from "./storage-ranges.ts";

/** Geometries kept in memory (each up to a few MB of trace index), by file id, size and time. */
const GEOMETRY_CACHE_SIZE = 12;

/** A small least-recently-used map of geometry promises (so two requests for a file scan it once). */
class GeometryCache {
  private readonly entries = new Map<string, Promise<SegyGeometry>>();

  get(key: string, make: () => Promise<SegyGeometry>): Promise<SegyGeometry> {
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
    } else {
      entry = make();
      entry.catch(() => this.entries.delete(key));
    }
    this.entries.set(key, entry);
    while (this.entries.size > GEOMETRY_CACHE_SIZE)
      this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }
}

const geometries = new GeometryCache();

/** An open SEG-Y file of storage, its geometry, and the call that closes it. */
interface OpenSeismic {
  reader: SegyReader;
  geometry: SegyGeometry;
}

const missing = (file: PreviewFile) =>
  notFound("File", `The file ${file.name} is in the catalogue but not in storage: it cannot be previewed.`);

const isMissing = (err: unknown) =>
  ["ENOENT", "ENOTDIR", "NoSuchKey"].includes(
    (err as { code?: string; name?: string }).code ?? (err as { name?: string }).name ?? "",
  );

/** The file's object in storage (its size and time name its version), or the 404 when it is gone. */
async function statSource(storage: ObjectStorage, file: PreviewFile): Promise<StoredObject> {
  const stored = await storage.stat(file.path);
  if (!stored) throw missing(file);
  return stored;
}

/**
 * Opens the file for ranged reads (the positional reader where storage has one), runs `use`, closes
 * it. `stored` is the caller's stat of it when it has one already (on S3 each stat is a request).
 */
async function withSeismic<T>(
  storage: ObjectStorage,
  file: PreviewFile,
  use: (open: OpenSeismic) => Promise<T>,
  stat?: StoredObject,
): Promise<T> {
  const stored = stat ?? (await statSource(storage, file));
  const ranged = await openRanged(storage, file.path, (err) => (isMissing(err) ? missing(file) : err));
  try {
    const reader = await SegyReader.open(ranged.read, stored.size, { gapBytes: ranged.gapBytes });
    const key = `${file.id}\0${stored.size}\0${stored.modifiedAt.getTime()}`;
    const geometry = await geometries.get(key, () => readGeometry(reader));
    return await use({ reader, geometry });
  } finally {
    await ranged.close();
  }
}

/**
 * Runs `use` on the file's preview cache when it has one (made at ingest: seismic-cache.ts), else
 * answers null; the caller then reads the file itself.
 */
async function withCache<T>(
  storage: ObjectStorage,
  file: PreviewFile,
  stored: StoredObject,
  use: (cache: OpenPreviewCache) => Promise<T>,
): Promise<T | null> {
  const found = await findPreviewCache(storage, file.id, stored);
  if (!found) return null;
  try {
    return await use(found.cache);
  } finally {
    await found.close();
  }
}

/** The geometry answer (decision 0140). */
export async function seismicGeometry(storage: ObjectStorage, file: PreviewFile): Promise<SeismicGeometry> {
  const stored = await statSource(storage, file);
  const cached = await withCache(storage, file, stored, async (cache) => cache.fileGeometry);
  if (cached) return cached;
  return withSeismic(
    storage,
    file,
    async ({ geometry }) => {
      const { index: _index, ...answer } = geometry;
      return answer;
    },
    stored,
  );
}

/** Header words that can key a sort, in the order a tie prefers them. */
const KEY_WORDS = [
  "INLINE_3D",
  "CDP",
  "CROSSLINE_3D",
  "ShotPoint",
  "EnergySourcePoint",
  "FieldRecord",
  "TraceNumber",
  "CDP_TRACE",
  "TRACE_SEQUENCE_LINE",
  "TRACE_SEQUENCE_FILE",
].map((name) => TRACE_WORD[name]);

/** The textual and binary headers and the trace headers of a window of traces. */
export async function seismicHeaders(
  storage: ObjectStorage,
  file: PreviewFile,
  query: SeismicHeadersQuery,
): Promise<SeismicHeaders> {
  return withSeismic(storage, file, async ({ reader }) => {
    const { traceCount } = reader.layout;
    if (query.traceStart >= traceCount) {
      throw invalidField(
        "querystring.traceStart",
        `This file has ${traceCount} traces (0–${traceCount - 1})`,
      );
    }
    const count = Math.min(query.traceCount, traceCount - query.traceStart);
    const headers = await reader.traceHeaders(query.traceStart, count);
    const valuesOf = (word: (typeof TRACE_WORDS)[number]) =>
      headers.map((h) => traceWord(h, word, reader.little));
    return {
      textual: readTextualHeader(reader.textual),
      binary: BINARY_WORDS.map((word) => ({
        name: word.name,
        byte: word.byte,
        value: readWord(reader.binary, word, reader.little, 3201),
      })),
      traces: {
        start: query.traceStart,
        count,
        fields: TRACE_WORDS.map((word) => ({ name: word.name, byte: word.byte, values: valuesOf(word) })),
      },
      suggestedKeys: suggestKeys(
        KEY_WORDS.map((word) => ({ name: word.name, byte: word.byte, values: valuesOf(word) })),
      ),
    };
  });
}

type KeyValues = { name: string; byte: number; values: number[] };

const changes = (values: number[]) => values.filter((v, i) => i > 0 && v !== values[i - 1]).length;
const monotonic = (values: number[]) =>
  values.every((v, i) => i === 0 || v >= values[i - 1]) ||
  values.every((v, i) => i === 0 || v <= values[i - 1]);

/**
 * The primary key: the slowest-changing word that changes monotonically; the secondary: a word that
 * changes monotonically within each run of one primary value (a word that starts over with each run
 * beats one that counts on through the file).
 */
export function suggestKeys(words: KeyValues[]): SeismicHeaders["suggestedKeys"] {
  const key = (w: KeyValues | undefined) => (w ? { name: w.name, byte: w.byte } : null);
  const primaries = words.filter((w) => changes(w.values) > 0 && monotonic(w.values));
  const primary = primaries.reduce<KeyValues | undefined>(
    (best, w) => (!best || changes(w.values) < changes(best.values) ? w : best),
    undefined,
  );
  if (!primary) return { primary: null, secondary: null };
  const runs: [number, number][] = [];
  primary.values.forEach((v, i) => {
    if (i === 0 || v !== primary.values[i - 1]) runs.push([i, i + 1]);
    else runs[runs.length - 1][1] = i + 1;
  });
  if (runs.every(([a, b]) => b - a < 2)) return { primary: key(primary), secondary: null };
  const secondaries = words.filter(
    (w) =>
      w !== primary &&
      runs.every(([a, b]) => {
        const run = w.values.slice(a, b);
        return monotonic(run) && (b - a < 2 || changes(run) === b - a - 1);
      }),
  );
  const secondary = secondaries.find((w) => !monotonic(w.values)) ?? secondaries[0];
  return { primary: key(primary), secondary: key(secondary) };
}

/** A section: the octet answer (uint32 LE n, n bytes of JSON, width × height bytes) or a PNG. */
export async function seismicSection(
  storage: ObjectStorage,
  file: PreviewFile,
  query: SeismicSectionQuery,
): Promise<{ contentType: string; body: Buffer }> {
  const stored = await statSource(storage, file);
  const section =
    (await withCache(storage, file, stored, (cache) => sectionFromCache(cache, query))) ??
    (await withSeismic(
      storage,
      file,
      async ({ reader, geometry }) => {
        refuseSliceOf2d(geometry, query);
        return { ...(await readSection(reader, geometry, query)), source: "file" as const };
      },
      stored,
    ));
  if (query.format === "png") {
    const { width, height } = section.meta;
    const png = sectionPng(section.bytes, width, height, {
      colormap: query.colormap,
      gain: query.gain,
      watermark: file.watermark,
    });
    return { contentType: "image/png", body: png };
  }
  const meta: SeismicSectionMeta = { ...section.meta, watermark: file.watermark, source: section.source };
  const json = Buffer.from(JSON.stringify(meta), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length, 0);
  return { contentType: "application/octet-stream", body: Buffer.concat([length, json, section.bytes]) };
}

function refuseSliceOf2d(geometry: { kind: "2d" | "3d" }, query: SeismicSectionQuery) {
  if (query.kind !== "line" && geometry.kind === "2d") {
    throw badRequest(`This SEG-Y file is a 2D line: ask for kind=line, not ${query.kind}`);
  }
}

async function sectionFromCache(cache: OpenPreviewCache, query: SeismicSectionQuery) {
  refuseSliceOf2d(cache.fileGeometry, query);
  return { ...(await readCachedSection(cache, query)), source: "cache" as const };
}
