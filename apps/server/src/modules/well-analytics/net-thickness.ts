import type { WellAnalyticsNetThickness } from "@strata/core";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogFiles, wellLogs } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { type LasCurve, type LasLog, parseLas } from "../../lib/las/parse.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";

/** LAS files read per wellbore, and the largest one read (as the previews, decision 0140). */
const MAX_FILES = 10;
const LAS_MAX_BYTES = 200 * 1024 * 1024;
const FEET = 0.3048;

/** The gamma-ray curve of a log: the mnemonic GR first, else the first of the gamma family. */
function gammaRay(log: LasLog): LasCurve | undefined {
  return (
    log.curves.find((c) => c.mnemonic.toUpperCase() === "GR") ?? log.curves.find((c) => c.family === "gamma")
  );
}

interface Interval {
  topM: number;
  bottomM: number;
  grossM: number;
  netM: number;
  samples: number;
}

/**
 * Net thickness over the logged interval: each sample with a gamma-ray value stands for the depth
 * half-way to its neighbours; gross adds them all, net those where GR is below the cutoff.
 */
export function netThickness(log: LasLog, curve: LasCurve, cutoff: number): Interval | null {
  const depths = log.index.values;
  const scale = log.index.unit === "ft" ? FEET : 1;
  const values = curve.values;
  let gross = 0;
  let net = 0;
  let samples = 0;
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  const n = depths.length;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (!Number.isFinite(v)) continue;
    const above = i > 0 ? (depths[i] - depths[i - 1]) / 2 : 0;
    const below = i < n - 1 ? (depths[i + 1] - depths[i]) / 2 : 0;
    const h = (above + below) * scale;
    samples++;
    gross += h;
    if (v < cutoff) net += h;
    top = Math.min(top, depths[i] * scale);
    bottom = Math.max(bottom, depths[i] * scale);
  }
  if (samples === 0) return null;
  return { topM: top, bottomM: bottom, grossM: gross, netM: net, samples };
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Net thickness of a wellbore from the LAS file of its with the longest gamma-ray interval; 404
 * when none of its LAS files (in storage, readable) has a gamma-ray curve.
 */
export async function wellboreNetThickness(
  db: Database,
  storage: ObjectStorage,
  wellboreName: string,
  cutoff: number,
): Promise<WellAnalyticsNetThickness> {
  const files = await db
    .select({ id: catalogFiles.id, name: catalogFiles.name, path: catalogFiles.path })
    .from(wellLogs)
    .innerJoin(
      catalogFiles,
      and(
        eq(catalogFiles.recordId, wellLogs.wellLogFileInfoID),
        eq(catalogFiles.sdcType, "Well_Log"),
        eq(catalogFiles.format, "LAS"),
      ),
    )
    .where(eq(wellLogs.wellboreName, wellboreName))
    .orderBy(asc(wellLogs.topDepth), asc(catalogFiles.name), asc(catalogFiles.id))
    .limit(MAX_FILES);

  let best: WellAnalyticsNetThickness | null = null;
  for (const file of files) {
    const stored = await storage.stat(file.path);
    if (!stored || stored.size === 0 || stored.size > LAS_MAX_BYTES) continue;
    let log: LasLog;
    try {
      log = parseLas(await storage.readRange(file.path, { start: 0, end: stored.size - 1 }));
    } catch (error) {
      if (error instanceof AppError) continue; // a malformed file: the next one may do
      throw error;
    }
    const curve = gammaRay(log);
    if (!curve) continue;
    const interval = netThickness(log, curve, cutoff);
    if (!interval) continue;
    if (best && best.grossM >= interval.grossM) continue;
    best = {
      wellboreName,
      file: { id: file.id, name: file.name },
      curve: { mnemonic: curve.mnemonic, unit: curve.unit },
      gammaRayCutoff: cutoff,
      topM: r2(interval.topM),
      bottomM: r2(interval.bottomM),
      grossM: r2(interval.grossM),
      netM: r2(interval.netM),
      netToGross: interval.grossM > 0 ? Math.round((interval.netM / interval.grossM) * 10_000) / 10_000 : 0,
      samples: interval.samples,
    };
  }
  if (!best) {
    throw notFound("Gamma-ray curve", `Wellbore "${wellboreName}" has no LAS file with a gamma-ray curve.`);
  }
  return best;
}
