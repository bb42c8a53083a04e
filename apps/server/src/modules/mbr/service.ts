import { randomUUID } from "node:crypto";
import {
  CATALOG_REGISTRY,
  CATALOG_TYPES,
  type CatalogType,
  type CreateMbrPackage,
  type DownloadProgress,
  isStaffRole,
  MAX_MBR_PACKAGE_RECORDS,
  type MbrActivityList,
  type MbrBlock,
  type MbrBlockRecords,
  type MbrDocument,
  type MbrPackage,
  type MbrRoundDetail,
  type MbrRoundList,
  type MbrRoundSummary,
  type MbrTakenPackage,
  malaysiaToday,
  RENEW_MESSAGE,
  type TakeMbrPackageResponse,
  type UpdateMbrRound,
} from "@strata/core";
import { and, asc, count, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import {
  bidRounds,
  catalogBlocks,
  catalogFiles,
  downloadPackages,
  mbrDocuments,
  mbrEvents,
  mbrPackages,
  mbrRounds,
} from "../../db/schema/index.ts";
import { forbidden, invalidField, notFound } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import type { Tx } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { columnOf, tableOf } from "../catalogs/index.ts";
import { issuePackage, type Owner, ownerOf } from "../downloads/index.ts";
import { offsetOf, toPage } from "../reference-data/index.ts";
import { bidRoundInventory } from "../visualisation/index.ts";
import { GENERATED_PREFIX, tinyPdf } from "./pdf.ts";

type RoundRow = typeof bidRounds.$inferSelect & {
  published: boolean | null;
  catalogRound: string | null;
  keyDates: { label: string; date: string }[] | null;
};

const isStaff = (viewer: Viewer) => isStaffRole(viewer.user.role);
const notFoundRound = () => notFound("Bid round");

/** A column of a catalogue table when that table has it (technical reports have no block). */
function maybeColumn(type: CatalogType, key: string): AnyPgColumn | null {
  return (tableOf(type) as unknown as Record<string, AnyPgColumn>)[key] ?? null;
}

async function roundRows(db: Database, id?: string): Promise<RoundRow[]> {
  return db
    .select({
      id: bidRounds.id,
      name: bidRounds.name,
      opensOn: bidRounds.opensOn,
      closesOn: bidRounds.closesOn,
      description: bidRounds.description,
      createdAt: bidRounds.createdAt,
      updatedAt: bidRounds.updatedAt,
      published: mbrRounds.published,
      catalogRound: mbrRounds.catalogRound,
      keyDates: mbrRounds.keyDates,
    })
    .from(bidRounds)
    .leftJoin(mbrRounds, eq(mbrRounds.bidRoundId, bidRounds.id))
    .where(id ? eq(bidRounds.id, id) : undefined)
    .orderBy(desc(bidRounds.opensOn), asc(bidRounds.name));
}

const catalogRoundOf = (row: RoundRow) => row.catalogRound ?? row.name;

/** Customers see a round while it is published and not yet closed; staff see every round. */
function visible(viewer: Viewer, row: RoundRow, today: string) {
  return isStaff(viewer) || (row.published === true && row.closesOn >= today);
}

async function blockCounts(db: Database, labels: string[]) {
  if (labels.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ round: catalogBlocks.bidRound, n: count() })
    .from(catalogBlocks)
    .where(inArray(catalogBlocks.bidRound, labels))
    .groupBy(catalogBlocks.bidRound);
  return new Map(rows.map((r) => [r.round ?? "", Number(r.n)]));
}

function summaryOf(row: RoundRow, today: string, blocks: number): MbrRoundSummary {
  return {
    id: row.id,
    name: row.name,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    description: row.description,
    isOpen: row.opensOn <= today && row.closesOn >= today,
    published: row.published === true,
    catalogRound: catalogRoundOf(row),
    blockCount: blocks,
  };
}

export async function listRounds(db: Database, viewer: Viewer): Promise<MbrRoundList> {
  const today = malaysiaToday();
  const rows = (await roundRows(db)).filter((r) => visible(viewer, r, today));
  const counts = await blockCounts(db, [...new Set(rows.map(catalogRoundOf))]);
  return { rounds: rows.map((r) => summaryOf(r, today, counts.get(catalogRoundOf(r)) ?? 0)) };
}

