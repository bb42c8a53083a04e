import type { UserStatus } from "@strata/core";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { countries, institutes, knownCompanies } from "./reference-data.ts";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A customer organisation: a company (picked from the known companies or new) or an academic
 * institute. `tier` is the plan its users hold; its subscription lives in `subscriptions`.
 */
export const organisations = pgTable(
  "organisations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    tier: text("tier").notNull(),
    kind: text("kind").notNull().default("company"),
    countryCode: text("country_code").references(() => countries.code, { onDelete: "restrict" }),
    registrationNumber: text("registration_number"),
    address: text("address"),
    knownCompanyId: text("known_company_id").references(() => knownCompanies.id, { onDelete: "set null" }),
    instituteId: text("institute_id").references(() => institutes.id, { onDelete: "set null" }),
    /** VDR settings per organisation (MBR admin): access days, contact address, datasets. */
    vdrSettings: jsonb("vdr_settings"),
    ...timestamps,
  },
  (t) => [
    check("organisations_kind_check", sql`${t.kind} in ('company', 'institute')`),
    // The admin dashboard counts the organisations created this month.
    index("organisations_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Users of both kinds. `role` is a staff role for staff and the tier for customers, so the
 * permission model reads one field. Table and column names match better-auth's user model.
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull(),
    organisationId: text("organisation_id").references(() => organisations.id, { onDelete: "restrict" }),
    addOns: text("add_ons").array().notNull().default(sql`'{}'::text[]`),
    isPrimary: boolean("is_primary").notNull().default(false),
    status: text("status").$type<UserStatus>().notNull().default("active"),
    /** The IANA zone the user reads dates and times in; null: Malaysia's (decision 0222). */
    timeZone: text("time_zone"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_org_idx").on(t.organisationId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Credentials: better-auth keeps the password hash on the `credential` account. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

/** One-time tokens: sign-in links, password resets, activations. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * Rate limits kept in the database, so every instance counts the same requests. One row per key
 * (`signin-address:…`, `signin-account-address:…`, `mail-account:…`, `mail-address:…`, `log-address:…`):
 * `count` hits since `window_start`; `locked_until` refuses the key until then (the growing lock of
 * failed sign-ins); the row means nothing after `expires_at` and may be deleted.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_expires_at_idx").on(t.expiresAt)],
);
