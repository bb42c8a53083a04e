import { randomUUID } from "node:crypto";
import type { ContactMessage, contactInputSchema, feedbackInputSchema, MessageListQuery } from "@strata/core";
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { contactMessages } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { invalidField, notFound, rateLimited } from "../../lib/errors.ts";
import type { Outbox } from "../../lib/outbox.ts";
import type { Actor } from "../../lib/workflow.ts";
import { hitFixedWindow } from "../auth/index.ts";
import { offsetOf, toPage } from "../reference-data/index.ts";

/** Messages (contact and feedback together) one client address may send per window. */
export const MESSAGES_PER_ADDRESS = 5;
export const MESSAGE_WINDOW_SECONDS = 60 * 60;

type Row = typeof contactMessages.$inferSelect;
type Sender = { id: string; name: string; email: string } | null;

function toView(row: Row): ContactMessage {
  return {
    id: row.id,
    kind: row.kind as ContactMessage["kind"],
    status: row.status as ContactMessage["status"],
    name: row.name,
    email: row.email,
    organisation: row.organisation,
    subject: row.subject,
    message: row.message,
    rating: row.rating,
    category: row.category,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** The same per-address fixed window as the sign-in e-mails (modules/auth/rate-limit.ts). */
async function limitByAddress(db: Database, address: string) {
  const decision = await hitFixedWindow(db, `message-address:${address}`, {
    limit: MESSAGES_PER_ADDRESS,
    windowSeconds: MESSAGE_WINDOW_SECONDS,
  });
  if (decision.limited) {
    throw rateLimited("You have sent several messages already. Please try again later.", {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
}

const acknowledgement = (to: string, name: string, what: string, copy: string) => ({
  to,
  subject: `We received your ${what}`,
  text: `Dear ${name},\n\nThank you for your ${what}. Our team reads every message and will reply if needed.\n\nYour ${what}:\n\n${copy}\n\nStrata`,
});

/**
 * Stores a message and queues the acknowledgement in one transaction. A filled honeypot is stored as
 * spam and acknowledges nothing; the caller answers the same either way.
 */
async function store(
  db: Database,
  outbox: Outbox,
  values: Omit<typeof contactMessages.$inferInsert, "id" | "status">,
  spam: boolean,
  ack: { what: string; copy: string },
) {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...values, id: randomUUID(), status: spam ? "spam" : "new" });
    if (!spam) await outbox.queue(tx, acknowledgement(values.email, values.name, ack.what, ack.copy));
  });
}

export async function receiveContact(
  db: Database,
  outbox: Outbox,
  input: { values: z.output<typeof contactInputSchema>; sender: Sender; address: string },
) {
  await limitByAddress(db, input.address);
  const { website, ...v } = input.values;
  await store(
    db,
    outbox,
    {
      kind: "contact",
      name: v.name,
      email: v.email,
      organisation: v.organisation || null,
      subject: v.subject,
      message: v.message,
      userId: input.sender?.id ?? null,
      address: input.address,
    },
    Boolean(website),
    { what: "message", copy: `${v.subject}\n\n${v.message}` },
  );
  return { ok: true as const };
}

export async function receiveFeedback(
  db: Database,
  outbox: Outbox,
  input: { values: z.output<typeof feedbackInputSchema>; sender: Sender; address: string },
) {
  const v = input.values;
  // A session's identity is attached; without one, the form says where to answer.
  const name = input.sender?.name ?? v.name;
  const email = input.sender?.email ?? v.email;
  if (!email) throw invalidField("body.email", "Enter your e-mail address");
  await limitByAddress(db, input.address);
  await store(
    db,
    outbox,
    {
      kind: "feedback",
      name: name || email,
      email,
      message: v.message,
      rating: v.rating ?? null,
      category: v.category ?? null,
      userId: input.sender?.id ?? null,
      address: input.address,
    },
    Boolean(v.website),
    { what: "feedback", copy: v.message },
  );
  return { ok: true as const };
}

/** The staff inbox, newest first. */
export async function listMessages(db: Database, query: MessageListQuery) {
  const where = and(
    query.kind ? eq(contactMessages.kind, query.kind) : undefined,
    query.status ? eq(contactMessages.status, query.status) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(contactMessages).where(where);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return toPage(rows.map(toView), total, query);
}

/** Marks a message handled (or back to new), with an audit row. */
export async function setHandled(db: Database, input: { id: string; handled: boolean; actor: Actor }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, input.id));
    if (!before) throw notFound("Message");
    const [row] = await tx
      .update(contactMessages)
      .set(
        input.handled
          ? { status: "handled", handledAt: new Date(), handledBy: input.actor.userId }
          : { status: "new", handledAt: null, handledBy: null },
      )
      .where(eq(contactMessages.id, input.id))
      .returning();
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: input.handled ? "handle" : "reopen",
      subjectType: "contact_message",
      subjectId: input.id,
      before: { status: before.status },
      after: { status: row.status },
      requestId: input.actor.requestId,
    });
    return toView(row);
  });
}
