import { z } from "zod";
import { E_INVOICE_OPERATIONS, eInvoiceLogSchema } from "../billing/e-invoices.ts";
import { text } from "../text.ts";
import { reportShape } from "./define.ts";
import { reportFilterShapes } from "./shared.ts";

/**
 * E-invoice logs: every request to the tax authority and its answer, newest first. A row is an
 * `EInvoiceLog` (the e-invoice detail page's log entry) plus its invoice and organisation.
 */
export const eInvoiceLogsReport = reportShape({
  key: "e-invoice-logs",
  title: "E-invoice logs",
  description:
    "Every request sent to the tax authority's e-invoice service and its answer: sign-ins, submissions, status polls and cancellations.",
  rights: [
    ["view", "Reports"],
    ["view", "EInvoiceLog"],
  ],
  filters: {
    from: reportFilterShapes.from,
    to: reportFilterShapes.to,
    organisation: reportFilterShapes.organisation,
    eInvoiceId: text().trim().min(1).max(100).optional(),
    operation: z.enum(E_INVOICE_OPERATIONS).optional(),
    /** Only answers that were not 2xx, or never came. */
    failedOnly: z.enum(["true", "false"]).optional(),
  },
  filterLabels: { eInvoiceId: "E-invoice", operation: "Operation", failedOnly: "Failed only" },
  row: {
    ...eInvoiceLogSchema.shape,
    /** Null for a sign-in (`token`), which is for no one invoice. */
    invoiceNumber: z.string().nullable(),
    organisationName: z.string().nullable(),
  },
  columns: [
    { key: "createdAt", label: "Time", kind: "datetime" },
    { key: "operation", label: "Operation", kind: "text" },
    { key: "invoiceNumber", label: "Invoice", kind: "text" },
    { key: "organisationName", label: "Organisation", kind: "text" },
    { key: "method", label: "Method", kind: "text" },
    { key: "url", label: "URL", kind: "text" },
    { key: "responseStatus", label: "Answer status", kind: "number" },
    { key: "durationMs", label: "Duration (ms)", kind: "number" },
    { key: "error", label: "Error", kind: "text" },
  ],
  emptyText: "No request to the e-invoice service matches these filters.",
});
