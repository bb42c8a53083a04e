import { formatMyrSst, PLANS, type Tier } from "@strata/core";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type applications, auditEvents, users } from "../../db/schema/index.ts";
import type { Tx } from "../../lib/workflow.ts";
import type { MailMessage } from "../../plugins/mail.ts";

type ApplicationRow = typeof applications.$inferSelect;

/** Where the applicant follows their application in the web app. */
export const APPLICANT_PAGE = "/subscription";

/** Who hears about an application: its applicant, else the organisation's primary user. */
export async function applicantOf(db: Database | Tx, row: ApplicationRow) {
  if (row.applicantUserId) {
    const [user] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, row.applicantUserId));
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

const planLabel = (row: ApplicationRow) => PLANS[row.planType as Tier]?.label ?? row.planType;
const about = (row: ApplicationRow) =>
  `your ${row.kind} application for the ${planLabel(row)} plan (${formatMyrSst(row.amountSen, "excl")})`;

/** The message the applicant gets when `row` has just entered `after.status` by `action`. */
export function applicantMessage(
  row: ApplicationRow,
  input: {
    action: string;
    /** The status it left (a verification's approval is told, an LOA level's is not). */
    from?: string;
    to: { email: string; name: string };
    link: string;
    note?: string;
  },
): MailMessage | null {
  const hello = `Hello ${input.to.name},\n\n`;
  const footer = `\n\nFollow it here: ${input.link}\n`;
  const send = (subject: string, body: string): MailMessage => ({
    to: input.to.email,
    subject,
    text: `${hello}${body}${footer}`,
    link: input.link,
  });
  switch (row.status) {
    case "pending_loa":
      if (input.action !== "approve" || !input.from?.startsWith("pending_verification")) return null;
      return send(
        "Your application has been verified",
        `we have verified ${about(row)}. It now goes to approval.`,
      );
    case "invoice_issued":
      return send(
        "Your application has been approved",
        `${about(row)} has been approved. Your invoice follows in a separate e-mail.`,
      );
    case "approved":
      return send("Your application has been approved", `${about(row)} has been approved and is now active.`);
    case "rejected":
      return send(
        "Your application has been rejected",
        `we could not approve ${about(row)}.\n\nReason: ${input.note ?? "not given"}\n\nYou may reopen it and submit it again.`,
      );
    case "pending_verification_clarification":
    case "pending_loa_clarification":
    case "pending_finance_clarification":
      return send(
        "We need more information about your application",
        `before we can continue with ${about(row)}, please clarify:\n\n${input.note ?? ""}\n\nAnswer from your subscription page.`,
      );
    default:
      return null;
  }
}

/** The resent e-mail: the last request to the applicant again, or the status as a reminder. */
export async function resentMessage(
  db: Database | Tx,
  row: ApplicationRow,
  input: { to: { email: string; name: string }; link: string },
): Promise<MailMessage> {
  const [last] = await db
    .select({ after: auditEvents.after })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subjectType, "application"),
        eq(auditEvents.subjectId, row.id),
        eq(auditEvents.action, "request-clarification"),
      ),
    )
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  const note = (last?.after as { message?: string } | null)?.message;
  const again = applicantMessage(row, { action: "resend-email", ...input, note });
  if (again) return { ...again, subject: `Reminder: ${again.subject}` };
  return {
    to: input.to.email,
    subject: "Reminder about your application",
    text: `Hello ${input.to.name},\n\n${about(row)} is ${row.status.replaceAll("_", " ")}.\n\nFollow it here: ${input.link}\n`,
    link: input.link,
  };
}

/** Tells the next LOA approver that an application waits for them. */
export function approverMessage(
  row: ApplicationRow,
  input: { to: { email: string; name: string }; link: string },
): MailMessage {
  return {
    to: input.to.email,
    subject: "An application awaits your approval",
    text: `Hello ${input.to.name},\n\n${row.kind} application for the ${planLabel(row)} plan (${formatMyrSst(row.amountSen, "excl")}) awaits your approval:\n\n${input.link}\n`,
    link: input.link,
  };
}
