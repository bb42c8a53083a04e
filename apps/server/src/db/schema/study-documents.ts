import { COMMENT_FORMATS, STUDY_DOCUMENT_KINDS } from "@strata/core";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { organisations, users } from "./identity.ts";
import { uploads } from "./subscriptions.ts";

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * An organisation's study document (thesis, report, poster; decision 0171). The PDF is an upload
 * (`uploads.attachable_type = 'study_document'`); deleting the document deletes the upload and its
 * comments, while the audit trail keeps what was there and who removed it.
 */
export const studyDocuments = pgTable(
  "study_documents",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    uploadId: text("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    kind: text("kind").notNull(),
    abstract: text("abstract").notNull().default(""),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept so the list still names an author whose account is gone. */
    authorName: text("author_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("study_documents_organisation_idx").on(t.organisationId, t.createdAt.desc()),
    check("study_documents_kind_check", sql`${t.kind} in (${oneOf(STUDY_DOCUMENT_KINDS)})`),
  ],
);

/** One comment of a study document's thread; plain text, or rich text sanitised before it is stored. */
export const studyDocumentComments = pgTable(
  "study_document_comments",
  {
    id: text("id").primaryKey(),
    documentId: text("document_id")
      .notNull()
      .references(() => studyDocuments.id, { onDelete: "cascade" }),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    format: text("format").notNull().default("plain"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("study_document_comments_document_idx").on(t.documentId, t.createdAt),
    check("study_document_comments_format_check", sql`${t.format} in (${oneOf(COMMENT_FORMATS)})`),
  ],
);
