import {
  type AppAbility,
  allowedActions,
  DATA_REQUEST_WORKFLOW,
  type DataRequest,
  type DataRequestAction,
  type DataRequestEvent,
  type DataRequestFile,
  type DataRequestStatus,
  type SelectionGeometry,
} from "@strata/core";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { auditEvents, dataRequestFiles, dataRequests, organisations, users } from "../../db/schema/index.ts";

type Reader = Pick<Database, "select">;
const assignees = alias(users, "assignees");

/** The columns a request is shown with: its organisation's and people's names, its file count. */
export const requestColumns = {
  row: dataRequests,
  organisationName: organisations.name,
  requesterName: users.name,
  assigneeName: assignees.name,
  fileCount: sql<number>`(select count(*)::int from data_request_files where data_request_files.request_id = ${dataRequests.id})`,
};

export function selectRequests(db: Reader, where: SQL | undefined) {
  return db
    .select(requestColumns)
    .from(dataRequests)
    .innerJoin(organisations, eq(organisations.id, dataRequests.organisationId))
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .leftJoin(assignees, eq(assignees.id, dataRequests.assignedTo))
    .where(where);
}

export type RequestView = Awaited<ReturnType<typeof selectRequests>>[number];

/** Who reads a request: customers see cancel, staff the workflow's staff actions. */
export interface Reading {
  userId: string;
  ability: AppAbility;
  side: "customer" | "staff";
}

const CUSTOMER_ACTIONS: readonly DataRequestAction[] = ["cancel"];
const STAFF_ACTIONS: readonly DataRequestAction[] = ["assign", "unassign", "decline", "deliver"];

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentRequest(view: RequestView, reading: Reading): DataRequest {
  const { row } = view;
  const status = row.status as DataRequestStatus;
  const offered = reading.side === "customer" ? CUSTOMER_ACTIONS : STAFF_ACTIONS;
  const actions = allowedActions(DATA_REQUEST_WORKFLOW, status, {
    ability: reading.ability,
    guards: { hasFiles: view.fileCount > 0 },
  }).filter((a) => offered.includes(a));
  return {
    id: row.id,
    title: row.title,
    purpose: row.purpose,
    records: row.records,
    area: (row.area as SelectionGeometry | null) ?? null,
    status,
    organisationId: row.organisationId,
    organisationName: view.organisationName,
    requester: { id: row.userId, name: view.requesterName },
    requestedByYou: row.userId === reading.userId,
    assignee: row.assignedTo ? { id: row.assignedTo, name: view.assigneeName ?? "" } : null,
    staffNote: row.staffNote,
    packageId: row.packageId,
    fileCount: view.fileCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
    allowedActions: offered.filter((a) => actions.includes(a)),
  };
}

export async function filesOf(db: Reader, requestId: string): Promise<DataRequestFile[]> {
  const rows = await db
    .select({ file: dataRequestFiles, uploadedBy: users.name })
    .from(dataRequestFiles)
    .leftJoin(users, eq(users.id, dataRequestFiles.uploadedBy))
    .where(eq(dataRequestFiles.requestId, requestId))
    .orderBy(asc(dataRequestFiles.name));
  return rows.map(({ file, uploadedBy }) => presentFile(file, uploadedBy));
}

export function presentFile(file: typeof dataRequestFiles.$inferSelect, uploadedBy: string | null) {
  return {
    id: file.id,
    name: file.name,
    path: file.path,
    sizeBytes: file.sizeBytes,
    uploadedBy,
    createdAt: file.createdAt.toISOString(),
  };
}

/** What one audit row of a request says, in words. */
function summaryOf(action: string, after: Record<string, unknown> | null): string {
  const a = after ?? {};
  switch (action) {
    case "create":
      return "Request submitted";
    case "assign":
      return `Assigned to ${a.assigneeName ?? "a data staff member"}`;
    case "unassign":
      return "Handed back: waiting for a data staff member";
    case "upload_file":
      return `File uploaded: ${a.name}`;
    case "remove_file":
      return `File removed: ${a.name}`;
    case "deliver":
      return a.staffNote
        ? `Delivered as a download package: ${a.staffNote}`
        : "Delivered as a download package";
    case "decline":
      return `Declined: ${a.staffNote}`;
    case "cancel":
      return "Cancelled by the customer";
    default:
      return action;
  }
}

/** The request's history: its audit trail, oldest first. */
export async function historyOf(db: Reader, requestId: string): Promise<DataRequestEvent[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, "data_request"), eq(auditEvents.subjectId, requestId)))
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    summary: summaryOf(r.action, r.after as Record<string, unknown> | null),
    actorName: r.actorName,
    at: r.createdAt.toISOString(),
  }));
}
