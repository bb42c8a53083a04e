import { randomUUID } from "node:crypto";
import {
  type AddOn,
  type ApplicationAction,
  type ApplicationStatus,
  CLOSED_APPLICATION_STATUSES,
  type CustomerApplicationBody,
  type CustomerApplicationDetail,
  customerApplicationAmount,
  kindIssues,
  type SubmitApplicationBody,
  type Tier,
} from "@strata/core";
import { and, count, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { applications, invoices, payments, subscriptions, uploads, users } from "../../db/schema/index.ts";
import { selectApplications, toApplication } from "../../lib/application-response.ts";
import { applicationStore } from "../../lib/application-workflow.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, invalidField, invalidFields, notFound } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { type Actor, applyTransition, statusConflict, type Tx } from "../../lib/workflow.ts";
import { timelineOf } from "./timeline.ts";

const fieldError = (issues: { path: string; message: string }[]) =>
  invalidFields(issues.map((i) => ({ field: `body.${i.path}`, message: i.message })));

const mine = (actor: Actor) => eq(applications.organisationId, actor.organisationId ?? "");

export async function listMyApplications(
  db: Database,
  input: { actor: Actor; page: number; pageSize: number; sstRateBp: number },
) {
  const [{ total }] = await db.select({ total: count() }).from(applications).where(mine(input.actor));
  const rows = await selectApplications(db)
    .where(mine(input.actor))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    result: rows.map((row) => toApplication(row, input.actor, input.sstRateBp)),
    pageNumber: input.page,
    pageSize: input.pageSize,
    pageTotal: total,
  };
}

export async function getMyApplication(
  db: Database,
  actor: Actor,
  id: string,
  sstRateBp: number,
): Promise<CustomerApplicationDetail> {
  const [row] = await selectApplications(db).where(and(eq(applications.id, id), mine(actor)));
  if (!row) throw notFound("Application");
  return {
    ...toApplication(row, actor, sstRateBp),
    details: (row.row.details as Record<string, unknown> | null) ?? null,
    timeline: await timelineOf(db, "application", id),
  };
}

/** The columns an application's body sets, checked against the organisation's current plan. */
async function columnsOf(tx: Tx, actor: Actor, body: CustomerApplicationBody) {
  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organisationId, actor.organisationId ?? ""))
    .for("update");
  if (!current) throw notFound("Subscription");
  const plan = { planType: current.planType as Tier, addOnsType: current.addOnsType as AddOn[] };
  const issues = kindIssues(body, plan);
  if (issues.length) throw fieldError(issues);
  const { choice } = body;
  const periodless = body.kind === "add-on" || body.kind === "amendment" || !choice?.duration;
  return {
    planType: choice?.planType ?? plan.planType,
    durationValue: periodless ? null : (choice?.duration?.value ?? null),
    durationUnit: periodless ? null : (choice?.duration?.unit ?? null),
    addOnsType:
      body.kind === "add-on"
        ? (choice?.addOnsType ?? []).filter((a) => !plan.addOnsType.includes(a))
        : (choice?.addOnsType ?? []),
    amountSen: customerApplicationAmount(body, plan),
    bidRoundId: choice?.bidRoundId ?? null,
    details: body.kind === "amendment" ? (body.details ?? null) : null,
  };
}

/**
 * A new draft application of the viewer's organisation (its primary user only, whom the route's
 * declared access admits). One open application of a kind at a time: another is a 409 naming its status.
 */
export async function createMyApplication(
  db: Database,
  input: { actor: Actor; body: CustomerApplicationBody; sstRateBp: number },
) {
  const { actor, body } = input;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const columns = await columnsOf(tx, actor, body);
    const [open] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(
        and(
          mine(actor),
          eq(applications.kind, body.kind),
          notInArray(applications.status, [...CLOSED_APPLICATION_STATUSES]),
        ),
      );
    if (open)
      throw conflict(`Your ${body.kind} application is already open (${open.status}).`, {
        status: open.status,
        action: "create",
      });
    await tx.insert(applications).values({
      id,
      organisationId: actor.organisationId as string,
      kind: body.kind,
      applicantUserId: actor.userId,
      ...columns,
    });
    await recordAuditEvent(tx, {
      actor,
      action: "create",
      subjectType: "application",
      subjectId: id,
      organisationId: actor.organisationId,
      after: { kind: body.kind, planType: columns.planType, amountSen: columns.amountSen },
      requestId: actor.requestId,
    });
  });
  return getMyApplication(db, actor, id, input.sstRateBp);
}

const EDITABLE: ApplicationStatus[] = ["new", "resubmission"];