async function visibleRound(db: Database, viewer: Viewer, id: string) {
  const [row] = await roundRows(db, id);
  if (!row || !visible(viewer, row, malaysiaToday())) throw notFoundRound();
  return row;
}

/** Bid-flagged records per block and category. */
async function bidRecordCounts(db: Database, blocks: string[]) {
  const result = new Map<string, Partial<Record<CatalogType, number>>>();
  if (blocks.length === 0) return result;
  for (const type of CATALOG_TYPES) {
    const block = maybeColumn(type, "block");
    if (!block) continue;
    const rows = await db
      .select({ block, n: count() })
      // biome-ignore lint/suspicious/noExplicitAny: catalogue tables are addressed by type
      .from(tableOf(type) as any)
      .where(and(inArray(block, blocks), eq(columnOf(type, "bid"), true)))
      .groupBy(block);
    for (const r of rows as { block: string; n: number }[]) {
      result.set(r.block, { ...(result.get(r.block) ?? {}), [type]: Number(r.n) });
    }
  }
  return result;
}

function ownerIfCustomer(viewer: Viewer): Owner | null {
  return viewer.user.organisation && !isStaff(viewer) ? ownerOf(viewer) : null;
}

/** The live (preparing, or ready and unexpired) package this owner took from each MBR package. */
async function takenPackages(db: Pick<Database, "select">, owner: Owner | null, ids: string[]) {
  const byPackage = new Map<string, string>();
  if (!owner || ids.length === 0) return byPackage;
  const rows = await db
    .select({ id: downloadPackages.id, originId: downloadPackages.originId })
    .from(downloadPackages)
    .where(
      and(
        eq(downloadPackages.organisationId, owner.organisationId),
        eq(downloadPackages.userId, owner.userId),
        eq(downloadPackages.origin, "mbr"),
        inArray(downloadPackages.originId, ids),
        or(
          eq(downloadPackages.status, "preparing"),
          and(eq(downloadPackages.status, "ready"), gt(downloadPackages.expiresAt, new Date())),
        ),
      ),
    )
    .orderBy(desc(downloadPackages.createdAt));
  for (const r of rows) if (r.originId && !byPackage.has(r.originId)) byPackage.set(r.originId, r.id);
  return byPackage;
}

const presentDocument = (d: typeof mbrDocuments.$inferSelect): MbrDocument => ({
  id: d.id,
  title: d.title,
  kind: d.kind as MbrDocument["kind"],
  fileName: d.fileName,
  sizeBytes: d.sizeBytes,
  published: d.published,
  uploadedAt: d.createdAt.toISOString(),
});

async function recordEvent(
  db: Pick<Database, "insert">,
  viewer: Viewer,
  bidRoundId: string,
  kind: "view-round" | "open-document" | "take-package",
  subject: { id: string; name: string } | null,
) {
  if (isStaff(viewer)) return;
  await db.insert(mbrEvents).values({
    id: randomUUID(),
    bidRoundId,
    kind,
    subjectId: subject?.id ?? null,
    subjectName: subject?.name ?? null,
    userId: viewer.user.id,
    userName: viewer.user.name,
    organisationName: viewer.user.organisation?.name ?? null,
  });
}

export async function roundDetail(db: Database, viewer: Viewer, id: string): Promise<MbrRoundDetail> {
  const row = await visibleRound(db, viewer, id);
  const today = malaysiaToday();
  const staff = isStaff(viewer);
  const label = catalogRoundOf(row);
  const inventory = await bidRoundInventory(db, { round: label });
  const inventoryBlocks = inventory.rounds.flatMap((r) => r.blocks);
  const bidCounts = await bidRecordCounts(
    db,
    inventoryBlocks.map((b) => b.name),
  );
  const blocks: MbrBlock[] = inventoryBlocks.map((b) => ({
    name: b.name,
    region: b.region,
    basin: b.basin,
    status: b.status,
    areaKm2: b.areaKm2,
    bidRecords: bidCounts.get(b.name) ?? {},
    totals: b.totals,
  }));
  const documents = await db
    .select()
    .from(mbrDocuments)
    .where(and(eq(mbrDocuments.bidRoundId, id), staff ? undefined : eq(mbrDocuments.published, true)))
    .orderBy(asc(mbrDocuments.createdAt), asc(mbrDocuments.id));
  const packages = await db
    .select()
    .from(mbrPackages)
    .where(and(eq(mbrPackages.bidRoundId, id), staff ? undefined : eq(mbrPackages.published, true)))
    .orderBy(asc(mbrPackages.block), asc(mbrPackages.name));
  const taken = await takenPackages(
    db,
    ownerIfCustomer(viewer),
    packages.map((p) => p.id),
  );
  await recordEvent(db, viewer, id, "view-round", { id, name: row.name });
  return {
    ...summaryOf(row, today, blocks.length),
    keyDates: [...(row.keyDates ?? [])].sort((a, b) => a.date.localeCompare(b.date)),
    blocks,
    documents: documents.map(presentDocument),
    packages: packages.map(
      (p): MbrPackage => ({
        id: p.id,
        name: p.name,
        block: p.block,
        recordCount: p.records.length,
        published: p.published,
        takenPackageId: taken.get(p.id) ?? null,
      }),
    ),
  };
}

