import { randomUUID } from "node:crypto";
import type { PrePack } from "@strata/core";
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  dataPackRecords,
  dataPacks,
  dataPrePacks,
  downloadPackages,
  type PackageFile,
} from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { Actor } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { archiveEtag, checksumOf, filesOfItem, packageArchive, streamZipRange } from "../downloads/index.ts";
import { offsetOf, toPage } from "../reference-data/index.ts";
import { settlePrePack } from "./pre-pack-workflow.ts";
import {
  BUILD_PRE_PACK_JOB,
  type BuildPrePackPayload,
  PRE_PACKS_FOLDER,
  prePackKey,
  toPrePacks,
} from "./present.ts";

const PROGRESS_EVERY_MS = 250;

/** Why a pre-pack cannot be built whatever the retries (a file gone from storage). */
class PrePackRefused extends Error {}

/** Staff's page of pre-packs, newest first, of one pack or of all. */
export async function listPrePacks(db: Database, query: { page: number; pageSize: number; packId?: string }) {
  const where = query.packId ? eq(dataPrePacks.packId, query.packId) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(dataPrePacks).where(where);
  const rows = await db
    .select()
    .from(dataPrePacks)
    .where(where)
    .orderBy(desc(dataPrePacks.createdAt), desc(dataPrePacks.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return toPage(await toPrePacks(db, rows), total, query);
}

export async function getPrePack(db: Database, id: string): Promise<PrePack> {
  const [row] = await db.select().from(dataPrePacks).where(eq(dataPrePacks.id, id));
  if (!row) throw notFound("Pre-pack");
  const [shown] = await toPrePacks(db, [row]);
  return shown;
}

/** Queues a pre-pack's build (409 while one of the same pack is building). The runner wakes after the commit. */
export async function startPrePack(
  deps: { db: Database; jobs: JobRunner },
  input: { packId: string; actor: Actor },
): Promise<PrePack> {
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    // The pack's row lock queues two builds of one pack, so only one is ever building.
    const [pack] = await tx.select().from(dataPacks).where(eq(dataPacks.id, input.packId)).for("update");
    if (!pack) throw notFound("Data pack");
    const [building] = await tx
      .select({ id: dataPrePacks.id })
      .from(dataPrePacks)
      .where(and(eq(dataPrePacks.packId, input.packId), eq(dataPrePacks.status, "building")));
    if (building) {
      throw conflict(`A pre-pack of "${pack.name}" is already building.`, {
        prePackId: building.id,
      });
    }
    await tx
      .insert(dataPrePacks)
      .values({ id, packId: pack.id, status: "building", createdBy: input.actor.userId });
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "build",
      subjectType: "data_pre_pack",
      subjectId: id,
      after: { packId: pack.id, pack: pack.name, status: "building" },
      requestId: input.actor.requestId,
    });
    await deps.jobs.enqueue(BUILD_PRE_PACK_JOB, { prePackId: id } satisfies BuildPrePackPayload, {
      createdBy: input.actor.userId,
      db: tx as unknown as Database,
    });
  });
  return getPrePack(deps.db, id);
}

/** Removes a pre-pack and its ZIP; packages already made from it keep serving until it is gone. */
export async function deletePrePack(
  deps: { db: Database; storage: ObjectStorage },
  input: { id: string; actor: Actor },
) {
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(dataPrePacks).where(eq(dataPrePacks.id, input.id)).returning();
    if (!row) throw notFound("Pre-pack");
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "delete",
      subjectType: "data_pre_pack",
      subjectId: row.id,
      before: { packId: row.packId, status: row.status, path: row.path },
      requestId: input.actor.requestId,
    });
    return row;
  });
  if (removed.path) await removeUnusedPrePackObjects(deps);
}

/**
 * Deletes the stored pre-pack ZIPs nothing needs any more: an object is kept while its pre-pack row
 * exists (whatever its status: a build writes before it marks ready) or a live package (preparing or
 * ready) is served from it, so a package taken from a replaced or stale pre-pack downloads until it
 * ends. Runs after every change that drops pre-packs; what a live package kept goes at a later run.
 */
export async function removeUnusedPrePackObjects(deps: { db: Database; storage: ObjectStorage }) {
  const removed: string[] = [];
  for await (const object of deps.storage.list(`${PRE_PACKS_FOLDER}/`)) {
    const id =
      object.path.startsWith(`${PRE_PACKS_FOLDER}/`) && object.path.endsWith(".zip")
        ? object.path.slice(PRE_PACKS_FOLDER.length + 1, -4)
        : null;
    if (!id) continue;
    const [row] = await deps.db
      .select({ id: dataPrePacks.id })
      .from(dataPrePacks)
      .where(eq(dataPrePacks.id, id));
    if (row) continue;
    const [live] = await deps.db
      .select({ id: downloadPackages.id })
      .from(downloadPackages)
      .where(
        and(
          eq(downloadPackages.prebuiltPath, object.path),
          inArray(downloadPackages.status, ["preparing", "ready"]),
        ),
      )
      .limit(1);
    if (live) continue;
    await deps.storage.delete(object.path);
    removed.push(object.path);
  }
  return removed;
}

