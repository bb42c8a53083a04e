import { describe, expect, it } from "vitest";
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  TIERS,
  type UserRole,
} from "../enums.ts";
import { defineAbilityFor } from "../permissions/ability.ts";
import { ACTIONS, SUBJECTS } from "../permissions/subjects.ts";
import { applicationGuards, APPLICATION_WORKFLOW as W } from "./application.ts";
import { holdersOf } from "./docs.ts";
import { allowedActions, edgesOf, findTransition, nextStatus, resetTargets } from "./workflow.ts";

const ORG = "org-1";
function actor(
  role: UserRole,
  opts: { id?: string; organisationId?: string | null; isPrimary?: boolean } = {},
) {
  const id = opts.id ?? `${role}-user`;
  const ability = defineAbilityFor({
    id,
    role,
    addOnsType: [],
    isPrimary: opts.isPrimary ?? false,
    isExpired: false,
  });
  return { id, ability, organisationId: opts.organisationId ?? null, isPrimary: opts.isPrimary ?? false };
}
type Actor = ReturnType<typeof actor>;
function allowed(
  who: Actor,
  status: ApplicationStatus,
  nextApproverId: string | null = null,
  planType = "standard",
) {
  const guards = applicationGuards({
    application: { organisationId: ORG, nextApproverId, planType },
    actor: { userId: who.id, organisationId: who.organisationId, isPrimary: who.isPrimary },
  });
  return allowedActions(W, status, { ability: who.ability, guards });
}

