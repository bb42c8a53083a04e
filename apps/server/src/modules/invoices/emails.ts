import { breakdownText, formatDate, formatMyrSst } from "@strata/core";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { organisations, users } from "../../db/schema/index.ts";
import type { Outbox } from "../../lib/outbox.ts";
import type { Tx } from "../../lib/workflow.ts";
import type { MailMessage } from "../../plugins/mail.ts";
import type { InvoiceRow } from "../billing/index.ts";
import { primaryContacts } from "../subscriptions/index.ts";

/** Where the buyer reads an invoice in the web app. */
export const invoicePage = (origin: string, invoiceId: string) =>
  new URL(`/invoices/${invoiceId}`, origin).toString();

/** Where links in e-mails sent by jobs point (no request to read an origin from). */
export const jobLinkOrigin = (config: Pick<Config, "publicUrl" | "port">) =>
  config.publicUrl ?? `http://localhost:${config.port}`;

const day = (date: Date) => formatDate(date);
const amount = (invoice: InvoiceRow) => formatMyrSst(invoice.totalSen, "incl");
const breakdown = (invoice: InvoiceRow) => breakdownText(invoice);

type Contact = { email: string; name: string };
type Compose = (to: Contact, link: string) => MailMessage;

function message(to: Contact, link: string, subject: string, body: string): MailMessage {
  return { to: to.email, subject, text: `Hello ${to.name},\n\n${body}\n\nSee it here: ${link}\n`, link };
}

/** The invoice has been issued: what it is for, how much, by when. */
export const invoiceIssuedMessage =
  (invoice: InvoiceRow): Compose =>
  (to, link) =>
    message(
      to,
      link,
      `Invoice ${invoice.number} from Strata`,
      `invoice ${invoice.number} for ${amount(invoice)} has been issued and is due on ${day(invoice.dueAt)}. You can pay it online or by bank transfer, and download it as a PDF.\n\n${breakdown(invoice)}`,
    );

/** Finance decided on the buyer's request to cancel (or cancelled of its own accord). */
export const invoiceCancellationMessage =
  (invoice: InvoiceRow, decision: "cancelled" | "declined", reason: string): Compose =>
  (to, link) =>
    decision === "cancelled"
      ? message(
          to,
          link,
          `Invoice ${invoice.number} has been cancelled`,
          `invoice ${invoice.number} (${amount(invoice)}) has been cancelled, and what it billed with it.\n\nReason: ${reason}`,
        )
      : message(
          to,
          link,
          `Your request to cancel invoice ${invoice.number} was declined`,
          `invoice ${invoice.number} (${amount(invoice)}) stands and is due on ${day(invoice.dueAt)}.\n\nReason: ${reason}`,
        );

export const invoiceRefundedMessage =
  (invoice: InvoiceRow, reason: string): Compose =>
  (to, link) =>
    message(
      to,
      link,
      `Invoice ${invoice.number} has been refunded`,
      `we have refunded invoice ${invoice.number} (${amount(invoice)}). A credit note follows from the tax authority's system.\n\nReason: ${reason}`,
    );

export const invoiceDueMessage =
  (invoice: InvoiceRow, daysLeft: number): Compose =>
  (to, link) =>
    message(
      to,
      link,
      `Invoice ${invoice.number} is due in ${daysLeft} day${daysLeft === 1 ? "" : "s"}`,
      `invoice ${invoice.number} for ${amount(invoice)} is due on ${day(invoice.dueAt)} and has not been paid yet.`,
    );

/**
 * Queues one e-mail about an invoice to each primary user of its organisation, in the caller's
 * transaction (sent once it commits).
 */
export async function tellBuyer(
  tx: Tx | Database,
  outbox: Outbox,
  input: { invoice: InvoiceRow; origin: string; compose: Compose },
): Promise<number> {
  const link = invoicePage(input.origin, input.invoice.id);
  const contacts = await primaryContacts(tx as Tx, input.invoice.organisationId);
  for (const contact of contacts) await outbox.queue(tx, input.compose(contact, link));
  return contacts.length;
}

/**
 * Tells finance (every active finance user) that a buyer asked to cancel an invoice, with a link to
 * the invoice's staff page where they decide.
 */
export async function tellFinanceOfCancellationRequest(
  tx: Tx,
  outbox: Outbox,
  input: { invoice: InvoiceRow; origin: string; reason: string },
): Promise<void> {
  const { invoice } = input;
  const [organisation] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, invoice.organisationId));
  const link = new URL(`/admin/invoices/${invoice.id}`, input.origin).toString();
  const staff = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.role, "finance"), eq(users.status, "active")));
  for (const to of staff) {
    await outbox.queue(
      tx,
      message(
        to,
        link,
        `Cancellation requested: invoice ${invoice.number}`,
        `${organisation?.name ?? "A customer"} asks to cancel invoice ${invoice.number} (${amount(invoice)}).\n\nTheir reason: ${input.reason}\n\nCancel it or decline the request from the invoice's page.`,
      ),
    );
  }
}
