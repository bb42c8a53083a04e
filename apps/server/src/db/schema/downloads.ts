import type { DownloadItemStatus, DownloadPackageStatus } from "@strata/core";
import { DOWNLOAD_ITEM_STATUSES, DOWNLOAD_PACKAGE_ORIGINS, DOWNLOAD_PACKAGE_STATUSES } from "@strata/core";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { organisations, users } from "./identity.ts";

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** One file of an item as preparation found it: what the ZIP entry is made of. */
export interface PackageFile {
  path: string;
  sizeBytes: number;
  sha256: string;
  crc32: number;
}

/**
 * A user's download package (docs/decisions.md "Download packages"). Its own row holds its state:
 * the job runner only triggers preparation, so nothing here depends on the runner's tables.
 */
export const downloadPackages = pgTable(
  "download_packages",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status").$type<DownloadPackageStatus>().notNull().default("draft"),
    /** Where it came from (DOWNLOAD_PACKAGE_ORIGINS) and that thing's id (a data request, pack, curated package). */
    origin: text("origin").notNull().default("records"),
    originId: text("origin_id"),
    /** A ZIP built ahead (a pre-pack) in storage: served as it is instead of assembled from the items' files. */
    prebuiltPath: text("prebuilt_path"),
    /** The role the credits were priced for, fixed at confirmation. */
    pricedFor: text("priced_for"),
    creditsSpent: integer("credits_spent").notNull().default(0),
    creditsRefunded: integer("credits_refunded").notNull().default(0),
    zipSizeBytes: bigint("zip_size_bytes", { mode: "number" }),
    /** Changes whenever the ZIP's bytes would change (an item cancelled): the strong ETag. */
    etag: text("etag"),
    progress: jsonb("progress"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
  },
  (t) => [
    index("download_packages_owner_idx").on(t.organisationId, t.userId, t.createdAt.desc()),
    // The admin dashboard counts the packages confirmed this month.
    index("download_packages_confirmed_at_idx").on(t.confirmedAt),
    index("download_packages_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'ready'`),
    // One open draft per user: "add to package" finds it, concurrent adds cannot make two. Packages
    // issued to a user (a delivery, a pack, a curated package) pass through draft inside one
    // transaction and are not the user's open draft.
    uniqueIndex("download_packages_one_draft_idx")
      .on(t.userId)
      .where(sql`${t.status} = 'draft' and ${t.origin} = 'records'`),
    check("download_packages_status_check", sql`${t.status} in (${oneOf(DOWNLOAD_PACKAGE_STATUSES)})`),
    check("download_packages_origin_check", sql`${t.origin} in (${oneOf(DOWNLOAD_PACKAGE_ORIGINS)})`),
    index("download_packages_origin_idx").on(t.origin, t.originId),
    check("download_packages_credits_check", sql`${t.creditsRefunded} between 0 and ${t.creditsSpent}`),
  ],
);

/** One record of a package, with its files once preparation has checked them. */
export const downloadItems = pgTable(
  "download_items",
  {
    id: text("id").primaryKey(),
    packageId: text("package_id")
      .notNull()
      .references(() => downloadPackages.id, { onDelete: "cascade" }),
    sdcType: text("sdc_type").notNull(),
    recordId: text("record_id").notNull(),
    title: text("title").notNull(),
    status: text("status").$type<DownloadItemStatus>().notNull().default("pending"),
    fileCount: integer("file_count").notNull().default(0),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull().default(0),
    credits: integer("credits").notNull().default(0),
    files: jsonb("files").$type<PackageFile[]>(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("download_items_record_idx").on(t.packageId, t.sdcType, t.recordId),
    // The downloads report lists items newest first (read backwards: `desc()` would write NULLS LAST,
    // which an ORDER BY … DESC cannot use).
    index("download_items_created_idx").on(t.createdAt, t.id),
    check("download_items_status_check", sql`${t.status} in (${oneOf(DOWNLOAD_ITEM_STATUSES)})`),
  ],
);

/**
 * Checksums of stored files, computed once: files never change once stored (section 9 paths are
 * write-once), so a package reads each file once for its SHA-256 and CRC-32 and never again.
 */
export const fileChecksums = pgTable("file_checksums", {
  path: text("path").primaryKey(),
  sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
  sha256: text("sha256").notNull(),
  /** Unsigned 32-bit, so wider than `integer`. */
  crc32: bigint("crc32", { mode: "number" }).notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});
