import type { WellLogCurves, WellLogData, WellLogDataQuery } from "@strata/core";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogFiles, wellLogs } from "../../db/schema/index.ts";
import { invalidField, malformedFile, notFound } from "../../lib/errors.ts";
import type { LasLog } from "../../lib/las/parse.ts";
import type { Viewer } from "../../lib/viewer.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { columnOf } from "../catalogs/index.ts";
import type { PreviewFile } from "./access.ts";
import { LAS_MAX_BYTES, lasTooLarge, loadWellLog } from "./well-log-cache.ts";

/** The parsed logs kept between requests (a curve list, then its data, then every zoom). */
const CACHE_BUDGET_BYTES = 128 * 1024 * 1024;
/** Runs listed per wellbore: a wellbore has a handful; the bound keeps a data error from growing the answer. */
const MAX_RUNS = 50;

/** A least-recently-used cache of parsed logs by (file id, size), bounded by their total bytes. */
export class ParsedLogCache {
  private readonly entries = new Map<string, LasLog>();
  private readonly pending = new Map<string, Promise<LasLog>>();
  private total = 0;

  constructor(private readonly budget = CACHE_BUDGET_BYTES) {}

  /** The cached log, or the one `load` makes (one load per key at a time). */
  async get(key: string, load: () => Promise<LasLog>): Promise<LasLog> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const loading = load().finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    const log = await loading;
    if (log.bytes <= this.budget) {
      this.entries.set(key, log);
      this.total += log.bytes;
      for (const [oldKey, old] of this.entries) {
        if (this.total <= this.budget) break;
        this.entries.delete(oldKey);
        this.total -= old.bytes;
      }
    }
    return log;
  }
}

/** The file's parsed log: 404 when storage lacks it, 422 when too large or not LAS. */
export async function readWellLog(storage: ObjectStorage, cache: ParsedLogCache, file: PreviewFile) {
  const stored = await storage.stat(file.path);
  if (!stored) throw notFound("File", "The file of this well log is missing from storage.");
  if (stored.size > LAS_MAX_BYTES) throw malformedFile(lasTooLarge(stored.size));
  // Keyed by the version of the file: a file replaced in storage is read again.
  return cache.get(`${file.id}:${stored.size}:${stored.modifiedAt.getTime()}`, () =>
    loadWellLog(storage, file.id, file.path, stored),
  );
}

/** The LAS files of the record's wellbore that this viewer may preview, by top depth. */
async function wellboreRuns(db: Database, viewer: Viewer, recordId: string) {
  const [record] = await db
    .select({ wellbore: wellLogs.wellboreName })
    .from(wellLogs)
    .where(eq(wellLogs.wellLogFileInfoID, recordId))
    .limit(1);
  if (!record) return [];
  const bidOnly = !viewer.ability.can("read", "DataVisualisation");
  return db
    .select({
      fileId: catalogFiles.id,
      name: catalogFiles.name,
      top: wellLogs.topDepth,
      bottom: wellLogs.bottomDepth,
    })
    .from(wellLogs)
    .innerJoin(
      catalogFiles,
      and(
        eq(catalogFiles.recordId, wellLogs.wellLogFileInfoID),
        eq(catalogFiles.sdcType, "Well_Log"),
        eq(catalogFiles.format, "LAS"),
      ),
    )
    .where(
      and(
        eq(wellLogs.wellboreName, record.wellbore),
        bidOnly ? eq(columnOf("Well_Log", "bid"), true) : undefined,
      ),
    )
    .orderBy(asc(wellLogs.topDepth), asc(catalogFiles.name), asc(catalogFiles.id))
    .limit(MAX_RUNS);
}