/** A round's document for opening in the browser: only published ones for customers. */
export async function documentFile(
  deps: { db: Database; storage: ObjectStorage },
  viewer: Viewer,
  id: string,
  docId: string,
) {
  await visibleRound(deps.db, viewer, id);
  const [doc] = await deps.db
    .select()
    .from(mbrDocuments)
    .where(and(eq(mbrDocuments.id, docId), eq(mbrDocuments.bidRoundId, id)));
  if (!doc || (!doc.published && !isStaff(viewer))) throw notFound("Document");
  const data = doc.storageKey.startsWith(GENERATED_PREFIX)
    ? tinyPdf([doc.title, doc.storageKey.slice(GENERATED_PREFIX.length)])
    : await deps.storage.readRange(doc.storageKey, { start: 0, end: doc.sizeBytes - 1 });
  await recordEvent(deps.db, viewer, id, "open-document", { id: doc.id, name: doc.title });
  return { data, fileName: doc.fileName };
}

/**
 * Takes a published package as a download package of its records (no credits: the bid right covers
 * it, section 9). While one taken before is preparing or ready, that one is answered.
 */
export async function takePackage(
  deps: { db: Database; jobs: JobRunner },
  viewer: Viewer,
  requestId: string,
  id: string,
  packageId: string,
): Promise<TakeMbrPackageResponse> {
  const owner = ownerOf(viewer, requestId);
  await visibleRound(deps.db, viewer, id);
  if (owner.isExpired) throw forbidden(RENEW_MESSAGE, { reason: "expired" });
  const taken = await deps.db.transaction(async (tx: Tx) => {
    const [pkg] = await tx
      .select()
      .from(mbrPackages)
      .where(
        and(eq(mbrPackages.id, packageId), eq(mbrPackages.bidRoundId, id), eq(mbrPackages.published, true)),
      )
      .for("update");
    if (!pkg) throw notFound("Bid-round package");
    const existing = (await takenPackages(tx, owner, [pkg.id])).get(pkg.id);
    if (existing) return { packageId: existing, created: false };
    const downloadId = await issuePackage(tx, deps, {
      organisationId: owner.organisationId,
      userId: owner.userId,
      name: pkg.name,
      origin: "mbr",
      originId: pkg.id,
      items: pkg.records.map((r) => ({ sdcType: r.type, recordId: r.id, title: r.title, credits: 0 })),
      issuedBy: `Bid-round package "${pkg.name}" taken by ${owner.name}`,
      requestId,
    });
    await recordEvent(tx, viewer, id, "take-package", { id: pkg.id, name: pkg.name });
    return { packageId: downloadId, created: true };
  });
  return taken;
}

