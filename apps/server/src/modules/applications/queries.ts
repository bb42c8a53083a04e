import type {
  AdminApplicationDetail,
  AdminApplicationListQuery,
  ApplicationList,
  adminApplicationListQuerySchema,
  Organisation,
} from "@strata/core";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { applications, auditEvents, organisations, uploads, users } from "../../db/schema/index.ts";
import { selectApplications, toApplication } from "../../lib/application-response.ts";
import { applicationStore } from "../../lib/application-workflow.ts";
import { notFound } from "../../lib/errors.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import type { Actor } from "../../lib/workflow.ts";
import { waitingOnSql } from "../../lib/workflow-waiting.ts";

export type ListFilters = Omit<z.output<typeof adminApplicationListQuerySchema>, "page" | "pageSize">;
export type { AdminApplicationListQuery };

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * Answered clarifications: the latest audit row of the application is the applicant's answer (it
 * waits again, and someone should look at what they sent).
 */
export const clarificationAnswered = sql`(select a.action from ${auditEvents} a where a.subject_type = 'application' and a.subject_id = ${applications.id} order by a.created_at desc limit 1) = 'answer-clarification'`;

/** The filters of the staff list as one SQL condition. */
export function applicationFilter(filters: ListFilters, actor: Actor): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.status ? inArray(applications.status, filters.status) : undefined,
    filters.kind ? eq(applications.kind, filters.kind) : undefined,
    filters.planType ? inArray(applications.planType, filters.planType) : undefined,
    filters.organisationId ? eq(applications.organisationId, filters.organisationId) : undefined,
    filters.organisation ? ilike(organisations.name, `%${escapeLike(filters.organisation)}%`) : undefined,
    filters.submittedFrom
      ? gte(applications.submittedAt, new Date(`${filters.submittedFrom}T00:00:00Z`))
      : undefined,
    filters.submittedTo ? lt(applications.submittedAt, dayAfter(filters.submittedTo)) : undefined,
    filters.nextApprover === "me" ? eq(applications.nextApproverId, actor.userId ?? "") : undefined,
    filters.clarificationAnswered ? clarificationAnswered : undefined,
  ];
  return and(...conditions);
}

/**
 * Actions a viewer may take that are no reason to put an application first: a superadmin's reset of
 * a failed one, a resent e-mail, the job's own failure.
 */
const NOT_WAITING = ["reset", "resend-email", "fail"] as const;

/**
 * One page of applications with this actor's allowed actions: first those waiting on the viewer (an
 * action of theirs is due, decision 0228), then newest submission first.
 */
export async function listApplications(
  db: Database,
  input: { filters: ListFilters; page: number; pageSize: number; actor: Actor; sstRateBp: number },
): Promise<ApplicationList> {
  const where = applicationFilter(input.filters, input.actor);
  const [{ total }] = await db
    .select({ total: count() })
    .from(applications)
    .innerJoin(organisations, eq(organisations.id, applications.organisationId))
    .where(where);
  const rows = await selectApplications(db)
    .where(where)
    .orderBy(
      sql`${waitingOnSql(applicationStore, input.actor, NOT_WAITING)} desc`,
      sql`${applications.submittedAt} desc nulls last`,
      desc(applications.createdAt),
      asc(applications.id),
    )
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    result: rows.map((row) => toApplication(row, input.actor, input.sstRateBp)),
    pageNumber: input.page,
    pageSize: input.pageSize,
    pageTotal: total,
  };
}

/** How many applications match, for the dashboard's counts. */
export async function countApplications(db: Database, filters: ListFilters, actor: Actor): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(applications)
    .innerJoin(organisations, eq(organisations.id, applications.organisationId))
    .where(applicationFilter(filters, actor));
  return total;
}

/** The application with its organisation, applicant, documents and timeline (oldest event first). */
export async function getApplicationDetail(
  db: Database,
  input: { id: string; actor: Actor; sstRateBp: number },
): Promise<AdminApplicationDetail> {
  const [row] = await selectApplications(db).where(eq(applications.id, input.id));
  if (!row) throw notFound("Application");
  const [organisation] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.id, row.row.organisationId));
  const [applicant] = row.row.applicantUserId
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, row.row.applicantUserId))
    : [];
  const documents = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.attachableType, "application"), eq(uploads.attachableId, input.id)))
    .orderBy(asc(uploads.createdAt));
  const timeline = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, "application"), eq(auditEvents.subjectId, input.id)))
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
  return {
    application: toApplication(row, input.actor, input.sstRateBp),
    organisation: {
      id: organisation.id,
      name: organisation.name,
      kind: organisation.kind as Organisation["kind"],
      tier: organisation.tier as Organisation["tier"],
      countryCode: organisation.countryCode,
      registrationNumber: organisation.registrationNumber,
      address: organisation.address,
      knownCompanyId: organisation.knownCompanyId,
      instituteId: organisation.instituteId,
      createdAt: organisation.createdAt.toISOString(),
    },
    applicant: applicant ?? null,
    documents: documents.map((d) => ({
      id: d.id,
      fileName: d.fileName,
      contentType: d.contentType,
      sizeBytes: d.sizeBytes,
      createdAt: d.createdAt.toISOString(),
    })),
    timeline: timeline.map((e) => ({
      id: e.id,
      action: e.action,
      actorName: e.actorName,
      actorRole: e.actorRole,
      before: (e.before as Record<string, unknown> | null) ?? null,
      after: (e.after as Record<string, unknown> | null) ?? null,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/** A document of an application, for download. */
export async function findApplicationDocument(db: Database, input: { id: string; documentId: string }) {
  const [document] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, input.documentId),
        eq(uploads.attachableType, "application"),
        eq(uploads.attachableId, input.id),
      ),
    );
  if (!document) throw notFound("Document");
  return document;
}
