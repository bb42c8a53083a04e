import { formatMyrSst } from "@strata/core";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { Outbox } from "../../lib/outbox.ts";
import type { Tx } from "../../lib/workflow.ts";
import type { MailMessage } from "../../plugins/mail.ts";
import type { PaymentRow } from "./present.ts";

/** What a payment e-mail tells about. */
export type PaymentNews =
  | "received"
  | "answered"
  | "failed"
  | "approved"
  | "clarification"
  | "rejected"
  | "paid-after-close";

/** Who paid: the user who started the payment, else the organisation's primary user. */
async function payerOf(db: Database | Tx, row: PaymentRow) {
  if (row.createdBy) {
    const [user] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, row.createdBy));
    if (user) return user;
  }
  const [primary] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.organisationId, row.organisationId), eq(users.isPrimary, true)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return primary ?? null;
}

const methodLabel = (row: PaymentRow) => (row.method === "online" ? "online payment" : "bank transfer");

function payerMessage(
  row: PaymentRow,
  news: PaymentNews,
  input: { invoiceNumber: string; to: { email: string; name: string }; origin: string; note?: string },
): MailMessage {
  const amount = formatMyrSst(row.amountSen, "incl");
  const link = new URL(`/invoices/${row.invoiceId}/pay`, input.origin).toString();
  const about = `your ${methodLabel(row)} of ${amount} for invoice ${input.invoiceNumber}`;
  const texts: Record<PaymentNews, [string, string]> = {
    received: ["We received your payment", `we received ${about}. Finance will confirm it shortly.`],
    answered: ["We received your answer", `we passed your answer about ${about} to finance.`],
    failed: [
      "Your payment did not go through",
      `the payment gateway reported that ${about} failed. Nothing was charged; you can pay again.`,
    ],
    approved: ["Your payment is approved", `finance approved ${about}. The invoice is paid.`],
    clarification: [
      "Finance asks about your payment",
      `finance has a question about ${about}:\n\n${input.note ?? ""}\n\nPlease answer on the payment page.`,
    ],
    rejected: [
      "Your payment was not accepted",
      `finance could not accept ${about}:\n\n${input.note ?? ""}\n\nThe invoice can be paid again.`,
    ],
    "paid-after-close": ["", ""],
  };
  const [subject, body] = texts[news];
  return {
    to: input.to.email,
    subject,
    text: `Hello ${input.to.name},\n\n${body}\n\nSee it here: ${link}\n`,
    link,
  };
}

/** Queues the payer's e-mail (and, for a payment waiting for finance, finance's) in the caller's transaction. */
export async function queuePaymentEmails(
  tx: Tx | Database,
  outbox: Outbox,
  row: PaymentRow,
  news: PaymentNews,
  input: { invoiceNumber: string; origin: string; note?: string },
): Promise<void> {
  const messages: MailMessage[] = [];
  // Finance alone hears of money the gateway took for a payment already closed: it refunds or applies it.
  const payer = news === "answered" || news === "paid-after-close" ? null : await payerOf(tx, row);
  if (payer) messages.push(payerMessage(row, news, { ...input, to: payer }));
  if (news === "received" || news === "answered" || news === "paid-after-close") {
    const finance = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(and(eq(users.role, "finance"), eq(users.status, "active")));
    const link = new URL(`/admin/payments/${row.id}`, input.origin).toString();
    for (const person of finance) {
      messages.push({
        to: person.email,
        subject:
          news === "answered"
            ? `The payer answered about invoice ${input.invoiceNumber}`
            : news === "paid-after-close"
              ? `Money received on a closed payment (invoice ${input.invoiceNumber})`
              : `A payment waits for approval (invoice ${input.invoiceNumber})`,
        text:
          news === "paid-after-close"
            ? `Hello ${person.name},\n\nthe payment gateway reports ${formatMyrSst(row.amountSen, "incl")} paid for invoice ${input.invoiceNumber} on an ${methodLabel(row)} that was already ${row.status}. Nothing changed in the portal: check the gateway's record, then refund the payer or apply the money.\n\nThe payment: ${link}\n`
            : `Hello ${person.name},\n\na ${methodLabel(row)} of ${formatMyrSst(row.amountSen, "incl")} for invoice ${input.invoiceNumber} waits for your approval.\n\nReview it here: ${link}\n`,
        link,
      });
    }
  }
  if (messages.length) await outbox.queue(tx, messages);
}