describe("the application workflow table", () => {
  it("covers all 16 statuses and 6 kinds of spec section 4", () => {
    expect([...W.statuses].sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(W.statuses).toHaveLength(16);
    expect([...W.kinds].sort()).toEqual([...APPLICATION_KINDS].sort());
  });

  it("reaches every status from new", () => {
    const reached = new Set<string>([W.initial]);
    const queue: string[] = [W.initial];
    const edges = edgesOf(W);
    while (queue.length) {
      const from = queue.shift();
      for (const edge of edges.filter((e) => e.from === from)) {
        if (!reached.has(edge.to)) queue.push(edge.to);
        reached.add(edge.to);
      }
    }
    expect([...reached].sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it("declares as terminal exactly the statuses nothing leaves, and says so in their description", () => {
    const leaving = new Set(W.transitions.flatMap((t) => t.from));
    const stuck = W.statuses.filter((s) => !leaving.has(s));
    expect(stuck.sort()).toEqual([...W.terminal].sort());
    for (const status of W.terminal) expect(W.describe[status]).toMatch(/^Terminal: /);
    for (const status of W.statuses) expect(W.describe[status].length).toBeGreaterThan(10);
  });

  it("has at most one transition per status and action, between declared statuses and actions", () => {
    const pairs = W.transitions.flatMap((t) => t.from.map((from) => `${from} ${t.action}`));
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const edge of edgesOf(W)) {
      expect(W.statuses).toContain(edge.from);
      expect(W.statuses).toContain(edge.to);
    }
    expect([...new Set(W.transitions.map((t) => t.action))].sort()).toEqual([...W.actions].sort());
    for (const t of W.transitions) {
      if (t.guard) expect(Object.keys(W.guards)).toContain(t.guard);
    }
  });

  it("asks for rights that exist in the permission model, each held by someone unless applied by the server", () => {
    for (const t of W.transitions) {
      const [action, subject] = t.can;
      expect(ACTIONS).toContain(action);
      expect(SUBJECTS).toContain(subject);
      const { staff, tiers } = holdersOf(t.can);
      if (!t.automatic)
        expect(staff.length + tiers.length, `${t.action} from ${t.from[0]}`).toBeGreaterThan(0);
    }
  });

  it("returns reset to a stable status that can have led to each status it applies to", () => {
    const reset = W.transitions.find((t) => t.action === "reset");
    for (const status of reset?.from ?? []) expect(resetTargets(W, status).length).toBeGreaterThan(0);
    expect(resetTargets(W, "failed")).toEqual(["pending_verification", "pending_finance"]);
    expect(resetTargets(W, "pending_payment")).toEqual(["invoice_issued"]);
    expect(resetTargets(W, "cancel_request")).toEqual([...W.stable]);
  });
});

describe("allowedActions", () => {
  const admin = actor("admin");
  const loa = actor("loa", { id: "loa-1" });
  const otherLoa = actor("loa", { id: "loa-2" });
  const finance = actor("finance");
  const applicant = actor("standard", { organisationId: ORG, isPrimary: true });
  const member = actor("standard", { organisationId: ORG, isPrimary: false });
  const otherOrganisation = actor("standard", { organisationId: "org-2", isPrimary: true });

  it("lets an admin verify, and only verify, a submitted application", () => {
    expect(allowed(admin, "pending_verification").sort()).toEqual([
      "approve",
      "reject",
      "request-clarification",
    ]);
    expect(allowed(admin, "pending_loa", "loa-1")).toEqual([]);
  });

  it("lets the MBR admin verify the bid-round, MBR, MPM study and VDR applications, and no others", () => {
    const mbrAdmin = actor("mbr-admin");
    for (const plan of ["bid-round", "mbr", "mpm-study", "vdr"]) {
      expect(allowed(mbrAdmin, "pending_verification", null, plan).sort(), plan).toEqual([
        "approve",
        "reject",
        "request-clarification",
      ]);
      expect(allowed(mbrAdmin, "failed", null, plan), plan).toContain("reset");
      // The LOA chain and finance stay theirs.
      expect(allowed(mbrAdmin, "pending_loa", null, plan), plan).toEqual([]);
      expect(allowed(mbrAdmin, "pending_finance", null, plan), plan).toEqual([]);
    }
    expect(allowed(mbrAdmin, "pending_verification", null, "standard")).toEqual([]);
  });

  it("lets only the next approver act on a pending_loa application", () => {
    expect(allowed(loa, "pending_loa", "loa-1").sort()).toEqual([
      "approve",
      "reject",
      "request-clarification",
    ]);
    expect(allowed(loa, "pending_loa_clarification", "loa-1").sort()).toEqual(["approve", "reject"]);
    expect(allowed(otherLoa, "pending_loa", "loa-1")).toEqual([]);
    expect(allowed(loa, "pending_verification", "loa-1")).toEqual([]);
  });

  it("lets finance decide on a paid application and record its payment", () => {
    expect(allowed(finance, "pending_finance").sort()).toEqual([
      "approve",
      "fail-payment",
      "reject",
      "request-clarification",
    ]);
    expect(allowed(finance, "pending_payment").sort()).toEqual(["confirm-payment", "fail-payment"]);
    expect(allowed(admin, "pending_finance")).toEqual([]);
  });

  it("lets the applying organisation's primary user, and nobody else of any organisation, act as applicant", () => {
    expect(allowed(applicant, "new").sort()).toEqual(["cancel", "submit"]);
    expect(allowed(applicant, "pending_loa_clarification", "loa-1").sort()).toEqual([
      "answer-clarification",
      "request-cancellation",
    ]);
    expect(allowed(applicant, "rejected")).toEqual(["resubmit"]);
    expect(allowed(member, "new")).toEqual([]);
    expect(allowed(otherOrganisation, "new")).toEqual([]);
    expect(allowed(admin, "new")).toEqual(["resend-email"]);
  });

  it("never offers an automatic transition, even to superadmin", () => {
    const superadmin = actor("superadmin");
    for (const status of APPLICATION_STATUSES) expect(allowed(superadmin, status)).not.toContain("fail");
  });

  it("cancels an application with its invoice only as the server, never as a button", () => {
    const cancel = findTransition(W, "invoice_issued", "cancel");
    expect(cancel).toMatchObject({ to: "cancelled", automatic: true, can: ["update", "FinanceApproval"] });
    expect(findTransition(W, "failed_payment", "cancel")).toBe(cancel);
    expect(findTransition(W, "pending_finance", "cancel")).toBeUndefined();
    for (const who of [finance, applicant, actor("superadmin")]) {
      expect(allowed(who, "invoice_issued")).not.toContain("cancel");
      expect(allowed(who, "failed_payment")).not.toContain("cancel");
    }
  });

  it("offers nothing on a terminal application", () => {
    for (const who of [admin, loa, finance, applicant, actor("superadmin")]) {
      for (const status of W.terminal) expect(allowed(who, status, "loa-1")).toEqual([]);
    }
  });

  it("gives every tier's primary user the applicant's actions only where the tier has a subscription area", () => {
    const withArea = TIERS.filter(
      (tier) => allowed(actor(tier, { organisationId: ORG, isPrimary: true }), "new").length,
    );
    expect(withArea).toEqual(holdersOf(["view", "Subscription"]).tiers);
  });
});

describe("nextStatus", () => {
  const approve = (status: ApplicationStatus) => {
    const t = findTransition(W, status, "approve");
    if (!t) throw new Error(`no approve from ${status}`);
    return t;
  };

  it("sends a free application from verification straight to approved, a paid one to LOA", () => {
    const t = approve("pending_verification");
    expect(nextStatus(t, { from: "pending_verification", facts: { isFree: true }, lastStable: null })).toBe(
      "approved",
    );
    expect(nextStatus(t, { from: "pending_verification", facts: { isFree: false }, lastStable: null })).toBe(
      "pending_loa",
    );
  });

  it("keeps an application in pending_loa until the last approver, who hands it to billing", () => {
    const t = approve("pending_loa");
    expect(nextStatus(t, { from: "pending_loa", facts: { isLastApprover: false }, lastStable: null })).toBe(
      "pending_loa",
    );
    expect(nextStatus(t, { from: "pending_loa", facts: { isLastApprover: true }, lastStable: null })).toBe(
      "invoice_issued",
    );
  });

  it("refuses to guess a fact the caller did not give", () => {
    expect(() =>
      nextStatus(approve("pending_loa"), { from: "pending_loa", facts: {}, lastStable: null }),
    ).toThrow(/isLastApprover/);
  });

  it("returns a reset to the last stable status and keeps the status on a resent e-mail", () => {
    const reset = findTransition(W, "failed", "reset");
    const resend = findTransition(W, "invoice_issued", "resend-email");
    if (!reset || !resend) throw new Error("missing transitions");
    expect(nextStatus(reset, { from: "failed", facts: {}, lastStable: "pending_finance" })).toBe(
      "pending_finance",
    );
    expect(nextStatus(resend, { from: "invoice_issued", facts: {}, lastStable: null })).toBe(
      "invoice_issued",
    );
  });

  it("has no transition for an action the status does not allow", () => {
    expect(findTransition(W, "approved", "approve")).toBeUndefined();
    expect(findTransition(W, "new", "approve")).toBeUndefined();
  });
});
