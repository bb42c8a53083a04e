import { randomUUID } from "node:crypto";
import type {
  CreateDataRequestBody,
  DataRequestDetail,
  DataRequestList,
  DataRequestsQuery,
} from "@strata/core";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { dataRequests } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { type Actor, applyTransitionIn } from "../../lib/workflow.ts";
import { filesOf, historyOf, presentRequest, type Reading, selectRequests } from "./present.ts";
import { dataRequestStore } from "./workflow.ts";

type Reader = Pick<Database, "select">;

/** A customer of an organisation, as the data request routes see them. */
export interface Customer {
  userId: string;
  organisationId: string;
  name: string;
  role: string;
  isPrimary: boolean;
  reading: Reading;
  actor: Actor;
}

export function customerOf(viewer: Viewer, requestId: string | null): Customer {
  const { user } = viewer;
  if (!user.organisation) {
    throw forbidden(
      "Data requests are filed by an organisation's users; staff work on them under /admin/data-requests.",
    );
  }
  return {
    userId: user.id,
    organisationId: user.organisation.id,
    name: user.name,
    role: user.role,
    isPrimary: user.isPrimary,
    reading: { userId: user.id, ability: viewer.ability, side: "customer" },
    actor: {
      userId: user.id,
      role: user.role,
      name: user.name,
      ability: viewer.ability,
      organisationId: user.organisation.id,
      isPrimary: user.isPrimary,
      isStaff: false,
      automatic: false,
      requestId,
    },
  };
}

/**
 * What a customer sees: their own requests; the organisation's primary user sees (and may cancel)
 * every request of the organisation (docs/decisions.md "Data requests"). Scoped inside the query.
 */
export function visibleTo(customer: Customer): SQL | undefined {
  return and(
    eq(dataRequests.organisationId, customer.organisationId),
    customer.isPrimary ? undefined : eq(dataRequests.userId, customer.userId),
  );
}

export async function listOwnRequests(
  db: Reader,
  customer: Customer,
  query: DataRequestsQuery,
): Promise<DataRequestList> {
  const where = and(visibleTo(customer), query.status ? eq(dataRequests.status, query.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    selectRequests(db, where)
      .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(dataRequests).where(where),
  ]);
  return {
    result: rows.map((r) => presentRequest(r, customer.reading)),
    pageNumber: query.page,
    pageSize: query.pageSize,
    pageTotal: total,
  };
}

export async function ownRequestDetail(
  db: Reader,
  customer: Customer,
  requestId: string,
): Promise<DataRequestDetail> {
  const [view] = await selectRequests(db, and(eq(dataRequests.id, requestId), visibleTo(customer)));
  if (!view) throw notFound("Data request");
  return {
    ...presentRequest(view, customer.reading),
    files: await filesOf(db, requestId),
    history: await historyOf(db, requestId),
  };
}

/** Files a request: the request and its first history entry commit together. */
export async function createRequest(
  db: Database,
  customer: Customer,
  body: CreateDataRequestBody,
): Promise<DataRequestDetail> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataRequests)
      .values({
        id,
        organisationId: customer.organisationId,
        userId: customer.userId,
        title: body.title,
        purpose: body.purpose,
        records: body.records ?? [],
        area: body.area ?? null,
        status: "submitted",
      })
      .returning();
    await recordAuditEvent(tx, {
      actor: customer.actor,
      action: "create",
      subjectType: "data_request",
      subjectId: id,
      organisationId: customer.organisationId,
      after: { status: row.status, title: row.title, records: row.records.length, area: row.area !== null },
      requestId: customer.actor.requestId,
    });
  });
  return ownRequestDetail(db, customer, id);
}

/** Cancels a request not yet delivered (409 once delivered, declined or cancelled). */
export async function cancelRequest(
  db: Database,
  customer: Customer,
  requestId: string,
): Promise<DataRequestDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: dataRequests.id })
      .from(dataRequests)
      .where(and(eq(dataRequests.id, requestId), visibleTo(customer)))
      .for("update");
    if (!row) throw notFound("Data request");
    await applyTransitionIn(tx, {
      store: dataRequestStore,
      id: requestId,
      action: "cancel",
      actor: customer.actor,
    });
  });
  return ownRequestDetail(db, customer, requestId);
}