/** Edits a draft or a reopened application (kind stays); elsewhere a 409 with the status. */
export async function updateMyApplication(
  db: Database,
  input: { actor: Actor; id: string; body: CustomerApplicationBody; sstRateBp: number },
) {
  const { actor, id, body } = input;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), mine(actor)))
      .for("update");
    if (!row) throw notFound("Application");
    if (!EDITABLE.includes(row.status as ApplicationStatus)) throw statusConflict(row.status, "edit");
    if (row.kind !== body.kind)
      throw fieldError([{ path: "kind", message: `This is a ${row.kind} application` }]);
    const columns = await columnsOf(tx, actor, body);
    await tx
      .update(applications)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(applications.id, id));
    await recordAuditEvent(tx, {
      actor,
      action: "edit",
      subjectType: "application",
      subjectId: id,
      organisationId: row.organisationId,
      before: { planType: row.planType, amountSen: row.amountSen },
      after: { planType: columns.planType, amountSen: columns.amountSen },
      requestId: actor.requestId,
    });
  });
  return getMyApplication(db, actor, id, input.sstRateBp);
}

/** What the customer's submit does in each status: submit a draft, answer a clarification, reopen a rejection. */
const SUBMIT_ACTION: Partial<Record<ApplicationStatus, ApplicationAction>> = {
  new: "submit",
  resubmission: "submit",
  pending_verification_clarification: "answer-clarification",
  pending_loa_clarification: "answer-clarification",
  pending_finance_clarification: "answer-clarification",
  rejected: "resubmit",
};

async function statusOf(db: Database, actor: Actor, id: string): Promise<ApplicationStatus> {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.id, id), mine(actor)));
  if (!row) throw notFound("Application");
  return row.status as ApplicationStatus;
}

export async function submitMyApplication(
  deps: Pick<ModuleDeps, "db" | "outbox">,
  input: { actor: Actor; id: string; body: SubmitApplicationBody; sstRateBp: number },
) {
  const { actor, id, body } = input;
  const status = await statusOf(deps.db, actor, id);
  const action = SUBMIT_ACTION[status];
  if (!action) throw statusConflict(status, "submit");
  if (status === "pending_finance_clarification") await refuseWhilePaymentAsked(deps.db, id);
  await assertDocumentsOf(deps.db, id, body.uploadIds);
  await applyTransition(deps.db, {
    store: applicationStore,
    id,
    action,
    actor,
    from: status,
    audit: {
      ...(body.message ? { message: body.message } : {}),
      ...(body.uploadIds.length ? { uploadIds: body.uploadIds } : {}),
    },
    sideEffects: async (tx, { after }) => {
      if (action === "submit") await tellApplicant(tx, deps, actor, after.kind);
    },
  });
  return getMyApplication(deps.db, actor, id, input.sstRateBp);
}

/**
 * Finance's question about a payment is answered on the payment (with a new proof if need be), which
 * moves the payment and the application together; answering here would leave the payment waiting.
 */
async function refuseWhilePaymentAsked(db: Database, applicationId: string) {
  const [asked] = await db
    .select({ id: payments.id, invoiceId: invoices.id })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(
      and(eq(invoices.applicationId, applicationId), eq(payments.status, "pending_finance_clarification")),
    );
  if (asked) {
    throw conflict("Finance asked about your payment: answer on the invoice's payment page.", {
      status: "pending_finance_clarification",
      action: "answer-clarification",
      invoiceId: asked.invoiceId,
    });
  }
}

/** The documents an answer names must be ones uploaded to this application (POST /api/uploads). */
async function assertDocumentsOf(db: Database, applicationId: string, uploadIds: readonly string[]) {
  if (uploadIds.length === 0) return;
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        inArray(uploads.id, [...uploadIds]),
        eq(uploads.attachableType, "application"),
        eq(uploads.attachableId, applicationId),
      ),
    );
  const known = new Set(found.map((u) => u.id));
  const index = uploadIds.findIndex((uploadId) => !known.has(uploadId));
  if (index >= 0)
    throw invalidField(`body.uploadIds.${index}`, "Not a document uploaded to this application");
}

async function tellApplicant(tx: Tx, deps: Pick<ModuleDeps, "outbox">, actor: Actor, kind: string) {
  const [me] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, actor.userId ?? ""));
  if (!me) return;
  await deps.outbox.queue(tx, {
    to: me.email,
    subject: `Your ${kind} application is submitted`,
    text: `Hello ${me.name},\n\nwe received your ${kind} application and will tell you by e-mail at every step. You can follow it on your subscription page.\n`,
  });
}

/** Withdraws: a draft is cancelled at once, a submitted one asks staff to cancel it. */
export async function withdrawMyApplication(
  db: Database,
  input: { actor: Actor; id: string; sstRateBp: number },
) {
  const { actor, id } = input;
  const status = await statusOf(db, actor, id);
  const action: ApplicationAction = EDITABLE.includes(status) ? "cancel" : "request-cancellation";
  await applyTransition(db, { store: applicationStore, id, action, actor, from: status });
  return getMyApplication(db, actor, id, input.sstRateBp);
}
