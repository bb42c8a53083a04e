import { breakdownText, formatDate } from "@strata/core";
import type { Config } from "../../config.ts";
import type { Outbox } from "../../lib/outbox.ts";
import type { Tx } from "../../lib/workflow.ts";
import type { InvoiceRow } from "../billing/index.ts";
import { tellOrganisation } from "../subscriptions/index.ts";

/** Where the buyer pays an invoice in the web app (the payments screens). */
const payPage = (config: Config, invoiceId: string) =>
  `${config.publicUrl ?? `http://localhost:${config.port}`}/invoices/${encodeURIComponent(invoiceId)}/pay`;

/** Queues the invoice notice of a credit purchase to the organisation's primary users. */
export async function queueCreditInvoiceNotice(
  tx: Tx,
  deps: { outbox: Outbox; config: Config },
  input: { invoice: InvoiceRow; planName: string; credits: number; resent?: boolean },
): Promise<void> {
  const { invoice } = input;
  await tellOrganisation(tx, deps.outbox, invoice.organisationId, () => ({
    subject: `${input.resent ? "Reminder: " : ""}Invoice ${invoice.number} for ${input.credits.toLocaleString("en-MY")} download credits`,
    text: [
      `invoice ${invoice.number} for ${input.planName} (${input.credits.toLocaleString("en-MY")} download credits) is issued.`,
      `${breakdownText(invoice)}\nDue on ${formatDate(invoice.dueAt)}.`,
      `Pay it online or by bank transfer at ${payPage(deps.config, invoice.id)}. The credits are added once finance approves the payment.`,
    ].join("\n"),
  }));
}
