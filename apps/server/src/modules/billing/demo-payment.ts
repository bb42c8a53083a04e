import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { demoActor } from "../../lib/demo-actor.ts";
import { applyTransitionIn, systemActor, type Tx } from "../../lib/workflow.ts";
import type { InvoiceRow } from "./issue.ts";
import { invoiceStore } from "./stores.ts";

/**
 * Demo data's paid invoice, moved through the invoice workflow like a real one (audited): the
 * organisation's primary user pays, the server settles it at `paidAt`. The demos that need a
 * payment row or an approved subject add their own.
 */
export async function payInvoiceForDemo(
  tx: Tx,
  invoice: { id: string; organisationId: string },
  paidAt: Date,
): Promise<InvoiceRow> {
  const [buyer] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organisationId, invoice.organisationId), eq(users.isPrimary, true)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!buyer) throw new Error(`demo organisation ${invoice.organisationId} has no primary user`);
  await applyTransitionIn(tx, {
    store: invoiceStore,
    id: invoice.id,
    action: "pay",
    actor: await demoActor(tx as unknown as Database, buyer.email),
  });
  const { after } = await applyTransitionIn(tx, {
    store: invoiceStore,
    id: invoice.id,
    action: "settle",
    actor: systemActor("Payment approval"),
    set: { paidAt },
  });
  return after;
}
