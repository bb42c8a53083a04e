import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/**
 * Personal access tokens (decision 0226): a person's credential for GIS clients on /ogc, kept as
 * its SHA-256 (`token_hash`) with its first characters (`token_prefix`). Revoked tokens stay (with
 * `revoked_at`) so the person's list reads on; deleting the user deletes them.
 */
export const personalAccessTokens = pgTable(
  "personal_access_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenPrefix: text("token_prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The end of the token's last day. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("personal_access_tokens_hash_idx").on(t.tokenHash),
    index("personal_access_tokens_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);
