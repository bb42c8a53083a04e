import {
  CREDIT_PURCHASE_WORKFLOW,
  creditPurchaseGuards,
  E_INVOICE_WORKFLOW,
  INVOICE_WORKFLOW,
  invoiceGuards,
  PAYMENT_WORKFLOW,
  paymentGuards,
} from "@strata/core";
import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { creditPurchases, eInvoices, invoices, payments } from "../../db/schema/index.ts";
import type { Actor, WorkflowStore } from "../../lib/workflow.ts";

/** The actor is the primary user of the row's organisation (repeated in SQL so a race cannot slip past). */
const isPrimaryOf = (column: AnyPgColumn) => (actor: Actor) =>
  actor.isPrimary && actor.organisationId ? eq(column, actor.organisationId) : sql`false`;

const actorFacts = (actor: Actor) => ({ organisationId: actor.organisationId, isPrimary: actor.isPrimary });

/** The invoice workflow of `@strata/core`, bound to `invoices`. */
export const invoiceStore: WorkflowStore<typeof INVOICE_WORKFLOW, typeof invoices> = {
  workflow: INVOICE_WORKFLOW,
  table: invoices,
  subjectType: "invoice",
  guards: (row, actor) => invoiceGuards({ invoice: row, actor: actorFacts(actor) }),
  guardSql: { isBuyer: isPrimaryOf(invoices.organisationId) },
};

/** The payment workflow of `@strata/core`, bound to `payments`. */
export const paymentStore: WorkflowStore<typeof PAYMENT_WORKFLOW, typeof payments> = {
  workflow: PAYMENT_WORKFLOW,
  table: payments,
  subjectType: "payment",
  guards: (row, actor) => paymentGuards({ payment: row, actor: actorFacts(actor) }),
  guardSql: {
    isPayer: isPrimaryOf(payments.organisationId),
    isPayerOfBankTransfer: (actor) =>
      actor.isPrimary && actor.organisationId
        ? and(eq(payments.organisationId, actor.organisationId), eq(payments.method, "bank_transfer"))!
        : sql`false`,
  },
};

/** The credit purchase workflow of `@strata/core`, bound to `credit_purchases`. */
export const creditPurchaseStore: WorkflowStore<typeof CREDIT_PURCHASE_WORKFLOW, typeof creditPurchases> = {
  workflow: CREDIT_PURCHASE_WORKFLOW,
  table: creditPurchases,
  subjectType: "credit_purchase",
  guards: (row, actor) => creditPurchaseGuards({ purchase: row, actor: actorFacts(actor) }),
  guardSql: { isBuyer: isPrimaryOf(creditPurchases.organisationId) },
  onAction: { approve: () => ({ approvedAt: new Date() }) },
};

/** The e-invoice workflow of `@strata/core`, bound to `e_invoices`. */
export const eInvoiceStore: WorkflowStore<typeof E_INVOICE_WORKFLOW, typeof eInvoices> = {
  workflow: E_INVOICE_WORKFLOW,
  table: eInvoices,
  subjectType: "e_invoice",
  guards: () => ({}),
  guardSql: {},
};
