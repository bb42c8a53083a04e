import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Static pages (about-us, EULA) whose text staff edit in the database. */
export const staticContents = pgTable("static_contents", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  published: boolean("published").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
