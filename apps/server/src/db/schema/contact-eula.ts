import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/** Contact messages and feedback from anyone; staff read them in the inbox. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    /** contact | feedback */
    kind: text("kind").notNull(),
    /** new | handled | spam (the honeypot was filled: kept, never acknowledged). */
    status: text("status").notNull().default("new"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organisation: text("organisation"),
    subject: text("subject"),
    message: text("message").notNull(),
    rating: integer("rating"),
    category: text("category"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    address: text("address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("contact_messages_kind_status_idx").on(t.kind, t.status, t.createdAt)],
);

/** EULA versions, all kept; exactly one is published at a time. */
export const eulaVersions = pgTable(
  "eula_versions",
  {
    id: text("id").primaryKey(),
    version: integer("version").notNull().unique(),
    title: text("title").notNull(),
    /** Sanitised HTML. */
    body: text("body").notNull(),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("eula_versions_one_published").on(t.published).where(sql`${t.published}`)],
);

/** Who accepted which version, when. */
export const eulaAcceptances = pgTable(
  "eula_acceptances",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    versionId: text("version_id")
      .notNull()
      .references(() => eulaVersions.id, { onDelete: "cascade" }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.versionId] })],
);
