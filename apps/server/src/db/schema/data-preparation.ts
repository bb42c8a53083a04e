import type { JobStatus, StorageObjectStatus } from "@strata/core";
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { box } from "./catalog.ts";
import { users } from "./identity.ts";

/** The audit subject type of a metadata record is this prefix and its SDCType. */
export const METADATA_SUBJECT_PREFIX = "metadata:";

/**
 * Who changed which metadata record, how, and its values before and after (MetadataRecord sub-tab):
 * the metadata part of the one audit trail, in the shape the histories have always had. Written only
 * through `recordAuditEvents`; filter on `subjectType` (indexed), not on the derived `sdcType`.
 */
export const metadataHistories = pgView("metadata_histories", {
  id: text("id").notNull(),
  subjectType: text("subject_type").notNull(),
  sdcType: text("sdc_type").notNull(),
  recordId: text("record_id").notNull(),
  action: text("action").notNull(),
  before: jsonb("before"),
  after: jsonb("after"),
  userId: text("user_id"),
  /** Kept so the history still names a user who has since been deleted. */
  userName: text("user_name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).as(
  sql`select id, subject_type, substr(subject_type, ${sql.raw(String(METADATA_SUBJECT_PREFIX.length + 1))}) as sdc_type, subject_id as record_id, action, before, after, actor_user_id as user_id, actor_name as user_name, created_at from audit_events where subject_type like ${sql.raw(`'${METADATA_SUBJECT_PREFIX}%'`)}`,
);

/**
 * Durable jobs (storage sync, exports, e-mails): claimed with FOR UPDATE SKIP LOCKED so any
 * instance can run them, and requeued when the instance running one disappears.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    progress: jsonb("progress"),
    result: jsonb("result"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    lockedBy: text("locked_by"),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_claim_idx").on(t.status, t.runAfter),
    // A kind's newest runs (the preview caches' last run, a category's sync): one index scan.
    index("jobs_kind_created_idx").on(t.kind, t.createdAt),
  ],
);

/**
 * What the last storage sync found under a data type's folders: each object is linked to a
 * record, unlinked, or invalid (unreadable file, or a name or folder that breaks the conventions).
 */
export const storageObjects = pgTable(
  "storage_objects",
  {
    id: text("id").primaryKey(),
    sdcType: text("sdc_type").notNull(),
    path: text("path").notNull(),
    name: text("name").notNull(),
    folder: text("folder").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    format: text("format").notNull(),
    status: text("status").$type<StorageObjectStatus>().notNull(),
    reason: text("reason"),
    recordId: text("record_id"),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("storage_objects_path_idx").on(t.path),
    index("storage_objects_status_idx").on(t.sdcType, t.status),
  ],
);

/** GIS features as delivered by the GIS side: matched to a record, or waiting for one (GISWithoutMetadata). */
export const gisFeatures = pgTable(
  "gis_features",
  {
    id: text("id").primaryKey(),
    sdcType: text("sdc_type").notNull(),
    name: text("name").notNull(),
    geometry: jsonb("geometry").notNull(),
    bbox: box("bbox").notNull(),
    recordId: text("record_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("gis_features_record_idx").on(t.sdcType, t.recordId),
    index("gis_features_bbox_idx").using("gist", t.bbox),
  ],
);

/**
 * A bulk upload being applied: the embedded database runs one transaction at a time, so a
 * 100,000-row upload is applied in short transactions and readers go between them. Until the last
 * one commits, `bulk_import_rows` holds what each changed record was before (null: the upload added
 * it) and its history row, written in the same transaction as the change; a failed upload, or one
 * found here after a crash, is undone from it. Both rows go when the upload completes.
 */
export const bulkImports = pgTable("bulk_imports", {
  id: text("id").primaryKey(),
  sdcType: text("sdc_type").notNull(),
  /** Touched by every applied chunk: an upload whose heartbeat stopped belongs to a process that died. */
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
});

export const bulkImportRows = pgTable(
  "bulk_import_rows",
  {
    importId: text("import_id")
      .notNull()
      .references(() => bulkImports.id, { onDelete: "cascade" }),
    recordId: text("record_id").notNull(),
    before: jsonb("before"),
    historyId: text("history_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.recordId] })],
);
