import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { serviceAccounts } from "./service-accounts.ts";

/**
 * Portal users mirrored to the GIS service (`POST /gis/user/create`), one row per user, with the GIS
 * role their tier maps to (tiers.ts). Deleting the portal user deletes the mirror (decision 0180).
 */
export const gisUsers = pgTable(
  "gis_users",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    /** The tier the role was taken from, to tell when a plan change makes `changerole` due. */
    tier: text("tier").notNull(),
    createdByServiceAccountId: text("created_by_service_account_id").references(() => serviceAccounts.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("gis_users_role_idx").on(t.role)],
);
