import { describe, expect, it } from "vitest";
import { INVOICE_STATUSES, type InvoiceStatus } from "../billing/statuses.ts";
import type { UserRole } from "../enums.ts";
import { defineAbilityFor } from "../permissions/ability.ts";
import { CREDIT_PURCHASE_WORKFLOW, creditPurchaseGuards } from "./credit-purchase.ts";
import { INVOICE_WORKFLOW, invoiceGuards } from "./invoice.ts";
import { allowedActions, edgesOf, findTransition } from "./workflow.ts";

const ORG = "org-1";
function actor(role: UserRole, opts: { organisationId?: string; isPrimary?: boolean } = {}) {
  const isPrimary = opts.isPrimary ?? false;
  const ability = defineAbilityFor({ id: `${role}-1`, role, addOnsType: [], isPrimary, isExpired: false });
  return { ability, organisationId: opts.organisationId ?? null, isPrimary };
}
const onInvoice = (who: ReturnType<typeof actor>, status: InvoiceStatus) =>
  allowedActions(INVOICE_WORKFLOW, status, {
    ability: who.ability,
    guards: invoiceGuards({ invoice: { organisationId: ORG }, actor: who }),
  }).sort();

describe("the invoice workflow table", () => {
  it("has at most one transition per status and action, and reaches every status", () => {
    const pairs = INVOICE_WORKFLOW.transitions.flatMap((t) => t.from.map((from) => `${from} ${t.action}`));
    expect(new Set(pairs).size).toBe(pairs.length);
    const reached = new Set(edgesOf(INVOICE_WORKFLOW).map((e) => e.to));
    reached.add(INVOICE_WORKFLOW.initial);
    expect([...reached].sort()).toEqual([...INVOICE_STATUSES].sort());
  });

  it("lets the buyer's primary user pay or ask to cancel an issued invoice, and nobody else of any organisation", () => {
    const buyer = actor("standard", { organisationId: ORG, isPrimary: true });
    expect(onInvoice(buyer, "issued")).toEqual(["pay", "request-cancellation"]);
    expect(onInvoice(buyer, "payment_pending")).toEqual(["cancel-payment"]);
    expect(onInvoice(buyer, "cancel_requested")).toEqual([]);
    expect(onInvoice(actor("standard", { organisationId: ORG }), "issued")).toEqual([]);
    expect(onInvoice(actor("standard", { organisationId: "org-2", isPrimary: true }), "issued")).toEqual([]);
  });

  it("lets finance cancel, decline a cancellation and refund; other staff only look", () => {
    const finance = actor("finance");
    expect(onInvoice(finance, "issued")).toEqual(["cancel"]);
    expect(onInvoice(finance, "cancel_requested")).toEqual(["cancel", "decline-cancellation"]);
    expect(onInvoice(finance, "paid")).toEqual(["refund"]);
    for (const role of ["admin", "loa", "data-admin", "mbr-admin"] as const) {
      for (const status of INVOICE_STATUSES) expect(onInvoice(actor(role), status)).toEqual([]);
    }
  });
});

describe("the credit purchase workflow's void", () => {
  it("cancels an unpaid purchase as the server when finance cancels its invoice, never as a button", () => {
    const voidIt = findTransition(CREDIT_PURCHASE_WORKFLOW, "invoice_issued", "void");
    expect(voidIt).toMatchObject({ to: "cancelled", automatic: true });
    expect(findTransition(CREDIT_PURCHASE_WORKFLOW, "pending_finance", "void")).toBeUndefined();
    for (const who of [
      actor("finance"),
      actor("superadmin"),
      actor("standard", { organisationId: ORG, isPrimary: true }),
    ]) {
      const actions = allowedActions(CREDIT_PURCHASE_WORKFLOW, "invoice_issued", {
        ability: who.ability,
        guards: creditPurchaseGuards({ purchase: { organisationId: ORG }, actor: who }),
      });
      expect(actions).not.toContain("void");
    }
  });
});
