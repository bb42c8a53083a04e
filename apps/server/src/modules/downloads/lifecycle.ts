import { DOWNLOAD_ITEM_WORKFLOW, type DownloadPackageStatus, itemCredits } from "@strata/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { downloadItems, downloadPackages, type PackageFile } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict } from "../../lib/errors.ts";
import { applyCascade, applyTransitionIn, type Tx } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { appendLedgerEntry } from "../billing/index.ts";
import { spendCredits } from "../credits/index.ts";
import { archiveEtag, packageArchive } from "./archive.ts";
import { auditActor, type Owner, ownerActor } from "./owner.ts";
import { downloadPackageStore } from "./package-workflow.ts";
import { isPastExpiry, type PackageRow } from "./present.ts";
import { downloadableRecords } from "./records.ts";
import { lockOwn, ownItem, packageDetail } from "./service.ts";

export const PREPARE_PACKAGE_JOB = "downloads.prepare";
export interface PreparePayload {
  packageId: string;
}

/** The ledger's reference of every spend and refund of a package. */
export const packageReference = (packageId: string) => `download-package:${packageId}`;

/** Gives back credits of a package (what was cancelled or failed), in the caller's transaction. */
export async function refundPackageCredits(
  tx: Tx,
  pkg: Pick<PackageRow, "id" | "organisationId" | "name">,
  credits: number,
  reason: string,
  actorUserId: string | null,
) {
  if (credits <= 0) return;
  // The check constraint (refunded ≤ spent) makes a double refund fail the transaction.
  await tx
    .update(downloadPackages)
    .set({ creditsRefunded: sql`${downloadPackages.creditsRefunded} + ${credits}`, updatedAt: new Date() })
    .where(eq(downloadPackages.id, pkg.id));
  await appendLedgerEntry(tx, {
    organisationId: pkg.organisationId,
    kind: "refund",
    credits,
    reason: `${reason} (${pkg.name})`,
    reference: packageReference(pkg.id),
    actorUserId,
  });
}

/**
 * Confirms a draft: re-checks the rights, prices each item for the owner's plan, spends the credits
 * and queues the preparation, all in one transaction under the package's row lock. A retried or
 * concurrent confirmation finds the package no longer a draft and answers it as it is: credits are
 * spent exactly once.
 */
export async function confirmPackage(
  deps: { db: Database; jobs: JobRunner },
  owner: Owner,
  packageId: string,
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockOwn(tx, owner, packageId);
    if (row.status !== "draft") return;
    const items = await tx
      .select()
      .from(downloadItems)
      .where(and(eq(downloadItems.packageId, row.id), eq(downloadItems.status, "pending")));
    if (items.length === 0) throw conflict("Add records to the package before confirming it.");
    const records = await downloadableRecords(
      tx,
      items.map((i) => ({ type: i.sdcType as never, id: i.recordId })),
      owner,
    );
    let total = 0;
    for (const [index, item] of items.entries()) {
      const sizeBytes = records[index].files.reduce((sum, f) => sum + f.sizeBytes, 0);
      const credits = itemCredits(sizeBytes, owner.role);
      total += credits;
      await tx
        .update(downloadItems)
        .set({ sizeBytes, credits, fileCount: records[index].files.length })
        .where(eq(downloadItems.id, item.id));
    }
    if (total > 0) {
      await spendCredits(tx, {
        organisationId: owner.organisationId,
        credits: total,
        reference: packageReference(row.id),
        actorUserId: owner.userId,
      });
    }
    await applyTransitionIn(tx, {
      store: downloadPackageStore,
      id: row.id,
      action: "confirm",
      actor: ownerActor(owner),
      from: "draft",
      guards: { hasRecords: items.length > 0 },
      set: {
        confirmedAt: new Date(),
        creditsSpent: total,
        pricedFor: owner.role,
        progress: null,
        error: null,
      },
      audit: { credits: total, items: items.length },
      sideEffects: async (tx) => {
        await deps.jobs.enqueue(PREPARE_PACKAGE_JOB, { packageId: row.id } satisfies PreparePayload, {
          createdBy: owner.userId,
          db: tx as unknown as Database,
        });
      },
    });
  });
  return packageDetail(deps.db, owner, packageId);
}

