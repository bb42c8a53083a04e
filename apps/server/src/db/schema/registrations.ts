import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { applications } from "./applications.ts";

/**
 * A public registration in progress (section 7 "Registration"): filled step by step by someone
 * without an account, who proves they own it with a continuation token (only its hash is kept).
 * Submitting turns it into an organisation, its primary user and a registration application.
 */
export const registrations = pgTable(
  "registrations",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    applicantName: text("applicant_name"),
    email: text("email"),
    /** The applicant's password, hashed as better-auth hashes it; cleared at submit. */
    passwordHash: text("password_hash"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** The hash of the e-mail link's token, while one is out. */
    verificationTokenHash: text("verification_token_hash"),
    verificationExpiresAt: timestamp("verification_expires_at", { withTimezone: true }),
    /** The organisation step's answer (shape: registrationOrganisationSchema in @strata/core). */
    organisation: jsonb("organisation"),
    /** The subscription step's answer (shape: planChoiceSchema in @strata/core). */
    plan: jsonb("plan"),
    applicationId: text("application_id").references(() => applications.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** A draft nobody finished is forgotten after this. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("registrations_token_hash_idx").on(t.tokenHash),
    uniqueIndex("registrations_verification_token_hash_idx").on(t.verificationTokenHash),
    index("registrations_expires_at_idx").on(t.expiresAt),
  ],
);
