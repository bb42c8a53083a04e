import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Countries an organisation may be registered in (ISO 3166-1 alpha-2). */
export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
});

/**
 * Companies staff already know (section 7 "Known companies"): a registering company picks one or
 * names a new one, which staff may then add here.
 */
export const knownCompanies = pgTable(
  "known_companies",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    registrationNumber: text("registration_number"),
    countryCode: text("country_code").references(() => countries.code, { onDelete: "restrict" }),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("known_companies_name_lower_idx").on(sql`lower(${t.name})`)],
);

/** Academic institutes: graduate, research and academic plans register under one. */
export const institutes = pgTable(
  "institutes",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    countryCode: text("country_code").references(() => countries.code, { onDelete: "restrict" }),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("institutes_name_lower_idx").on(sql`lower(${t.name})`)],
);

/**
 * Settings staff change without a release (section 7 "configurations"), one JSON value per key:
 * e.g. `vdr.accessDays`, `vdr.contactEmail` (reminder days live in `email_reminder_settings`).
 */
export const configurations = pgTable("configurations", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  description: text("description"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A bid round: bid-round, MBR, MPM study and VDR plans apply for one that is open. */
export const bidRounds = pgTable(
  "bid_rounds",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    opensOn: date("opens_on", { mode: "string" }).notNull(),
    closesOn: date("closes_on", { mode: "string" }).notNull(),
    description: text("description"),
    ...timestamps,
  },
  (t) => [
    index("bid_rounds_closes_on_idx").on(t.closesOn),
    uniqueIndex("bid_rounds_name_lower_idx").on(sql`lower(${t.name})`),
    check("bid_rounds_dates_check", sql`${t.opensOn} <= ${t.closesOn}`),
  ],
);
