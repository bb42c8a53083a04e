import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { BillingConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import {
  applications,
  auditEvents,
  eInvoiceLogs,
  eInvoices,
  organisations,
  users,
} from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { DEMO_ORGANISATIONS, demoEmail } from "../../lib/demo-accounts.ts";
import { systemActor } from "../../lib/workflow.ts";
import { applicationLines, issueInvoice, payInvoiceForDemo } from "../billing/index.ts";

import { codeNumberOf, renderEInvoiceDocument } from "./document.ts";

type ApplicationRow = typeof applications.$inferSelect;

/** The Invalid demo e-invoice's errors (the e2e journey retries it). */
export const DEMO_INVALID_ERRORS = [
  { code: "CF321", message: "Buyer's TIN is not valid.", target: "AccountingCustomerParty.TIN" },
  {
    code: "CF410",
    message: "Buyer's address is missing the state code.",
    target: "AccountingCustomerParty.Address",
  },
];

const SANDBOX = "http://127.0.0.1/sandbox-demo";
const HOUR = 3600_000;

/**
 * Demo e-invoices (README): for three demo organisations, a renewal approved and paid (its own
 * application and invoice, issued here rather than borrowing another module's demo invoices),
 * with an e-invoice Valid, Invalid (with the authority's errors) and paused, each with its log.
 */
export async function seedEInvoiceDemo(db: Database, billing: BillingConfig): Promise<void> {
  const now = Date.now();
  const plans: { login: string; status: "valid" | "invalid" | "paused"; ageHours: number }[] = [
    { login: "premium", status: "valid", ageHours: 30 },
    { login: "standard", status: "invalid", ageHours: 6 },
    { login: "mpm-study", status: "paused", ageHours: 2 },
  ];
  for (const plan of plans) {
    const demo = DEMO_ORGANISATIONS.find((o) => o.login === plan.login);
    if (!demo) continue;
    const [organisation] = await db
      .select()
      .from(organisations)
      .where(eq(organisations.name, demo.organisation));
    if (!organisation) continue;
    const at = new Date(now - plan.ageHours * HOUR);
    await db.transaction(async (tx) => {
      const actor = systemActor("Demo data");
      const values = {
        id: randomUUID(),
        organisationId: organisation.id,
        kind: "renewal",
        status: "approved",
        lastStableStatus: "approved",
        planType: demo.tier,
        durationValue: 1,
        durationUnit: "years",
        addOnsType: [],
        submittedAt: at,
      } as const;
      const lines = applicationLines({ ...values, amountSen: 0 } as unknown as ApplicationRow);
      // The amount before tax, as LOA limits read it.
      const amountSen = lines.reduce((sum, line) => sum + line.amountSen, 0);
      const [application] = await tx
        .insert(applications)
        .values({ ...values, addOnsType: [], amountSen })
        .returning();
      const issued = await issueInvoice(tx, billing, {
        organisationId: organisation.id,
        subject: { applicationId: application.id },
        lines,
        actor,
        now: new Date(at.getTime() - 2 * HOUR),
      });
      const invoice = await payInvoiceForDemo(tx, issued, at);
      const submissionUid = randomUUID().replace(/-/g, "").slice(0, 26).toUpperCase();
      const documentUuid = randomUUID().replace(/-/g, "").slice(0, 26).toUpperCase();
      const sent = plan.status !== "paused";
      const [row] = await tx
        .insert(eInvoices)
        .values({
          id: randomUUID(),
          invoiceId: invoice.id,
          organisationId: organisation.id,
          documentType: "01",
          status: plan.status,
          lastStableStatus: plan.status === "paused" ? "queued" : plan.status,
          submissionUid: sent ? submissionUid : null,
          documentUuid: sent ? documentUuid : null,
          longId: plan.status === "valid" ? "DEMO7F3K2Q9X1LONGID4NR8TV" : null,
          attempts: plan.status === "paused" ? 3 : 1,
          lastError:
            plan.status === "invalid"
              ? `Invalid: ${DEMO_INVALID_ERRORS.length} error(s) from the authority`
              : plan.status === "paused"
                ? "HTTP 503: The service is unavailable."
                : null,
          errors: plan.status === "invalid" ? DEMO_INVALID_ERRORS : null,
          validatedAt: plan.status === "valid" ? new Date(at.getTime() + 60_000) : null,
          createdAt: at,
          updatedAt: new Date(at.getTime() + 60_000),
        })
        .returning();
      const document = renderEInvoiceDocument(invoice, row, at);
      const log = (
        offsetMs: number,
        operation: string,
        method: string,
        path: string,
        status: number | null,
        requestBody: unknown,
        responseBody: unknown,
      ) => ({
        id: randomUUID(),
        eInvoiceId: row.id,
        operation,
        method,
        url: `${SANDBOX}${path}`,
        requestBody: requestBody as never,
        responseStatus: status,
        responseBody: responseBody as never,
        error: null,
        durationMs: 40 + (Math.round(offsetMs / 1000) % 50),
        createdAt: new Date(at.getTime() + offsetMs),
      });
      const code = codeNumberOf(invoice, "01");
      const submit = { documents: [{ format: "JSON", codeNumber: code, document }] };
      const entries = [
        log(
          0,
          "token",
          "POST",
          "/connect/token",
          200,
          { grant_type: "client_credentials" },
          { token_type: "Bearer", expires_in: 3600 },
        ),
      ];
      if (plan.status === "paused") {
        for (const [i, offset] of [1000, 61_000, 181_000].entries()) {
          entries.push(
            log(offset, "submit", "POST", "/api/v1.0/documentsubmissions", 503, submit, {
              error: {
                errorCode: "ServiceUnavailable",
                error: "The service is unavailable.",
                attempt: i + 1,
              },
            }),
          );
        }
      } else {
        entries.push(
          log(1000, "submit", "POST", "/api/v1.0/documentsubmissions", 202, submit, {
            submissionUid,
            acceptedDocuments: [{ uuid: documentUuid, invoiceCodeNumber: code }],
            rejectedDocuments: [],
          }),
          log(6000, "poll", "GET", `/api/v1.0/documentsubmissions/${submissionUid}`, 200, null, {
            submissionUid,
            overallStatus: plan.status === "valid" ? "Valid" : "Invalid",
            documentSummary: [
              { uuid: documentUuid, internalId: code, status: plan.status === "valid" ? "Valid" : "Invalid" },
            ],
          }),
        );
      }
      await tx.insert(eInvoiceLogs).values(entries);
      const audit = async (action: string, after: Record<string, unknown>, offsetMs: number) => {
        await recordAuditEvent(tx, {
          actor: systemActor("E-invoicing"),
          action,
          subjectType: "e_invoice",
          subjectId: row.id,
          organisationId: organisation.id,
          before: {},
          after,
        });
        // The history reads as it happened, with the log's times.
        await tx
          .update(auditEvents)
          .set({ createdAt: new Date(at.getTime() + offsetMs) })
          .where(and(eq(auditEvents.subjectId, row.id), eq(auditEvents.action, action)));
      };
      if (sent) await audit("submit", { status: "submitted", submissionUid }, 1000);
      if (plan.status === "valid") await audit("validate", { status: "valid" }, 6000);
      if (plan.status === "invalid")
        await audit("invalidate", { status: "invalid", errors: DEMO_INVALID_ERRORS }, 6000);
      if (plan.status === "paused") {
        const [finance] = await tx
          .select()
          .from(users)
          .where(eq(users.email, demoEmail("finance")));
        await recordAuditEvent(tx, {
          actor: { userId: finance?.id ?? null, role: "finance", name: finance?.name ?? "Finance" },
          action: "pause",
          subjectType: "e_invoice",
          subjectId: row.id,
          organisationId: organisation.id,
          before: { status: "queued" },
          after: { status: "paused" },
        });
        await tx
          .update(auditEvents)
          .set({ createdAt: new Date(at.getTime() + 200_000) })
          .where(and(eq(auditEvents.subjectId, row.id), eq(auditEvents.action, "pause")));
      }
    });
  }
}
