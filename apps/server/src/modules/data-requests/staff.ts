import type { AdminDataRequestsQuery, DataRequestDetail, DataRequestList, DataStaffList } from "@strata/core";
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { dataRequests, organisations, users } from "../../db/schema/index.ts";
import { invalidField, notFound } from "../../lib/errors.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import type { Outbox } from "../../lib/outbox.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { type Actor, actorOf, applyTransitionIn, type Tx } from "../../lib/workflow.ts";
import { waitingOnSql } from "../../lib/workflow-waiting.ts";
import { declinedMessage } from "./mail.ts";
import { filesOf, historyOf, presentRequest, type Reading, selectRequests } from "./present.ts";
import { dataRequestStore } from "./workflow.ts";

type Reader = Pick<Database, "select">;

/** The role of the people requests are assigned to (section 6 "data"). */
export const DATA_STAFF_ROLE = "data-admin";

export interface StaffMember {
  actor: Actor;
  reading: Reading;
  /** Where links in the customer's e-mails point. */
  linkOrigin: string;
}

export function staffOf(viewer: Viewer, requestId: string | null, linkOrigin: string): StaffMember {
  return {
    actor: actorOf(viewer, requestId),
    reading: { userId: viewer.user.id, ability: viewer.ability, side: "staff" },
    linkOrigin,
  };
}

/** Every organisation's requests, newest first, filtered by status, assignee and organisation name. */
export async function listAllRequests(
  db: Reader,
  staff: StaffMember,
  query: AdminDataRequestsQuery,
): Promise<DataRequestList> {
  const assignee =
    query.assignee === undefined
      ? undefined
      : query.assignee === "none"
        ? isNull(dataRequests.assignedTo)
        : eq(dataRequests.assignedTo, query.assignee === "me" ? (staff.actor.userId ?? "") : query.assignee);
  const organisation = query.organisation
    ? ilike(organisations.name, `%${escapeLike(query.organisation)}%`)
    : undefined;
  const where: SQL | undefined = and(
    query.status ? eq(dataRequests.status, query.status) : undefined,
    assignee,
    organisation,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectRequests(db, where)
      // Open requests the viewer may act on first (decision 0228), then newest first.
      .orderBy(
        sql`${waitingOnSql(dataRequestStore, staff.actor, ["unassign", "cancel"])} desc`,
        desc(dataRequests.createdAt),
        desc(dataRequests.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(dataRequests)
      .innerJoin(organisations, eq(organisations.id, dataRequests.organisationId))
      .where(where),
  ]);
  return {
    result: rows.map((r) => presentRequest(r, staff.reading)),
    pageNumber: query.page,
    pageSize: query.pageSize,
    pageTotal: total,
  };
}

export async function requestDetail(
  db: Reader,
  reading: Reading,
  requestId: string,
): Promise<DataRequestDetail> {
  const [view] = await selectRequests(db, eq(dataRequests.id, requestId));
  if (!view) throw notFound("Data request");
  return {
    ...presentRequest(view, reading),
    files: await filesOf(db, requestId),
    history: await historyOf(db, requestId),
  };
}

/** The active data staff, whom requests can be assigned to. */
export async function dataStaff(db: Reader, viewerId: string): Promise<DataStaffList> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, DATA_STAFF_ROLE), eq(users.status, "active")))
    .orderBy(asc(users.name));
  return { result: rows.map((r) => ({ ...r, isYou: r.id === viewerId })) };
}

/** Locks the request (any organisation's: staff see all) for a transition; 404 when there is none. */
export async function lockRequest(tx: Tx, requestId: string) {
  const [row] = await tx.select().from(dataRequests).where(eq(dataRequests.id, requestId)).for("update");
  if (!row) throw notFound("Data request");
  return row;
}

/** Gives the request to a data staff member (the actor or another), also from one to another. */
export async function assignRequest(
  db: Database,
  staff: StaffMember,
  requestId: string,
  assigneeId: string,
): Promise<DataRequestDetail> {
  await db.transaction(async (tx) => {
    await lockRequest(tx, requestId);
    const [assignee] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.id, assigneeId),
          eq(users.status, "active"),
          or(eq(users.role, DATA_STAFF_ROLE), eq(users.id, staff.actor.userId ?? "")),
        ),
      );
    if (!assignee) throw invalidField("body.assigneeId", "Choose an active data staff member");
    await applyTransitionIn(tx, {
      store: dataRequestStore,
      id: requestId,
      action: "assign",
      actor: staff.actor,
      set: { assignedTo: assignee.id },
      audit: { assigneeName: assignee.name },
    });
  });
  return requestDetail(db, staff.reading, requestId);
}

export async function unassignRequest(
  db: Database,
  staff: StaffMember,
  requestId: string,
): Promise<DataRequestDetail> {
  await db.transaction(async (tx) => {
    await lockRequest(tx, requestId);
    await applyTransitionIn(tx, {
      store: dataRequestStore,
      id: requestId,
      action: "unassign",
      actor: staff.actor,
      set: { assignedTo: null },
    });
  });
  return requestDetail(db, staff.reading, requestId);
}

/** Declines with the reason the customer reads (in the request and by e-mail). */
export async function declineRequest(
  deps: { db: Database; outbox: Outbox },
  staff: StaffMember,
  requestId: string,
  reason: string,
): Promise<DataRequestDetail> {
  await deps.db.transaction(async (tx) => {
    await lockRequest(tx, requestId);
    await applyTransitionIn(tx, {
      store: dataRequestStore,
      id: requestId,
      action: "decline",
      actor: staff.actor,
      set: { staffNote: reason },
      sideEffects: async (tx, { after }) => {
        await deps.outbox.queue(tx, await declinedMessage(tx, after, staff.linkOrigin));
      },
    });
  });
  return requestDetail(deps.db, staff.reading, requestId);
}
