import type { DataPackStatus, DataRequestStatus, PrePackStatus } from "@strata/core";
import { DATA_PACK_STATUSES, DATA_REQUEST_STATUSES, PRE_PACK_STATUSES } from "@strata/core";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { downloadPackages } from "./downloads.ts";
import { organisations, users } from "./identity.ts";

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** A catalogue record named by a request, a pack or a curated package. */
export interface RecordRef {
  type: string;
  id: string;
}

/**
 * A customer's request for data that is not online (issue 11): what, why, which records or which
 * area. Its life is the data request workflow; its history is its audit trail.
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    purpose: text("purpose").notNull(),
    /** Records of the catalogue the request is about, if any. */
    records: jsonb("records").$type<RecordRef[]>().notNull().default([]),
    /** A GeoJSON polygon of the area asked for, if any. */
    area: jsonb("area"),
    status: text("status").$type<DataRequestStatus>().notNull().default("submitted"),
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** What staff said on delivering or declining. */
    staffNote: text("staff_note"),
    /** The package the delivery became. */
    packageId: text("package_id").references(() => downloadPackages.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("data_requests_owner_idx").on(t.organisationId, t.createdAt, t.id),
    index("data_requests_status_idx").on(t.status, t.createdAt, t.id),
    index("data_requests_assignee_idx").on(t.assignedTo),
    check("data_requests_status_check", sql`${t.status} in (${oneOf(DATA_REQUEST_STATUSES)})`),
  ],
);

/** A file data staff uploaded to deliver a request; stored under `Data Requests/{requestId}/{name}`. */
export const dataRequestFiles = pgTable(
  "data_request_files",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id")
      .notNull()
      .references(() => dataRequests.id, { onDelete: "cascade" }),
    /** The storage key, also the file's path inside the delivered ZIP. */
    path: text("path").notNull(),
    name: text("name").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("data_request_files_path_idx").on(t.requestId, t.path)],
);

/** A named bundle of records data staff publish with a credit price (e.g. a basin's released wells). */
export const dataPacks = pgTable(
  "data_packs",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** What taking the pack costs, whatever the plan: the pack's price replaces volume pricing. */
    credits: integer("credits").notNull().default(0),
    status: text("status").$type<DataPackStatus>().notNull().default("draft"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("data_packs_name_idx").on(sql`lower(${t.name})`),
    index("data_packs_status_idx").on(t.status, t.name),
    check("data_packs_status_check", sql`${t.status} in (${oneOf(DATA_PACK_STATUSES)})`),
    check("data_packs_credits_check", sql`${t.credits} >= 0`),
  ],
);

export const dataPackRecords = pgTable(
  "data_pack_records",
  {
    packId: text("pack_id")
      .notNull()
      .references(() => dataPacks.id, { onDelete: "cascade" }),
    sdcType: text("sdc_type").notNull(),
    recordId: text("record_id").notNull(),
    title: text("title").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packId, t.sdcType, t.recordId] })],
);

/**
 * A data pack's ZIP built ahead (issue 11 "pre-packs"), so taking a popular pack downloads at once:
 * stored under `Pre-packs/{id}.zip`, served with the same headers as any package.
 */
export const dataPrePacks = pgTable(
  "data_pre_packs",
  {
    id: text("id").primaryKey(),
    packId: text("pack_id")
      .notNull()
      .references(() => dataPacks.id, { onDelete: "cascade" }),
    status: text("status").$type<PrePackStatus>().notNull().default("building"),
    path: text("path"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    etag: text("etag"),
    /** The files inside (as a package item lists them), for statistics and the manifest. */
    files: jsonb("files"),
    error: text("error"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    builtAt: timestamp("built_at", { withTimezone: true }),
  },
  (t) => [
    index("data_pre_packs_pack_idx").on(t.packId, t.createdAt),
    check("data_pre_packs_status_check", sql`${t.status} in (${oneOf(PRE_PACK_STATUSES)})`),
  ],
);

/** A package admin prepares for named organisations or users (section 7 "curated packages"). */
export const curatedPackages = pgTable("curated_packages", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const curatedPackageRecords = pgTable(
  "curated_package_records",
  {
    curatedPackageId: text("curated_package_id")
      .notNull()
      .references(() => curatedPackages.id, { onDelete: "cascade" }),
    sdcType: text("sdc_type").notNull(),
    recordId: text("record_id").notNull(),
    title: text("title").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.curatedPackageId, t.sdcType, t.recordId] })],
);

/** Who a curated package is for: a whole organisation (no user) or one of its users. */
export const curatedPackageAssignments = pgTable(
  "curated_package_assignments",
  {
    id: text("id").primaryKey(),
    curatedPackageId: text("curated_package_id")
      .notNull()
      .references(() => curatedPackages.id, { onDelete: "cascade" }),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("curated_package_assignments_target_idx").on(
      t.curatedPackageId,
      t.organisationId,
      sql`coalesce(${t.userId}, '')`,
    ),
    index("curated_package_assignments_org_idx").on(t.organisationId),
  ],
);