export async function wellLogCurves(opts: {
  db: Database;
  storage: ObjectStorage;
  cache: ParsedLogCache;
  viewer: Viewer;
  file: PreviewFile;
}): Promise<WellLogCurves> {
  const log = await readWellLog(opts.storage, opts.cache, opts.file);
  const { index } = log;
  return {
    version: log.version,
    wrapped: log.wrapped,
    well: log.well,
    index: {
      mnemonic: index.mnemonic,
      unit: index.unit,
      top: index.values[0],
      bottom: index.values[index.values.length - 1],
      step: index.step,
      count: index.values.length,
    },
    nullValue: log.nullValue,
    curves: log.curves.map((c) => ({
      mnemonic: c.mnemonic,
      unit: c.unit,
      description: c.description,
      family: c.family,
      min: c.min === null ? null : significant(c.min),
      max: c.max === null ? null : significant(c.max),
    })),
    runs: await wellboreRuns(opts.db, opts.viewer, opts.file.recordId),
    watermark: opts.file.watermark,
  };
}

/** 5 significant digits: what a track can show, and a third of the bytes of a float's full text. */
const significant = (v: number) => Number(v.toPrecision(5));
/** Depths to the centimetre (or hundredth of a foot): 5 significant digits would round 12,345.6 m to 12,346. */
const depthOf = (v: number) => Math.round(v * 100) / 100;

/** First position whose depth is ≥ `depth` (or > it when `after`); depths increase. */
function searchDepth(depths: Float64Array, depth: number, after: boolean): number {
  let lo = 0;
  let hi = depths.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (depths[mid] < depth || (after && depths[mid] === depth)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The curves' values over [top, bottom]: every sample when the window holds at most `points`
 * steps, else `points` buckets of consecutive steps, each with its curve's min and max (so a thin
 * bed's spike survives) at the middle depth of the bucket.
 */
export function wellLogData(log: LasLog, query: WellLogDataQuery, watermark: string | null): WellLogData {
  const curves = query.curves.map((mnemonic) => {
    const curve =
      log.curves.find((c) => c.mnemonic === mnemonic) ??
      log.curves.find((c) => c.mnemonic.toUpperCase() === mnemonic.toUpperCase());
    if (!curve) {
      throw invalidField(
        "querystring.curves",
        `This file has no curve "${mnemonic}"; it has ${log.curves.map((c) => c.mnemonic).join(", ") || "none"}.`,
      );
    }
    return curve;
  });
  const depths = log.index.values;
  const top = query.top ?? depths[0];
  const bottom = query.bottom ?? depths[depths.length - 1];
  const first = searchDepth(depths, top, false);
  const last = searchDepth(depths, bottom, true) - 1;
  const steps = Math.max(0, last - first + 1);
  const bucketed = steps > query.points;
  const buckets = bucketed ? query.points : steps;

  const outDepths: number[] = new Array(buckets);
  const starts = new Int32Array(buckets + 1);
  for (let b = 0; b <= buckets; b++) {
    starts[b] = first + (bucketed ? Math.floor((b * steps) / buckets) : b);
  }
  for (let b = 0; b < buckets; b++) {
    outDepths[b] = depthOf((depths[starts[b]] + depths[starts[b + 1] - 1]) / 2);
  }
  return {
    index: { mnemonic: log.index.mnemonic, unit: log.index.unit },
    top,
    bottom,
    bucketed,
    depths: outDepths,
    curves: curves.map((curve) => {
      const min: (number | null)[] = new Array(buckets);
      const max: (number | null)[] = new Array(buckets);
      const values = curve.values;
      for (let b = 0; b < buckets; b++) {
        let lo = Number.POSITIVE_INFINITY;
        let hi = Number.NEGATIVE_INFINITY;
        for (let i = starts[b]; i < starts[b + 1]; i++) {
          const v = values[i];
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
        min[b] = lo === Number.POSITIVE_INFINITY ? null : significant(lo);
        max[b] = hi === Number.NEGATIVE_INFINITY ? null : significant(hi);
      }
      return { mnemonic: curve.mnemonic, unit: curve.unit, min, max };
    }),
    watermark,
  };
}
