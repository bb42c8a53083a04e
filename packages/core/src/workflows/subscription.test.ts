import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_STATUSES } from "../enums.ts";
import { defineAbilityFor } from "../permissions/ability.ts";
import { SUBSCRIPTION_WORKFLOW as W } from "./subscription.ts";
import { allowedActions, edgesOf, findTransition } from "./workflow.ts";

const ability = (role: "admin" | "loa" | "standard", isPrimary = false) =>
  defineAbilityFor({ id: "u", role, addOnsType: [], isPrimary, isExpired: false });

describe("the subscription workflow table", () => {
  it("covers the six statuses of section 4 and reaches each from inactive", () => {
    expect([...W.statuses].sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
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
    expect([...reached].sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
  });

  it("has at most one transition per status and action, and nothing leaves revoked", () => {
    for (const status of W.statuses) {
      for (const action of W.actions) {
        expect(
          W.transitions.filter((t) => t.action === action && t.from.includes(status)).length,
        ).toBeLessThanOrEqual(1);
      }
    }
    expect(W.transitions.some((t) => t.from.includes("revoked"))).toBe(false);
  });

  it("lets admin suspend, reactivate and revoke; nobody else; expire and activate are the server's", () => {
    expect(allowedActions(W, "active", { ability: ability("admin"), guards: {} })).toEqual([
      "suspend",
      "revoke",
    ]);
    expect(allowedActions(W, "suspended", { ability: ability("admin"), guards: {} })).toEqual([
      "reactivate",
      "revoke",
    ]);
    expect(allowedActions(W, "active", { ability: ability("loa"), guards: {} })).toEqual([]);
    expect(allowedActions(W, "active", { ability: ability("standard", true), guards: {} })).toEqual([]);
    expect(findTransition(W, "active", "expire")?.automatic).toBe(true);
  });
});
