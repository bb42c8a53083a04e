import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The one audit trail: every state change (applications, invoices, subscriptions, metadata records,
 * file links) leaves a row here, written in the transaction of the change. No foreign keys on
 * purpose: an audit row is never rewritten, so it outlives the user, organisation or record it names
 * (`actor_name` keeps the name shown).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: text("id").primaryKey(),
    actorUserId: text("actor_user_id"),
    actorRole: text("actor_role"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    /** `application`, or `metadata:<SDCType>` for a metadata record. */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    organisationId: text("organisation_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    requestId: text("request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_events_subject_idx").on(t.subjectType, t.subjectId, t.createdAt.desc()),
    index("audit_events_organisation_idx").on(t.organisationId, t.createdAt.desc()),
    // The action-logs report reads the whole trail newest first, a page or an export batch at a time.
    // Read backwards for `order by created_at desc, id desc` (see catalog_events_created_idx).
    index("audit_events_created_idx").on(t.createdAt, t.id),
  ],
);
