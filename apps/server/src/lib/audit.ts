import { randomUUID } from "node:crypto";
import type { SDCType } from "@strata/core";
import type { Database } from "../db/client.ts";
import { auditEvents, METADATA_SUBJECT_PREFIX } from "../db/schema/index.ts";
import { insertJsonRows } from "./insert-json-rows.ts";

/**
 * What an audit row is about: a workflow's rows by its name, staff and reference data staff keep,
 * or a metadata record of a category.
 */
export type AuditSubjectType =
  | "application"
  | "subscription"
  | "user"
  | "organisation"
  | "administrator"
  | "loa-chain"
  | "configuration"
  | "known_company"
  | "institute"
  | "bid_round"
  | "invoice"
  | "payment"
  | "credit_purchase"
  | "credit_plan"
  | "curated_package"
  | "credit_account"
  | "e_invoice"
  | "email_reminder_settings"
  | "data_request"
  | "download_package"
  | "data_pack"
  | "data_pre_pack"
  | "service_account"
  /** A person's own access token for GIS clients (decision 0226). */
  | "access_token"
  | "news"
  | "faq"
  | "faq_category"
  | "contact_message"
  | "eula_version"
  | "glossary_term"
  | "tag"
  | "technical_study"
  | "study_report"
  /** A wellbore's monthly production (subject id: the wellbore name), decision 0161. */
  | "production"
  /** An organisation's study document and its comment thread (decision 0171). */
  | "study_document"
  /** A portal user mirrored to the GIS service (subject id: the user's id), decision 0180. */
  | "gis_user"
  | `${typeof METADATA_SUBJECT_PREFIX}${SDCType}`;

export const metadataSubjectType = (type: SDCType): AuditSubjectType => `${METADATA_SUBJECT_PREFIX}${type}`;

/** Who acted; the name is kept so the trail still names a user deleted since. */
export interface AuditActor {
  userId: string | null;
  role: string | null;
  name: string;
}

export interface AuditEvent {
  actor: AuditActor;
  action: string;
  subjectType: AuditSubjectType;
  subjectId: string;
  organisationId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The request that made the change, to match the row with the server's log. */
  requestId?: string | null;
}

/** A transaction or the database: audit rows are written with the executor of the change they record. */
export type AuditExecutor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** `created_at` is left to the database: the transaction's time, the same for every row of one change. */
function toRow(event: AuditEvent) {
  return {
    id: randomUUID(),
    actorUserId: event.actor.userId,
    actorRole: event.actor.role,
    actorName: event.actor.name,
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    organisationId: event.organisationId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    requestId: event.requestId ?? null,
  };
}

/**
 * Writes one audit row. Call it with the transaction of the change (`tx`), so the change and its
 * row commit together or not at all.
 */
export async function recordAuditEvent(tx: AuditExecutor, event: AuditEvent): Promise<void> {
  await tx.insert(auditEvents).values(toRow(event));
}

/**
 * Many rows at once (a bulk import's), in batches one statement each; same rule as `recordAuditEvent`.
 * Answers the rows' ids, in the order of `events`.
 */
export async function recordAuditEvents(tx: AuditExecutor, events: AuditEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = events.map(toRow);
  // json_populate_recordset keeps a statement's parameters to one, whatever the batch size.
  await insertJsonRows(tx as Database, auditEvents, rows);
  return rows.map((r) => r.id);
}
