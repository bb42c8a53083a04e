import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Machine clients' accounts (section 7 "Service accounts"). The API key is kept only as its SHA-256
 * (`key_hash`) with its first characters (`key_prefix`) to tell keys apart; the key itself is shown
 * once, on create and on rotate. Revoked accounts stay (with `revoked_at`) so the audit reads on.
 */
export const serviceAccounts = pgTable(
  "service_accounts",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    scopes: text("scopes").array().notNull(),
    keyPrefix: text("key_prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    /** The end of the account's last day; sign-in and every token stop working then. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: text("created_by_user_id"),
    createdByName: text("created_by_name").notNull(),
    keyRotatedAt: timestamp("key_rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedByName: text("revoked_by_name"),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("service_accounts_key_hash_idx").on(t.keyHash),
    uniqueIndex("service_accounts_name_idx").on(sql`lower(${t.name})`),
    index("service_accounts_created_idx").on(t.createdAt.desc()),
  ],
);

/**
 * Short-lived bearer tokens from `POST /api/service-accounts/sign-in`, kept as their SHA-256. Every
 * request joins its account, so revoking, rotating or expiry refuses outstanding tokens at once.
 */
export const serviceAccountTokens = pgTable(
  "service_account_tokens",
  {
    id: text("id").primaryKey(),
    serviceAccountId: text("service_account_id")
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("service_account_tokens_hash_idx").on(t.tokenHash),
    index("service_account_tokens_account_idx").on(t.serviceAccountId),
  ],
);
