import {
  type AppAbility,
  allowedActions,
  DOWNLOAD_PACKAGE_WORKFLOW,
  type DownloadItem,
  type DownloadPackage,
  type DownloadPackageDetail,
  type DownloadPackageStatus,
  type DownloadProgress,
  downloadPackageGuards,
  downloadRoom,
} from "@strata/core";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { downloadItems, type downloadPackages } from "../../db/schema/index.ts";
import type { Owner } from "./owner.ts";

export type PackageRow = typeof downloadPackages.$inferSelect;
export type ItemRow = typeof downloadItems.$inferSelect;
type Reader = Pick<Database, "select">;

interface Totals {
  itemCount: number;
  sizeBytes: number;
  credits: number;
}

/** Items, bytes and credits of the packages' items that are not cancelled (nor failed, once prepared). */
export async function totalsOf(db: Reader, packageIds: string[]): Promise<Map<string, Totals>> {
  const totals = new Map<string, Totals>();
  if (packageIds.length === 0) return totals;
  const rows = await db
    .select({
      packageId: downloadItems.packageId,
      itemCount: sql<number>`count(*)::int`,
      sizeBytes: sql<string>`coalesce(sum(${downloadItems.sizeBytes}), 0)::text`,
      credits: sql<number>`coalesce(sum(${downloadItems.credits}), 0)::int`,
    })
    .from(downloadItems)
    .where(
      sql`${inArray(downloadItems.packageId, packageIds)} and ${downloadItems.status} in ('pending', 'ready')`,
    )
    .groupBy(downloadItems.packageId);
  for (const r of rows) {
    totals.set(r.packageId, { itemCount: r.itemCount, sizeBytes: Number(r.sizeBytes), credits: r.credits });
  }
  return totals;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Whether the package is past its time (a ready package is expired by the sweep, but reads must not wait for it). */
export const isPastExpiry = (row: PackageRow, now = new Date()) =>
  row.expiresAt !== null && row.expiresAt <= now;

type PackageAction = DownloadPackage["allowedActions"][number];
/** The order the buttons come in. */
const ACTION_ORDER: readonly PackageAction[] = ["confirm", "download", "edit", "delete", "cancel"];

/**
 * What the owner may do: the workflow's transitions their right and the guards allow (confirm,
 * cancel), and what changes no status: a draft is edited and deleted, a ready package downloaded
 * until it expires.
 */
export function allowedActionsOf(
  row: PackageRow,
  itemCount: number,
  ability: AppAbility,
  now = new Date(),
): PackageAction[] {
  const status = row.status as DownloadPackageStatus;
  const guards = downloadPackageGuards({ pkg: row, recordCount: itemCount, now });
  const actions: string[] = allowedActions(DOWNLOAD_PACKAGE_WORKFLOW, status, { ability, guards });
  if (status === "draft") actions.push("edit", "delete");
  if (status === "ready" && !isPastExpiry(row, now)) actions.push("download");
  return ACTION_ORDER.filter((action) => actions.includes(action));
}

/** Whose package it is: the name shown, and the ability its actions are computed for. */
type Viewing = Pick<Owner, "name" | "ability">;

export function presentPackage(row: PackageRow, totals: Totals | undefined, owner: Viewing): DownloadPackage {
  const t = totals ?? { itemCount: 0, sizeBytes: 0, credits: 0 };
  const expired = row.status === "expired" || (row.status === "ready" && isPastExpiry(row));
  return {
    id: row.id,
    name: row.name,
    status: expired ? "expired" : (row.status as DownloadPackage["status"]),
    ownerName: owner.name,
    itemCount: t.itemCount,
    sizeBytes: t.sizeBytes,
    zipSizeBytes: row.status === "ready" ? row.zipSizeBytes : null,
    credits: row.status === "draft" ? t.credits : row.creditsSpent - row.creditsRefunded,
    creditsSpent: row.creditsSpent,
    creditsRefunded: row.creditsRefunded,
    progress: (row.progress as DownloadProgress | null) ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    downloadedAt: iso(row.downloadedAt),
    allowedActions: allowedActionsOf(row, t.itemCount, owner.ability),
  };
}

export function presentItem(row: ItemRow): DownloadItem {
  return {
    id: row.id,
    sdcType: row.sdcType as DownloadItem["sdcType"],
    recordId: row.recordId,
    title: row.title,
    status: row.status as DownloadItem["status"],
    fileCount: row.fileCount,
    sizeBytes: row.sizeBytes,
    credits: row.credits,
    error: row.error,
  };
}

export function presentDetail(
  row: PackageRow,
  items: ItemRow[],
  totals: Totals | undefined,
  owner: Viewing,
): DownloadPackageDetail {
  return {
    ...presentPackage(row, totals, owner),
    items: items.map(presentItem),
    room: downloadRoom(row.id),
  };
}
