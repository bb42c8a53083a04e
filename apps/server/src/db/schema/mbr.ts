import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bidRounds } from "./reference-data.ts";

/*
 * The MBR area (issue 27, docs/decisions/0173-mbr-areas.md): what staff add to a bid round for the
 * MBR tier — which catalogue round label its blocks carry, whether it is published, its key dates,
 * its documents and its data packages — and who looked at and took what.
 */

/** One key date of a round: a label ("Bid submission") and a day (YYYY-MM-DD). */
export interface MbrKeyDateRow {
  label: string;
  date: string;
}

/** A bid round's MBR settings; a round without a row is unpublished and offers the blocks labelled with its name. */
export const mbrRounds = pgTable("mbr_rounds", {
  bidRoundId: text("bid_round_id")
    .primaryKey()
    .references(() => bidRounds.id, { onDelete: "cascade" }),
  /** The `catalog_blocks.bid_round` label of the blocks on offer (e.g. "MBR 2026"). */
  catalogRound: text("catalog_round"),
  published: boolean("published").notNull().default(false),
  keyDates: jsonb("key_dates").$type<MbrKeyDateRow[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A round's document (guidelines, a block brochure): a PDF in storage. */
export const mbrDocuments = pgTable(
  "mbr_documents",
  {
    id: text("id").primaryKey(),
    bidRoundId: text("bid_round_id")
      .notNull()
      .references(() => bidRounds.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    published: boolean("published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mbr_documents_round_idx").on(t.bidRoundId),
    check("mbr_documents_kind_check", sql`${t.kind} in ('guidelines', 'brochure', 'other')`),
  ],
);

/** One record of a package: its category and id, and its title when curated. */
export interface MbrPackageRecordRow {
  type: string;
  id: string;
  title: string;
}

/** A bid-round data package: a named set of bid-flagged records of one block, curated by staff. */
export const mbrPackages = pgTable(
  "mbr_packages",
  {
    id: text("id").primaryKey(),
    bidRoundId: text("bid_round_id")
      .notNull()
      .references(() => bidRounds.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    block: text("block").notNull(),
    records: jsonb("records").$type<MbrPackageRecordRow[]>().notNull(),
    published: boolean("published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mbr_packages_round_idx").on(t.bidRoundId)],
);

/** Who looked at and took what: a round opened, a document opened, a package taken. */
export const mbrEvents = pgTable(
  "mbr_events",
  {
    id: text("id").primaryKey(),
    bidRoundId: text("bid_round_id")
      .notNull()
      .references(() => bidRounds.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    subjectId: text("subject_id"),
    subjectName: text("subject_name"),
    userId: text("user_id").notNull(),
    userName: text("user_name").notNull(),
    organisationName: text("organisation_name"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mbr_events_round_at_idx").on(t.bidRoundId, t.at),
    check("mbr_events_kind_check", sql`${t.kind} in ('view-round', 'open-document', 'take-package')`),
  ],
);
