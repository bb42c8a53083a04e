import { z } from "zod";
import { INVOICE_STATUSES } from "../billing/statuses.ts";
import { reportShape } from "./define.ts";
import { reportFilterShapes } from "./shared.ts";

/** Invoices: every invoice with what it bills, its status, dates and amounts. */
export const invoicesReport = reportShape({
  key: "invoices",
  title: "Invoices report",
  description:
    "Every invoice with what it bills, its status, dates and amounts. The period filter picks invoices issued in it; tier and organisation pick the billed organisation.",
  rights: [["view", "Reports"]],
  filters: { ...reportFilterShapes, status: z.enum(INVOICE_STATUSES).optional() },
  row: {
    id: z.string(),
    number: z.string(),
    organisationName: z.string(),
    /** "Premium subscription renewal", "Download credits: Project". */
    subject: z.string(),
    status: z.enum(INVOICE_STATUSES),
    issuedAt: z.string(),
    dueAt: z.string(),
    paidAt: z.string().nullable(),
    subtotalSen: z.number().int(),
    taxSen: z.number().int(),
    totalSen: z.number().int(),
  },
  columns: [
    { key: "number", label: "Invoice", kind: "text" },
    { key: "organisationName", label: "Organisation", kind: "text" },
    { key: "subject", label: "For", kind: "text" },
    { key: "status", label: "Status", kind: "text" },
    { key: "issuedAt", label: "Issued", kind: "date" },
    { key: "dueAt", label: "Due", kind: "date" },
    { key: "paidAt", label: "Paid", kind: "date" },
    { key: "subtotalSen", label: "Subtotal", kind: "money" },
    { key: "taxSen", label: "SST", kind: "money" },
    { key: "totalSen", label: "Total", kind: "money" },
  ],
  emptyText: "No invoice matches these filters.",
});
