import type { AuditEvent } from "@strata/core";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditEvents } from "../../db/schema/index.ts";
import type { AuditSubjectType } from "../../lib/audit.ts";

/** A row's history from the audit trail, oldest first, as the shared `auditEventSchema`. */
export async function timelineOf(
  db: Database,
  subjectType: AuditSubjectType,
  subjectId: string,
): Promise<AuditEvent[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, subjectType), eq(auditEvents.subjectId, subjectId)))
    .orderBy(asc(auditEvents.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorName: row.actorName,
    actorRole: row.actorRole,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
