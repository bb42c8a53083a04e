import type { ApplicationStatus } from "@strata/core";
import { eq } from "drizzle-orm";
import type { BillingConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { applications } from "../../db/schema/index.ts";
import { applicationStore } from "../../lib/application-workflow.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { Outbox } from "../../lib/outbox.ts";
import { type Actor, applyTransition, statusConflict, systemActor, type Tx } from "../../lib/workflow.ts";
import type { MailMessage } from "../../plugins/mail.ts";
import { issueApplicationInvoice } from "../billing/index.ts";
import { invoiceIssuedMessage, tellBuyer } from "../invoices/index.ts";
import { ActivationError, activateSubscriptionForApplication } from "../subscriptions/index.ts";
import { loadChain, planApproval } from "./chain.ts";
import { APPLICANT_PAGE, applicantMessage, applicantOf, approverMessage, resentMessage } from "./emails.ts";

type ApplicationRow = typeof applications.$inferSelect;

/** What every staff action on an application needs. */
export interface ActionContext {
  db: Database;
  outbox: Outbox;
  actor: Actor;
  /** The origin links in e-mails point to (lib/origin.ts `forLinks`). */
  linkOrigin: string;
  /** Tax and seller details for the invoice the last LOA approval issues. */
  billing: BillingConfig;
}

export interface ActionInput {
  id: string;
  /** The status the user saw; 409 when it has moved since. */
  from?: ApplicationStatus;
  /** Only act when the application is in one of these (a queue's own routes, e.g. verification). */
  stage?: readonly ApplicationStatus[];
}

async function load(db: Database, actor: Actor, input: ActionInput): Promise<ApplicationRow> {
  const [row] = await db.select().from(applications).where(eq(applications.id, input.id));
  // Staff only reach these routes; a customer of another organisation learns nothing.
  if (!row || (!actor.isStaff && row.organisationId !== actor.organisationId)) throw notFound("Application");
  return row;
}

/** Queues the applicant's e-mail about the row's new status (nothing when the status has none). */
async function tellApplicant(
  tx: Tx,
  ctx: ActionContext,
  change: { before: ApplicationRow; after: ApplicationRow },
  action: string,
  note?: string,
): Promise<void> {
  const row = change.after;
  const to = await applicantOf(tx, row);
  if (!to) return;
  const message = applicantMessage(row, {
    action,
    from: change.before.status,
    to,
    note,
    link: new URL(APPLICANT_PAGE, ctx.linkOrigin).toString(),
  });
  if (message) await ctx.outbox.queue(tx, message);
}

/**
 * Approves at the application's current stage, in one transaction with its audit row, e-mails and
 * side effects: verification names the first LOA approver (or, free, approves and activates); an
 * LOA approval names the next level's approver or, at the last level, hands it to billing; finance
 * approves and activates. When activation fails, the failure is recorded on its own and the answer
 * is 409 with the status failed.
 */
export async function approveApplication(ctx: ActionContext, input: ActionInput): Promise<ApplicationRow> {
  const { db, actor } = ctx;
  const row = await load(db, actor, input);
  if (input.stage && !input.stage.includes(row.status as ApplicationStatus))
    throw statusConflict(row.status, "approve");
  const chain = await loadChain(db);
  const { set, facts, audit, record } = await planApproval(db, chain, row, actor);
  try {
    const { after } = await applyTransition(db, {
      store: applicationStore,
      id: row.id,
      action: "approve",
      actor,
      from: input.from ?? (row.status as ApplicationStatus),
      facts,
      set,
      audit,
      sideEffects: async (tx, { before, after }) => {
        await record(tx);
        if (after.status === "approved") await activateSubscriptionForApplication(tx, after);
        // The last LOA level hands it to billing: the invoice is issued (numbered) in this transaction.
        if (after.status === "invoice_issued" && before.status !== "invoice_issued") {
          const invoice = await issueApplicationInvoice(tx, ctx.billing, after, actor);
          await tellBuyer(tx, ctx.outbox, {
            invoice,
            origin: ctx.linkOrigin,
            compose: invoiceIssuedMessage(invoice),
          });
        }
        await tellApplicant(tx, ctx, { before, after }, "approve");
        const next =
          after.status === "pending_loa" ? chain.find((l) => l.userId === after.nextApproverId) : null;
        if (next && next.userId !== before.nextApproverId) {
          const link = new URL(`/admin/applications/${after.id}`, ctx.linkOrigin).toString();
          await ctx.outbox.queue(tx, approverMessage(after, { to: next, link }));
        }
      },
    });
    return after;
  } catch (err) {
    if (!(err instanceof ActivationError)) throw err;
    await recordActivationFailure(db, row.id, err.message, actor.requestId);
    throw conflict(`The subscription could not be activated: ${err.message}`, {
      status: "failed",
      action: "approve",
    });
  }
}

/** The approval rolled back; its failure is recorded by the server, in a transaction of its own. */
async function recordActivationFailure(db: Database, id: string, error: string, requestId: string | null) {
  await applyTransition(db, {
    store: applicationStore,
    id,
    action: "fail",
    actor: systemActor("Subscription activation", requestId),
    audit: { error },
  });
}

export async function rejectApplication(
  ctx: ActionContext,
  input: ActionInput & { reason: string },
): Promise<ApplicationRow> {
  return simpleAction(ctx, input, "reject", { reason: input.reason }, input.reason);
}

export async function requestClarification(
  ctx: ActionContext,
  input: ActionInput & { message: string },
): Promise<ApplicationRow> {
  return simpleAction(ctx, input, "request-clarification", { message: input.message }, input.message);
}

export async function resetApplication(ctx: ActionContext, input: ActionInput): Promise<ApplicationRow> {
  return simpleAction(ctx, input, "reset", {});
}

/** Sends the applicant their last request again (or a reminder of the status); audited, status unchanged. */
export async function resendApplicationEmail(
  ctx: ActionContext,
  input: ActionInput,
): Promise<ApplicationRow> {
  const row = await load(ctx.db, ctx.actor, input);
  if (input.stage && !input.stage.includes(row.status as ApplicationStatus))
    throw statusConflict(row.status, "resend-email");
  const to = await applicantOf(ctx.db, row);
  if (!to) throw conflict("The application has no applicant to e-mail.", { status: row.status });
  const link = new URL(APPLICANT_PAGE, ctx.linkOrigin).toString();
  const { after } = await applyTransition(ctx.db, {
    store: applicationStore,
    id: row.id,
    action: "resend-email",
    actor: ctx.actor,
    from: input.from ?? (row.status as ApplicationStatus),
    audit: { to: to.email },
    sideEffects: async (tx, { after }) => {
      const message: MailMessage = await resentMessage(tx, after, { to, link });
      await ctx.outbox.queue(tx, message);
    },
  });
  return after;
}

async function simpleAction(
  ctx: ActionContext,
  input: ActionInput,
  action: "reject" | "request-clarification" | "reset",
  audit: Record<string, unknown>,
  note?: string,
): Promise<ApplicationRow> {
  const row = await load(ctx.db, ctx.actor, input);
  if (input.stage && !input.stage.includes(row.status as ApplicationStatus))
    throw statusConflict(row.status, action);
  const { after } = await applyTransition(ctx.db, {
    store: applicationStore,
    id: row.id,
    action,
    actor: ctx.actor,
    from: input.from ?? (row.status as ApplicationStatus),
    audit,
    ...(action === "reject" ? { set: { nextApproverId: null } } : {}),
    sideEffects: async (tx, change) => {
      await tellApplicant(tx, ctx, change, action, note);
    },
  });
  return after;
}