/** A confirmed package's items may be cancelled until it is delivered (downloaded to the end) or expires. */
function assertCancellable(row: PackageRow) {
  const open =
    row.status === "preparing" || (row.status === "ready" && !row.downloadedAt && !isPastExpiry(row));
  if (!open) {
    const why =
      row.status === "ready" && row.downloadedAt
        ? "It was already downloaded."
        : `It is ${row.status === "ready" ? "expired" : row.status}.`;
    throw conflict(`This package can no longer be cancelled. ${why}`, { status: row.status });
  }
}

/** After an item leaves a ready package its archive changes: new size, new validator. */
async function relayout(tx: Tx, row: PackageRow) {
  if (row.status !== "ready" || !row.readyAt) return;
  const ready = await tx
    .select({ files: downloadItems.files })
    .from(downloadItems)
    .where(and(eq(downloadItems.packageId, row.id), eq(downloadItems.status, "ready")));
  const files = ready.flatMap((r) => (r.files ?? []) as PackageFile[]);
  await tx
    .update(downloadPackages)
    .set({
      zipSizeBytes: packageArchive(files, row.readyAt).size,
      etag: archiveEtag(row.id, files, row.readyAt),
      updatedAt: new Date(),
    })
    .where(eq(downloadPackages.id, row.id));
}

/** Cancels a whole package not yet delivered; the credits not refunded yet come back. */
export async function cancelPackage(deps: { db: Database }, owner: Owner, packageId: string) {
  await deps.db.transaction(async (tx) => {
    const row = await lockOwn(tx, owner, packageId);
    assertCancellable(row);
    const refund = row.creditsSpent - row.creditsRefunded;
    await applyTransitionIn(tx, {
      store: downloadPackageStore,
      id: row.id,
      action: "cancel",
      actor: ownerActor(owner),
      from: row.status as DownloadPackageStatus,
      audit: { refunded: refund },
      sideEffects: async (tx) => {
        await applyCascade(tx, {
          workflow: DOWNLOAD_ITEM_WORKFLOW,
          table: downloadItems,
          action: "cancel",
          actor: ownerActor(owner),
          where: eq(downloadItems.packageId, row.id),
        });
        await refundPackageCredits(tx, row, refund, "Download package cancelled", owner.userId);
      },
    });
  });
  return packageDetail(deps.db, owner, packageId);
}

/** Cancels one item of a package not yet delivered; its own credits come back. The last item cancels the package. */
export async function cancelItem(deps: { db: Database }, owner: Owner, itemId: string) {
  const packageId = await deps.db.transaction(async (tx) => {
    const { item, pkg } = await ownItem(tx, owner, itemId);
    assertCancellable(pkg);
    if (pkg.prebuiltPath) {
      throw conflict(
        "This package was built ahead as one archive: cancel the whole package instead of one record.",
      );
    }
    if (item.status !== "pending" && item.status !== "ready") {
      throw conflict(`This item is ${item.status}.`, { status: item.status });
    }
    await applyCascade(tx, {
      workflow: DOWNLOAD_ITEM_WORKFLOW,
      table: downloadItems,
      action: "cancel",
      actor: ownerActor(owner),
      where: eq(downloadItems.id, item.id),
    });
    await refundPackageCredits(tx, pkg, item.credits, `Download item cancelled: ${item.title}`, owner.userId);
    const [{ left }] = await tx
      .select({ left: sql<number>`count(*)::int` })
      .from(downloadItems)
      .where(and(eq(downloadItems.packageId, pkg.id), inArray(downloadItems.status, ["pending", "ready"])));
    if (left === 0) {
      // Its credits all came back with its items: cancelling it refunds nothing more.
      await applyTransitionIn(tx, {
        store: downloadPackageStore,
        id: pkg.id,
        action: "cancel",
        actor: ownerActor(owner),
        from: pkg.status as DownloadPackageStatus,
        audit: { reason: "Its last record was cancelled." },
      });
    } else {
      await relayout(tx, pkg);
    }
    await recordAuditEvent(tx, {
      actor: auditActor(owner),
      action: "cancel-item",
      subjectType: "download_package",
      subjectId: pkg.id,
      organisationId: owner.organisationId,
      after: { itemId: item.id, record: `${item.sdcType}/${item.recordId}`, refunded: item.credits },
      requestId: owner.requestId,
    });
    return pkg.id;
  });
  return packageDetail(deps.db, owner, packageId);
}
