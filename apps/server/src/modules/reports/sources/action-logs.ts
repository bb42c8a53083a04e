import {
  ACTION_LOG_SUBJECT_GROUPS,
  type ActionLogSubjectType,
  AUTOMATIC_ACTOR_ROLE,
  actionLogsReport,
} from "@strata/core";
import { and, count, desc, eq, isNull, like, sql } from "drizzle-orm";
import type { z } from "zod";
import { auditEvents, METADATA_SUBJECT_PREFIX, organisations } from "../../../db/schema/index.ts";
import type { AuditSubjectType } from "../../../lib/audit.ts";
import { chartPeriod, monthlyChart, monthOf } from "../chart.ts";
import { reportSource } from "../define.ts";
import { exactTime, inPeriod, ofOrganisation, olderThan } from "../filters.ts";

type Query = z.infer<typeof actionLogsReport.query.chart>;
type Row = z.infer<typeof actionLogsReport.rowSchema>;
/** The row plus its exact time, the export's keyset cursor (the list's answer leaves it out). */
type Cursored = Row & { cursorAt: string };

type MetadataSubject = `${typeof METADATA_SUBJECT_PREFIX}${string}`;

/**
 * The report's subject type of a trail row's, every metadata record's as `metadata`. It compiles
 * only while core lists every subject the server writes, so none is left out of the filter.
 */
function listedSubject(subjectType: AuditSubjectType): ActionLogSubjectType {
  return subjectType.startsWith(METADATA_SUBJECT_PREFIX)
    ? "metadata"
    : (subjectType as Exclude<AuditSubjectType, MetadataSubject>);
}

const GROUP_OF = new Map<string, string>(
  Object.entries(ACTION_LOG_SUBJECT_GROUPS).flatMap(([group, subjects]) => subjects.map((s) => [s, group])),
);
/** Rows written before a subject was listed (none today) are still counted. */
const OTHER = "Other";

const filtersOf = (q: Query) =>
  and(
    ofOrganisation(auditEvents.organisationId, q.organisation),
    q.actorRole === AUTOMATIC_ACTOR_ROLE
      ? isNull(auditEvents.actorRole)
      : q.actorRole
        ? eq(auditEvents.actorRole, q.actorRole)
        : undefined,
    q.action ? eq(auditEvents.action, q.action) : undefined,
    q.subjectType === "metadata"
      ? like(auditEvents.subjectType, `${METADATA_SUBJECT_PREFIX}%`)
      : q.subjectType
        ? eq(auditEvents.subjectType, q.subjectType)
        : undefined,
  );

const where = (q: Query) => and(inPeriod(auditEvents.createdAt, q), filtersOf(q));

/** The audit trail, newest first. */
export const actionLogsSource = reportSource<Query, Cursored>({
  shape: actionLogsReport,
  async rows(db, q, window) {
    const rows = await db
      .select({
        id: auditEvents.id,
        createdAt: auditEvents.createdAt,
        cursorAt: exactTime(auditEvents.createdAt),
        actorName: auditEvents.actorName,
        actorRole: auditEvents.actorRole,
        action: auditEvents.action,
        subjectType: auditEvents.subjectType,
        subjectId: auditEvents.subjectId,
        organisationName: organisations.name,
        requestId: auditEvents.requestId,
      })
      .from(auditEvents)
      .leftJoin(organisations, eq(organisations.id, auditEvents.organisationId))
      .where(
        and(
          where(q),
          "after" in window && window.after
            ? olderThan(auditEvents.createdAt, auditEvents.id, {
                at: window.after.cursorAt,
                id: window.after.id,
              })
            : undefined,
        ),
      )
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(window.limit)
      .offset("offset" in window ? (window.offset ?? 0) : 0);
    return rows.map((r) => ({
      ...r,
      actorRole: r.actorRole ?? AUTOMATIC_ACTOR_ROLE,
      createdAt: r.createdAt.toISOString(),
    }));
  },
  async count(db, q) {
    const [{ n }] = await db.select({ n: count() }).from(auditEvents).where(where(q));
    return n;
  },
  async chart(db, q) {
    const period = chartPeriod(q);
    const counted = await db
      .select({ month: monthOf(auditEvents.createdAt), subjectType: auditEvents.subjectType, n: count() })
      .from(auditEvents)
      .where(and(filtersOf(q), inPeriod(auditEvents.createdAt, period)))
      .groupBy(sql`1`, auditEvents.subjectType);
    const byMonth = new Map<string, Record<string, number>>();
    let other = false;
    for (const r of counted) {
      const group = GROUP_OF.get(listedSubject(r.subjectType as AuditSubjectType)) ?? OTHER;
      other ||= group === OTHER;
      const month = byMonth.get(r.month) ?? {};
      month[group] = (month[group] ?? 0) + r.n;
      byMonth.set(r.month, month);
    }
    const groups = [...Object.keys(ACTION_LOG_SUBJECT_GROUPS), ...(other ? [OTHER] : [])];
    return monthlyChart(
      { title: "Actions per month, by what they changed", kind: "bar", valueKind: "number" },
      period,
      [...byMonth].map(([month, counts]) => ({ month, ...counts })),
      groups.map((group) => ({ key: group, label: group })),
    );
  },
});
