import { z } from "zod";
import { CREDIT_LEDGER_KINDS } from "../billing/statuses.ts";
import { reportShape } from "./define.ts";
import { reportFilterShapes } from "./shared.ts";

/** Credits: the download-credit ledger of every organisation. */
export const creditsReport = reportShape({
  key: "credits",
  title: "Credits report",
  description:
    "Every entry of the download-credit ledger: grants, spends, refunds, adjustments and expiries, newest first. The period filter picks entries written in it.",
  rights: [["view", "Reports"]],
  filters: { ...reportFilterShapes, kind: z.enum(CREDIT_LEDGER_KINDS).optional() },
  filterLabels: { kind: "Entry" },
  row: {
    id: z.string(),
    organisationName: z.string(),
    kind: z.enum(CREDIT_LEDGER_KINDS),
    /** Signed: a grant, a refund or a positive adjustment adds; a spend, an expiry or a negative one takes. */
    credits: z.number().int(),
    balanceAfter: z.number().int(),
    reason: z.string().nullable(),
    /** What a spend paid for or a refund returns, the grant an expiry closes. */
    reference: z.string().nullable(),
    /** Who wrote the entry; null for the server's own (an expiry). */
    actorName: z.string().nullable(),
    createdAt: z.string(),
  },
  columns: [
    { key: "organisationName", label: "Organisation", kind: "text" },
    { key: "kind", label: "Entry", kind: "text" },
    { key: "credits", label: "Credits", kind: "number" },
    { key: "balanceAfter", label: "Balance after", kind: "number" },
    { key: "reason", label: "Reason", kind: "text" },
    { key: "reference", label: "Reference", kind: "text" },
    { key: "actorName", label: "By", kind: "text" },
    { key: "createdAt", label: "Time", kind: "datetime" },
  ],
  emptyText: "No credit entry matches these filters.",
});
