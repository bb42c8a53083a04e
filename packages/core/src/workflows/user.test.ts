import { describe, expect, it } from "vitest";
import { DOWNLOAD_ITEM_STATUSES } from "../downloads/statuses.ts";
import { USER_STATUSES } from "../enums.ts";
import { defineAbilityFor } from "../permissions/ability.ts";
import { DOWNLOAD_ITEM_WORKFLOW } from "./download-item.ts";
import { USER_WORKFLOW } from "./user.ts";
import { type AnyWorkflow, allowedActions, edgesOf, findTransition } from "./workflow.ts";

const ability = (role: "admin" | "superadmin" | "data-admin" | "standard", isPrimary = false) =>
  defineAbilityFor({ id: "u", role, addOnsType: [], isPrimary, isExpired: false });

function reachable(workflow: AnyWorkflow): string[] {
  const reached = new Set<string>([workflow.initial]);
  const queue: string[] = [workflow.initial];
  const edges = edgesOf(workflow);
  while (queue.length) {
    const from = queue.shift();
    for (const edge of edges.filter((e) => e.from === from)) {
      if (!reached.has(edge.to)) queue.push(edge.to);
      reached.add(edge.to);
    }
  }
  return [...reached].sort();
}

describe("the user workflow table", () => {
  it("reaches every user status from invited, with at most one transition per status and action", () => {
    expect(reachable(USER_WORKFLOW)).toEqual([...USER_STATUSES].sort());
    for (const status of USER_WORKFLOW.statuses) {
      for (const action of USER_WORKFLOW.actions) {
        expect(findTransition(USER_WORKFLOW, status, action) === undefined ? 0 : 1).toBe(
          USER_WORKFLOW.transitions.filter((t) => t.action === action && t.from.includes(status)).length,
        );
      }
    }
  });

  it("lets admin and a primary user suspend and reactivate; only the server accepts an invitation", () => {
    const none = {};
    expect(allowedActions(USER_WORKFLOW, "active", { ability: ability("admin"), guards: none })).toEqual([
      "suspend",
    ]);
    expect(
      allowedActions(USER_WORKFLOW, "suspended", { ability: ability("standard", true), guards: none }),
    ).toEqual(["reactivate"]);
    expect(allowedActions(USER_WORKFLOW, "active", { ability: ability("standard"), guards: none })).toEqual(
      [],
    );
    expect(allowedActions(USER_WORKFLOW, "invited", { ability: ability("admin"), guards: none })).toEqual([
      "suspend",
    ]);
    expect(allowedActions(USER_WORKFLOW, "active", { ability: ability("data-admin"), guards: none })).toEqual(
      [],
    );
    expect(allowedActions(USER_WORKFLOW, "active", { ability: ability("superadmin"), guards: none })).toEqual(
      ["suspend"],
    );
    expect(findTransition(USER_WORKFLOW, "invited", "accept")?.automatic).toBe(true);
  });
});

describe("the download item workflow table", () => {
  it("reaches every item status from pending, and nothing leaves failed or cancelled", () => {
    expect(reachable(DOWNLOAD_ITEM_WORKFLOW)).toEqual([...DOWNLOAD_ITEM_STATUSES].sort());
    for (const status of DOWNLOAD_ITEM_WORKFLOW.terminal) {
      expect(DOWNLOAD_ITEM_WORKFLOW.transitions.some((t) => t.from.includes(status))).toBe(false);
    }
    const owner = defineAbilityFor({
      id: "u",
      role: "standard",
      addOnsType: [],
      isPrimary: false,
      isExpired: false,
    });
    expect(allowedActions(DOWNLOAD_ITEM_WORKFLOW, "pending", { ability: owner, guards: {} })).toEqual([
      "cancel",
    ]);
  });
});