/** The state of a package this user took from an MBR package (the tier has no download manager). */
export async function takenPackage(
  db: Database,
  viewer: Viewer,
  packageId: string,
): Promise<MbrTakenPackage> {
  const owner = ownerOf(viewer);
  const [row] = await db
    .select()
    .from(downloadPackages)
    .where(
      and(
        eq(downloadPackages.id, packageId),
        eq(downloadPackages.organisationId, owner.organisationId),
        eq(downloadPackages.userId, owner.userId),
        eq(downloadPackages.origin, "mbr"),
      ),
    );
  if (!row) throw notFound("Download package");
  const progress = row.progress as DownloadProgress | null;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    progress:
      row.status === "ready"
        ? 100
        : progress && progress.bytesTotal > 0
          ? Math.round((progress.bytesDone / progress.bytesTotal) * 100)
          : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/* ---------- staff ---------- */

async function anyRound(db: Database, id: string) {
  const [row] = await roundRows(db, id);
  if (!row) throw notFoundRound();
  return row;
}

export async function updateRound(db: Database, viewer: Viewer, id: string, input: UpdateMbrRound) {
  await anyRound(db, id);
  const set = {
    ...(input.published === undefined ? {} : { published: input.published }),
    ...(input.catalogRound === undefined ? {} : { catalogRound: input.catalogRound }),
    ...(input.keyDates === undefined ? {} : { keyDates: input.keyDates }),
    updatedAt: new Date(),
  };
  await db
    .insert(mbrRounds)
    .values({ bidRoundId: id, ...set })
    .onConflictDoUpdate({ target: mbrRounds.bidRoundId, set });
  return roundDetail(db, viewer, id);
}

export async function uploadDocument(
  deps: { db: Database; storage: ObjectStorage },
  id: string,
  fields: { title: string; kind: MbrDocument["kind"] },
  file: { fileName: string; contentType: string; data: Buffer },
): Promise<MbrDocument> {
  await anyRound(deps.db, id);
  if (file.contentType !== "application/pdf") throw invalidField("body.file", "Upload a PDF");
  const docId = randomUUID();
  const storageKey = `mbr/${id}/${docId}.pdf`;
  await deps.storage.write(storageKey, file.data);
  const [row] = await deps.db
    .insert(mbrDocuments)
    .values({
      id: docId,
      bidRoundId: id,
      title: fields.title,
      kind: fields.kind,
      fileName: file.fileName,
      storageKey,
      sizeBytes: file.data.length,
    })
    .returning();
  return presentDocument(row);
}

export async function updateDocument(db: Database, id: string, docId: string, published: boolean) {
  const [row] = await db
    .update(mbrDocuments)
    .set({ published })
    .where(and(eq(mbrDocuments.id, docId), eq(mbrDocuments.bidRoundId, id)))
    .returning();
  if (!row) throw notFound("Document");
  return presentDocument(row);
}

export async function deleteDocument(
  deps: { db: Database; storage: ObjectStorage },
  id: string,
  docId: string,
) {
  const [row] = await deps.db
    .delete(mbrDocuments)
    .where(and(eq(mbrDocuments.id, docId), eq(mbrDocuments.bidRoundId, id)))
    .returning();
  if (!row) throw notFound("Document");
  await deps.storage.delete(row.storageKey);
  return { ok: true as const };
}

/**
 * The records of a package: each must exist, be bid-flagged and lie in the package's block, and the
 * block must be on offer in the round (a 400 naming the field otherwise). Duplicates are dropped.
 */
async function isOffered(db: Database, row: RoundRow, blockName: string) {
  const [block] = await db
    .select({ name: catalogBlocks.name })
    .from(catalogBlocks)
    .where(and(eq(catalogBlocks.name, blockName), eq(catalogBlocks.bidRound, catalogRoundOf(row))));
  return Boolean(block);
}

async function packageRecords(db: Database, row: RoundRow, input: CreateMbrPackage) {
  if (!(await isOffered(db, row, input.block))) {
    throw invalidField("body.block", `Block ${input.block} is not on offer in ${row.name}`);
  }
  const unique = [...new Map(input.records.map((r) => [`${r.type}\u0000${r.id}`, r])).values()];
  const found = new Map<string, string>();
  for (const type of CATALOG_TYPES) {
    const ids = unique.filter((r) => r.type === type).map((r) => r.id);
    const blockColumn = maybeColumn(type, "block");
    if (ids.length === 0 || !blockColumn) continue;
    const idColumn = columnOf(type, CATALOG_REGISTRY[type].idField);
    const rows = await db
      .select({ id: idColumn, title: columnOf(type, CATALOG_REGISTRY[type].titleKey) })
      // biome-ignore lint/suspicious/noExplicitAny: catalogue tables are addressed by type
      .from(tableOf(type) as any)
      .where(and(inArray(idColumn, ids), eq(columnOf(type, "bid"), true), eq(blockColumn, input.block)));
    for (const r of rows as { id: unknown; title: unknown }[]) {
      found.set(`${type}\u0000${r.id}`, String(r.title ?? r.id));
    }
  }
  return unique.map((r, index) => {
    const title = found.get(`${r.type}\u0000${r.id}`);
    if (title === undefined) {
      throw invalidField(
        `body.records.${index}`,
        `${r.type} ${r.id} is not a bid-flagged record of block ${input.block}`,
      );
    }
    return { type: r.type, id: r.id, title };
  });
}

/**
 * The bid-flagged records of a block on offer, by category and title, with whether each has files
 * (a record without files adds nothing to the ZIP): what staff choose a package's records from.
 */
export async function blockBidRecords(db: Database, id: string, blockName: string): Promise<MbrBlockRecords> {
  const row = await anyRound(db, id);
  if (!(await isOffered(db, row, blockName))) throw notFound("Block");
  const records: MbrBlockRecords["records"] = [];
  for (const type of CATALOG_TYPES) {
    const blockColumn = maybeColumn(type, "block");
    const room = MAX_MBR_PACKAGE_RECORDS + 1 - records.length;
    if (!blockColumn || room <= 0) continue;
    const idColumn = columnOf(type, CATALOG_REGISTRY[type].idField);
    const title = columnOf(type, CATALOG_REGISTRY[type].titleKey);
    const hasFiles = sql<boolean>`exists (select 1 from ${catalogFiles} where ${catalogFiles.sdcType} = ${type} and ${catalogFiles.recordId} = ${idColumn}::text)`;
    const rows = await db
      .select({ id: idColumn, title, hasFiles })
      // biome-ignore lint/suspicious/noExplicitAny: catalogue tables are addressed by type
      .from(tableOf(type) as any)
      .where(and(eq(blockColumn, blockName), eq(columnOf(type, "bid"), true)))
      .orderBy(asc(title), asc(idColumn))
      .limit(room);
    for (const r of rows as { id: unknown; title: unknown; hasFiles: boolean }[]) {
      records.push({ type, id: String(r.id), title: String(r.title ?? r.id), hasFiles: Boolean(r.hasFiles) });
    }
  }
  const truncated = records.length > MAX_MBR_PACKAGE_RECORDS;
  return { records: records.slice(0, MAX_MBR_PACKAGE_RECORDS), truncated };
}

export async function createPackage(db: Database, viewer: Viewer, id: string, input: CreateMbrPackage) {
  const row = await anyRound(db, id);
  const records = await packageRecords(db, row, input);
  const packageId = randomUUID();
  await db.insert(mbrPackages).values({
    id: packageId,
    bidRoundId: id,
    name: input.name,
    block: input.block,
    records,
    published: input.published ?? false,
  });
  const detail = await roundDetail(db, viewer, id);
  return detail.packages.find((p) => p.id === packageId)!;
}

export async function updatePackage(
  db: Database,
  id: string,
  packageId: string,
  input: { name?: string; published?: boolean },
): Promise<MbrPackage> {
  const [row] = await db
    .update(mbrPackages)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(mbrPackages.id, packageId), eq(mbrPackages.bidRoundId, id)))
    .returning();
  if (!row) throw notFound("Bid-round package");
  return {
    id: row.id,
    name: row.name,
    block: row.block,
    recordCount: row.records.length,
    published: row.published,
    takenPackageId: null,
  };
}

export async function deletePackage(db: Database, id: string, packageId: string) {
  const [row] = await db
    .delete(mbrPackages)
    .where(and(eq(mbrPackages.id, packageId), eq(mbrPackages.bidRoundId, id)))
    .returning({ id: mbrPackages.id });
  if (!row) throw notFound("Bid-round package");
  return { ok: true as const };
}

export async function roundActivity(
  db: Database,
  id: string,
  query: { page: number; pageSize: number },
): Promise<MbrActivityList> {
  await anyRound(db, id);
  const [{ total }] = await db.select({ total: count() }).from(mbrEvents).where(eq(mbrEvents.bidRoundId, id));
  const rows = await db
    .select()
    .from(mbrEvents)
    .where(eq(mbrEvents.bidRoundId, id))
    .orderBy(desc(mbrEvents.at), desc(mbrEvents.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return toPage(
    rows.map((r) => ({
      id: r.id,
      kind: r.kind as "view-round",
      subjectName: r.subjectName,
      userName: r.userName,
      organisationName: r.organisationName,
      at: r.at.toISOString(),
    })),
    Number(total),
    query,
  );
}
