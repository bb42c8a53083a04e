import {
  APPLICATION_WORKFLOW,
  type ApplicationStatus,
  CREDIT_PURCHASE_WORKFLOW,
  type CreditPurchaseStatus,
  findTransition,
} from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { applications, creditPurchases } from "../../db/schema/index.ts";
import { type AppError, conflict } from "../../lib/errors.ts";
import type { Tx } from "../../lib/workflow.ts";
import type { InvoiceRow } from "../billing/index.ts";

/** Whether what the invoice bills (an application or a credit purchase) still takes a payment. */
export interface SubjectPayability {
  payable: boolean;
  /** What the subject is called in a message, and its status. */
  what: "application" | "credit purchase";
  status: string;
}

/**
 * An issued invoice is payable only while its subject's workflow has a `pay` transition from where
 * the subject stands: a failed or cancelled application, a cancelled credit purchase takes none,
 * even when its invoice was left issued. `status` null: the subject is gone.
 */
export function subjectTakesPayment(
  invoice: Pick<InvoiceRow, "applicationId">,
  status: string | null,
): boolean {
  if (status === null) return false;
  return invoice.applicationId
    ? findTransition(APPLICATION_WORKFLOW, status as ApplicationStatus, "pay") !== undefined
    : findTransition(CREDIT_PURCHASE_WORKFLOW, status as CreditPurchaseStatus, "pay") !== undefined;
}

export async function subjectPayability(db: Database | Tx, invoice: InvoiceRow): Promise<SubjectPayability> {
  const [row] = invoice.applicationId
    ? await db
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, invoice.applicationId))
    : await db
        .select({ status: creditPurchases.status })
        .from(creditPurchases)
        .where(eq(creditPurchases.id, invoice.creditPurchaseId ?? ""));
  const status = row?.status ?? null;
  return {
    payable: subjectTakesPayment(invoice, status),
    what: invoice.applicationId ? "application" : "credit purchase",
    status: status ?? "deleted",
  };
}

/** The 409 of paying an invoice whose subject takes no payment any more. */
export function subjectClosed(subject: SubjectPayability): AppError {
  const state = subject.status.replaceAll("_", " ");
  return conflict(`This invoice can no longer be paid: its ${subject.what} is ${state}.`, {
    status: subject.status,
    subject: subject.what,
    action: "pay",
  });
}
