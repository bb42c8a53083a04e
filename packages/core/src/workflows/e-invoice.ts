import { E_INVOICE_STATUSES, type EInvoiceStatus } from "../billing/statuses.ts";
import type { Workflow, WorkflowRight } from "./workflow.ts";

export const E_INVOICE_ACTIONS = [
  "submit",
  "validate",
  "invalidate",
  "retry",
  "pause",
  "unpause",
  "cancel",
] as const;
export type EInvoiceAction = (typeof E_INVOICE_ACTIONS)[number];

/** Finance manages payments and reads the e-invoice logs: it retries, pauses and unpauses (docs/decisions.md). */
const FINANCE: WorkflowRight = ["update", "Payment"];
const SERVER: WorkflowRight = ["update", "Payment"];

/**
 * An e-invoice: one document (invoice or credit note) sent to the tax authority's MyInvois-compatible
 * API by a job with exponential backoff. A failing authority never blocks activation: the row waits
 * in `queued` (attempts and the next try recorded) until it answers.
 */
export const E_INVOICE_WORKFLOW: Workflow<EInvoiceStatus, EInvoiceAction, never, never> = {
  name: "e_invoice",
  statuses: E_INVOICE_STATUSES,
  initial: "queued",
  terminal: ["cancelled"],
  stable: ["queued", "valid", "invalid"],
  actions: E_INVOICE_ACTIONS,
  guards: {},
  facts: {},
  describe: {
    queued: "Waiting to be sent (first try, or retrying after an error with backoff).",
    submitted: "Accepted by the authority (202, a submission id); polled until Valid or Invalid.",
    valid: "Validated by the authority; can be cancelled within 72 hours.",
    invalid: "Refused with the authority's errors; finance fixes the cause and retries.",
    paused: "Held by finance; nothing is sent until unpaused.",
    cancelled: "Terminal: cancelled with the authority (the invoice was cancelled).",
  },
  transitions: [
    { action: "submit", from: ["queued"], to: "submitted", can: SERVER, automatic: true },
    { action: "validate", from: ["submitted"], to: "valid", can: SERVER, automatic: true },
    { action: "invalidate", from: ["submitted"], to: "invalid", can: SERVER, automatic: true },
    { action: "retry", from: ["invalid", "queued"], to: "queued", can: FINANCE },
    { action: "pause", from: ["queued", "invalid"], to: "paused", can: FINANCE },
    { action: "unpause", from: ["paused"], to: "queued", can: FINANCE },
    { action: "cancel", from: ["valid"], to: "cancelled", can: SERVER, automatic: true },
  ],
};
