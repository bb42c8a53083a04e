import type { PrePack } from "@strata/core";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { dataPrePacks, jobs, type PackageFile } from "../../db/schema/index.ts";

export type PrePackRow = typeof dataPrePacks.$inferSelect;
type Reader = Pick<Database, "select" | "selectDistinctOn">;

/** The job that builds pre-packs (one job per pre-pack). */
export const BUILD_PRE_PACK_JOB = "data-packs.build-pre-pack";
export interface BuildPrePackPayload {
  prePackId: string;
}

/** Where pre-packs' ZIPs are stored: `Pre-packs/{id}.zip`. */
export const PRE_PACKS_FOLDER = "Pre-packs";
export const prePackKey = (prePackId: string) => `${PRE_PACKS_FOLDER}/${prePackId}.zip`;

export const filesOfPrePack = (row: PrePackRow) => (row.files ?? []) as PackageFile[];

/** How far the building pre-packs' jobs have read their files. */
async function progressOf(db: Reader, rows: PrePackRow[]) {
  const building = rows.filter((r) => r.status === "building").map((r) => r.id);
  const found = new Map<string, PrePack["progress"]>();
  if (building.length === 0) return found;
  const running = await db
    .select({ prePackId: sql<string>`${jobs.payload}->>'prePackId'`, progress: jobs.progress })
    .from(jobs)
    .where(and(eq(jobs.kind, BUILD_PRE_PACK_JOB), inArray(sql`${jobs.payload}->>'prePackId'`, building)));
  for (const r of running) {
    const p = r.progress as { bytesDone?: number; bytesTotal?: number } | null;
    if (p && typeof p.bytesDone === "number" && typeof p.bytesTotal === "number") {
      found.set(r.prePackId, { bytesDone: p.bytesDone, bytesTotal: p.bytesTotal });
    }
  }
  return found;
}

export async function toPrePacks(db: Reader, rows: PrePackRow[]): Promise<PrePack[]> {
  const progress = await progressOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    packId: row.packId,
    status: row.status as PrePack["status"],
    sizeBytes: row.sizeBytes,
    fileCount: row.status === "ready" ? filesOfPrePack(row).length : null,
    progress: progress.get(row.id) ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    builtAt: row.builtAt?.toISOString() ?? null,
  }));
}

/** Each pack's newest pre-pack, presented. */
export async function latestPrePacks(db: Reader, packIds: string[]): Promise<Map<string, PrePack>> {
  if (packIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([dataPrePacks.packId])
    .from(dataPrePacks)
    .where(inArray(dataPrePacks.packId, packIds))
    .orderBy(dataPrePacks.packId, desc(dataPrePacks.createdAt), desc(dataPrePacks.id));
  const shown = await toPrePacks(db, rows);
  return new Map(shown.map((p) => [p.packId, p]));
}

/** The pack's ready pre-pack (a newer one replaces the older, so there is at most one). */
export async function readyPrePackOf(db: Reader, packId: string): Promise<PrePackRow | null> {
  const [row] = await db
    .select()
    .from(dataPrePacks)
    .where(and(eq(dataPrePacks.packId, packId), eq(dataPrePacks.status, "ready")))
    .orderBy(desc(dataPrePacks.builtAt))
    .limit(1);
  return row ?? null;
}
