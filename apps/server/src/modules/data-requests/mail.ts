import { eq } from "drizzle-orm";
import { type dataRequests, users } from "../../db/schema/index.ts";
import type { Tx } from "../../lib/workflow.ts";
import type { MailMessage } from "../../plugins/mail.ts";

type RequestRow = typeof dataRequests.$inferSelect;

async function requesterOf(tx: Tx, row: RequestRow) {
  const [user] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  return user;
}

/** Tells the customer their data is ready to download (queued with the delivery). */
export async function deliveredMessage(
  tx: Tx,
  row: RequestRow,
  packageId: string,
  linkOrigin: string,
): Promise<MailMessage> {
  const user = await requesterOf(tx, row);
  const link = new URL(`/downloads/${packageId}`, linkOrigin).toString();
  const note = row.staffNote ? `\nA note from our data team: ${row.staffNote}\n` : "";
  return {
    to: user.email,
    subject: `Your data request is delivered: ${row.title}`,
    link,
    text: `Hello ${user.name},\n\nthe data you asked for ("${row.title}") is delivered as a download package in your download manager. It costs no credits.\n${note}\nDownload it here:\n\n${link}\n`,
  };
}

/** Tells the customer why their request was declined. */
export async function declinedMessage(tx: Tx, row: RequestRow, linkOrigin: string): Promise<MailMessage> {
  const user = await requesterOf(tx, row);
  const link = new URL(`/data-requests/${row.id}`, linkOrigin).toString();
  return {
    to: user.email,
    subject: `Your data request was declined: ${row.title}`,
    link,
    text: `Hello ${user.name},\n\nour data team declined your request "${row.title}".\n\nReason: ${row.staffNote}\n\nSee the request here:\n\n${link}\n`,
  };
}
