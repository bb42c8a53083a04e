import type { NewsStatus } from "@strata/core";
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/**
 * News items (section 7 "Admin news"). `organisation_id` and `last_stable_status` are the columns
 * every workflow table has; news belongs to no organisation, so the first is always null.
 */
export const news = pgTable(
  "news",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Sanitised HTML. */
    body: text("body").notNull(),
    status: text("status").$type<NewsStatus>().notNull().default("draft"),
    lastStableStatus: text("last_stable_status").$type<NewsStatus>(),
    organisationId: text("organisation_id"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_status_published_idx").on(t.status, t.publishedAt)],
);

export const faqCategories = pgTable("faq_categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const faqs = pgTable(
  "faqs",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => faqCategories.id, { onDelete: "restrict" }),
    question: text("question").notNull(),
    /** Sanitised HTML. */
    answer: text("answer").notNull(),
    position: integer("position").notNull().default(0),
    published: boolean("published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("faqs_category_position_idx").on(t.categoryId, t.position)],
);
