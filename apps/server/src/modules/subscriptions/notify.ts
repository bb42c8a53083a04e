import { and, eq, ne } from "drizzle-orm";
import { organisations, users } from "../../db/schema/index.ts";
import type { Outbox } from "../../lib/outbox.ts";
import type { Tx } from "../../lib/workflow.ts";

/** The people told about their organisation's subscription: its primary users who can read mail. */
export async function primaryContacts(tx: Tx, organisationId: string) {
  return tx
    .select({ email: users.email, name: users.name, organisationName: organisations.name })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(
      and(eq(users.organisationId, organisationId), eq(users.isPrimary, true), ne(users.status, "invited")),
    );
}

/** Queues one e-mail to each primary user of the organisation, in the caller's transaction. */
export async function tellOrganisation(
  tx: Tx,
  outbox: Outbox,
  organisationId: string,
  message: (organisationName: string) => { subject: string; text: string },
): Promise<void> {
  for (const contact of await primaryContacts(tx, organisationId)) {
    const { subject, text } = message(contact.organisationName);
    await outbox.queue(tx, { to: contact.email, subject, text: `Hello ${contact.name},\n\n${text}\n` });
  }
}