/** Fails a building pre-pack with the reason staff read (nothing when it is no longer building). */
async function failPrePack(db: Database, id: string, error: string) {
  await db.transaction((tx) => settlePrePack(tx, { id, action: "fail", set: { error } }));
}

/** The pack's records' files, each checked in storage and checksummed (cached). */
async function checkedFiles(
  deps: { db: Database; storage: ObjectStorage },
  packId: string,
  onProgress: (p: { bytesDone: number; bytesTotal: number }) => Promise<void>,
  signal?: AbortSignal,
): Promise<PackageFile[]> {
  const records = await deps.db
    .select()
    .from(dataPackRecords)
    .where(eq(dataPackRecords.packId, packId))
    .orderBy(asc(dataPackRecords.position));
  const listed: { title: string; path: string; sizeBytes: number }[] = [];
  for (const record of records) {
    const files = await filesOfItem(deps.db, record);
    if (files.length === 0) throw new PrePackRefused(`${record.title} has no files to download.`);
    listed.push(...files.map((f) => ({ ...f, title: record.title })));
  }
  const progress = { bytesDone: 0, bytesTotal: listed.reduce((s, f) => s + f.sizeBytes, 0) };
  let last = 0;
  const done: PackageFile[] = [];
  await onProgress({ ...progress });
  for (const file of listed) {
    const stored = await deps.storage.stat(file.path);
    if (!stored) throw new PrePackRefused(`${file.title}: its file ${file.path} is missing from storage.`);
    done.push(
      await checksumOf(
        deps,
        file.path,
        stored.size,
        async (n) => {
          progress.bytesDone += n;
          if (Date.now() - last < PROGRESS_EVERY_MS) return;
          last = Date.now();
          await onProgress({ ...progress });
        },
        signal,
      ),
    );
  }
  await onProgress({ ...progress });
  return done;
}

/**
 * Builds a pre-pack: checks and checksums its pack's files, streams the archive (the same layout a
 * package has, MANIFEST.sha256 included) into storage at `Pre-packs/{id}.zip`, and marks it ready
 * with its size, validator and files, once, if it is still building (an edit of the pack meanwhile
 * deleted it: the ZIP is removed). A newer ready pre-pack replaces the older ones and their ZIPs.
 */
export async function buildPrePack(
  deps: { db: Database; storage: ObjectStorage },
  prePackId: string,
  opts: {
    signal?: AbortSignal;
    onProgress?: (p: { bytesDone: number; bytesTotal: number }) => Promise<void>;
  } = {},
): Promise<{ status: string }> {
  const { db, storage } = deps;
  const [row] = await db.select().from(dataPrePacks).where(eq(dataPrePacks.id, prePackId));
  if (row?.status !== "building") return { status: row?.status ?? "missing" };
  let files: PackageFile[];
  try {
    files = await checkedFiles(deps, row.packId, opts.onProgress ?? (async () => {}), opts.signal);
  } catch (err) {
    if (!(err instanceof PrePackRefused)) throw err;
    await failPrePack(db, prePackId, err.message);
    return { status: "failed" };
  }
  const builtAt = new Date();
  const layout = packageArchive(files, builtAt);
  const key = prePackKey(prePackId);
  await storage.write(key, streamZipRange(storage, layout));
  const stored = await storage.stat(key);
  if (stored?.size !== layout.size) {
    throw new Error(`${key} holds ${stored?.size ?? 0} bytes, not the ${layout.size} laid out`);
  }
  const outcome = await db.transaction(async (tx) => {
    // A newer ready pre-pack replaces the older ones (one build of a pack runs at a time).
    const older = await tx
      .select({ id: dataPrePacks.id })
      .from(dataPrePacks)
      .where(
        and(
          eq(dataPrePacks.packId, row.packId),
          eq(dataPrePacks.status, "ready"),
          ne(dataPrePacks.id, prePackId),
        ),
      );
    const built = await settlePrePack(tx, {
      id: prePackId,
      action: "built",
      set: { path: key, sizeBytes: layout.size, etag: archiveEtag(prePackId, files, builtAt), builtAt },
      // The file list goes on the row, not into the audit trail: its count says enough there.
      audit: { files: files.length, replaced: older.map((o) => o.id) },
      async sideEffects(inner) {
        await inner.update(dataPrePacks).set({ files }).where(eq(dataPrePacks.id, prePackId));
        if (older.length > 0) {
          await inner.delete(dataPrePacks).where(
            inArray(
              dataPrePacks.id,
              older.map((o) => o.id),
            ),
          );
        }
      },
    });
    return built ? "ready" : "stale";
  });
  await removeUnusedPrePackObjects(deps);
  return { status: outcome };
}

/** The build job: retried on storage faults; given up, the pre-pack fails with the last error. */
export function registerBuildPrePackJob(deps: { db: Database; storage: ObjectStorage; jobs: JobRunner }) {
  deps.jobs.register<BuildPrePackPayload, { status: string }>(BUILD_PRE_PACK_JOB, {
    maxAttempts: 3,
    async run({ job, signal, setProgress }) {
      return buildPrePack(deps, job.payload.prePackId, { signal, onProgress: (p) => setProgress(p) });
    },
    async onFailed(job, error) {
      const { prePackId } = job.payload as BuildPrePackPayload;
      await failPrePack(deps.db, prePackId, `The build failed: ${error}`);
    },
  });
}
