import { randomUUID } from "node:crypto";
import {
  type AddPackageItemsBody,
  type AddPackageItemsResponse,
  type CreatePackageBody,
  type DownloadPackageDetail,
  type DownloadPackageList,
  type DownloadPackageStatus,
  itemCredits,
  MAX_PACKAGE_RECORDS,
  type SkippedRecord,
} from "@strata/core";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { downloadItems, downloadPackages } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { Tx } from "../../lib/workflow.ts";
import { auditActor, type Owner, ownPackage } from "./owner.ts";
import { type PackageRow, presentDetail, presentPackage, totalsOf } from "./present.ts";
import { skippedError, sortDownloadable } from "./records.ts";

type Reader = Pick<Database, "select">;

const defaultName = (now = new Date()) =>
  `Package of ${now.toISOString().slice(0, 16).replace("T", " ")} UTC`;

async function lockOwn(tx: Tx, owner: Owner, packageId: string): Promise<PackageRow> {
  const [row] = await tx.select().from(downloadPackages).where(ownPackage(owner, packageId)).for("update");
  if (!row) throw notFound("Download package");
  return row;
}

/** One package with its items, as its owner reads it. */
export async function packageDetail(
  db: Reader,
  owner: Owner,
  packageId: string,
): Promise<DownloadPackageDetail> {
  const [row] = await db.select().from(downloadPackages).where(ownPackage(owner, packageId));
  if (!row) throw notFound("Download package");
  const items = await db
    .select()
    .from(downloadItems)
    .where(eq(downloadItems.packageId, row.id))
    .orderBy(asc(downloadItems.createdAt), asc(downloadItems.id));
  const totals = await totalsOf(db, [row.id]);
  return presentDetail(row, items, totals.get(row.id), owner);
}

