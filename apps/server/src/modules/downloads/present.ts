import {
  type DownloadItem,
  type DownloadPackage,
  type DownloadPackageDetail,
  type DownloadProgress,
  downloadRoom,
} from "@strata/core";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { downloadItems, type downloadPackages } from "../../db/schema/index.ts";

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

export function allowedActionsOf(
  row: PackageRow,
  itemCount: number,
  now = new Date(),
): DownloadPackage["allowedActions"] {
  switch (row.status) {
    case "draft":
      return itemCount > 0 ? ["confirm", "edit", "delete"] : ["edit", "delete"];
    case "preparing":
      return ["cancel"];
    case "ready":
      if (isPastExpiry(row, now)) return [];
      return row.downloadedAt ? ["download"] : ["download", "cancel"];
    default:
      return [];
  }
}

export function presentPackage(
  row: PackageRow,
  totals: Totals | undefined,
  ownerName: string,
): DownloadPackage {
  const t = totals ?? { itemCount: 0, sizeBytes: 0, credits: 0 };
  const expired = row.status === "expired" || (row.status === "ready" && isPastExpiry(row));
  return {
    id: row.id,
    name: row.name,
    status: expired ? "expired" : (row.status as DownloadPackage["status"]),
    ownerName,
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
    allowedActions: allowedActionsOf(row, t.itemCount),
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
  ownerName: string,
): DownloadPackageDetail {
  return {
    ...presentPackage(row, totals, ownerName),
    items: items.map(presentItem),
    room: downloadRoom(row.id),
  };
}