/** The owner's packages, newest first (two users of one organisation never see each other's). */
export async function listPackages(
  db: Reader,
  owner: Owner,
  query: { page: number; pageSize: number; status?: DownloadPackageStatus },
): Promise<DownloadPackageList> {
  const where = and(
    eq(downloadPackages.organisationId, owner.organisationId),
    eq(downloadPackages.userId, owner.userId),
    query.status ? eq(downloadPackages.status, query.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(downloadPackages)
      .where(where)
      .orderBy(desc(downloadPackages.createdAt), desc(downloadPackages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(downloadPackages).where(where),
  ]);
  const totals = await totalsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    result: rows.map((r) => presentPackage(r, totals.get(r.id), owner)),
    pageNumber: query.page,
    pageSize: query.pageSize,
    pageTotal: total,
  };
}

/** The owner's open draft, created when there is none (the one-draft index makes concurrent calls agree). */
async function openDraft(
  tx: Tx,
  owner: Owner,
  name?: string,
): Promise<{ row: PackageRow; created: boolean }> {
  const inserted = await tx
    .insert(downloadPackages)
    .values({
      id: randomUUID(),
      organisationId: owner.organisationId,
      userId: owner.userId,
      name: name ?? defaultName(),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const [row] = await tx
    .select()
    .from(downloadPackages)
    .where(
      and(
        eq(downloadPackages.userId, owner.userId),
        eq(downloadPackages.organisationId, owner.organisationId),
        eq(downloadPackages.status, "draft"),
      ),
    )
    .for("update");
  return { row, created: false };
}

/**
 * Puts the records in the package. Strict (a new package's records): the first record that cannot
 * go in fails the call. Partial (adding to a draft): those that can go in, the rest come back as
 * `skipped` with why; when none can, the call fails with every reason in its details.
 */
async function insertItems(
  tx: Tx,
  owner: Owner,
  packageId: string,
  records: AddPackageItemsBody["records"],
  mode: "strict" | "partial" = "strict",
): Promise<SkippedRecord[]> {
  const unique = [...new Map(records.map((r) => [`${r.type}\u0000${r.id}`, r])).values()];
  const { found, skipped } = await sortDownloadable(tx, unique, owner);
  if (skipped.length > 0 && (mode === "strict" || found.length === 0)) {
    const reasons = skipped.map(({ type, id, title, message, action }) => ({
      type,
      id,
      title,
      message,
      action,
    }));
    const several = mode === "partial" && unique.length > 1;
    throw skippedError(
      skipped[0],
      { skipped: reasons },
      several
        ? `None of the ${unique.length} records can be added to a package. ${skipped[0].error}`
        : undefined,
    );
  }
  if (found.length > 0) {
    await tx
      .insert(downloadItems)
      .values(
        found.map((r) => {
          const sizeBytes = r.files.reduce((sum, f) => sum + f.sizeBytes, 0);
          return {
            id: randomUUID(),
            packageId,
            sdcType: r.type,
            recordId: r.id,
            title: r.title,
            fileCount: r.files.length,
            sizeBytes,
            credits: itemCredits(sizeBytes, owner.role),
          };
        }),
      )
      .onConflictDoNothing();
  }
  const [{ n }] = await tx
    .select({ n: count() })
    .from(downloadItems)
    .where(eq(downloadItems.packageId, packageId));
  if (n > MAX_PACKAGE_RECORDS) {
    throw conflict(`A package holds at most ${MAX_PACKAGE_RECORDS} records.`);
  }
  return skipped.map(({ type, id, title, message, action }) => ({ type, id, title, message, action }));
}

/** Starts a new draft (409 while another is open: records go to that one). */
export async function createPackage(db: Database, owner: Owner, body: CreatePackageBody) {
  const id = await db.transaction(async (tx) => {
    const { row, created } = await openDraft(tx, owner, body.name);
    if (!created) {
      throw conflict(`Your package "${row.name}" is still open: add the records to it.`, {
        packageId: row.id,
      });
    }
    if (body.records.length > 0) await insertItems(tx, owner, row.id, body.records);
    return row.id;
  });
  return packageDetail(db, owner, id);
}

/**
 * Adds records to a draft: the one named, or the owner's open draft (created when none), as the
 * record page and the catalogue's selection do. A record already in it is not added twice; records
 * that cannot go in are left out and named in `skipped` (issue 30: "adds those that can").
 */
export async function addPackageItems(
  db: Database,
  owner: Owner,
  input: { packageId: string | null; records: AddPackageItemsBody["records"] },
): Promise<AddPackageItemsResponse> {
  const { id, skipped } = await db.transaction(async (tx) => {
    const row = input.packageId
      ? await lockOwn(tx, owner, input.packageId)
      : (await openDraft(tx, owner)).row;
    if (row.status !== "draft") {
      throw conflict("Records can only be added to a package before it is confirmed.", {
        status: row.status,
      });
    }
    const skipped = await insertItems(tx, owner, row.id, input.records, "partial");
    await tx.update(downloadPackages).set({ updatedAt: new Date() }).where(eq(downloadPackages.id, row.id));
    return { id: row.id, skipped };
  });
  return { ...(await packageDetail(db, owner, id)), skipped };
}

async function ownItem(tx: Tx, owner: Owner, itemId: string) {
  const [found] = await tx
    .select({ item: downloadItems, pkg: downloadPackages })
    .from(downloadItems)
    .innerJoin(downloadPackages, eq(downloadPackages.id, downloadItems.packageId))
    .where(
      and(
        eq(downloadItems.id, itemId),
        eq(downloadPackages.organisationId, owner.organisationId),
        eq(downloadPackages.userId, owner.userId),
      ),
    );
  if (!found) throw notFound("Download item");
  // Lock the package: an item changes only under its package's lock (confirm, prepare, cancel).
  const pkg = await lockOwn(tx, owner, found.pkg.id);
  return { item: found.item, pkg };
}

/** Removes a record from a draft (a confirmed package's items are cancelled instead). */
export async function removeDraftItem(db: Database, owner: Owner, itemId: string) {
  const packageId = await db.transaction(async (tx) => {
    const { pkg } = await ownItem(tx, owner, itemId);
    if (pkg.status !== "draft") {
      throw conflict("This package is confirmed: cancel the item instead.", {
        status: pkg.status,
      });
    }
    await tx.delete(downloadItems).where(eq(downloadItems.id, itemId));
    return pkg.id;
  });
  return packageDetail(db, owner, packageId);
}

export async function renamePackage(db: Database, owner: Owner, packageId: string, name: string) {
  const [row] = await db
    .update(downloadPackages)
    .set({ name, updatedAt: new Date() })
    .where(ownPackage(owner, packageId))
    .returning({ id: downloadPackages.id });
  if (!row) throw notFound("Download package");
  return packageDetail(db, owner, packageId);
}

/** Deletes a draft (nothing was spent on it). */
export async function deleteDraft(db: Database, owner: Owner, packageId: string) {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, owner, packageId);
    if (row.status !== "draft") {
      throw conflict("Only a package not yet confirmed can be deleted; cancel it instead.", {
        status: row.status,
      });
    }
    await tx.delete(downloadPackages).where(eq(downloadPackages.id, packageId));
    await recordAuditEvent(tx, {
      actor: auditActor(owner),
      action: "delete",
      subjectType: "download_package",
      subjectId: packageId,
      organisationId: owner.organisationId,
      before: { status: row.status },
      requestId: owner.requestId,
    });
  });
}

export { lockOwn, ownItem };
