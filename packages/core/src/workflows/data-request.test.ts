import { describe, expect, it } from "vitest";
import { DATA_REQUEST_STATUSES, type DataRequestStatus } from "../downloads/statuses.ts";
import type { UserRole } from "../enums.ts";
import { defineAbilityFor } from "../permissions/ability.ts";
import { DATA_REQUEST_WORKFLOW as W } from "./data-request.ts";
import { allowedActions, edgesOf } from "./workflow.ts";

const ability = (role: UserRole) =>
  defineAbilityFor({ id: `${role}-1`, role, addOnsType: [], isPrimary: false, isExpired: false });
const allowed = (role: UserRole, status: DataRequestStatus, hasFiles = true) =>
  allowedActions(W, status, { ability: ability(role), guards: { hasFiles } }).sort();

describe("the data request workflow table", () => {
  it("reaches every status from submitted, by at most one transition per status and action", () => {
    const reached = new Set<string>([W.initial]);
    const queue: string[] = [W.initial];
    while (queue.length) {
      const from = queue.shift();
      for (const edge of edgesOf(W).filter((e) => e.from === from)) {
        if (!reached.has(edge.to)) queue.push(edge.to);
        reached.add(edge.to);
      }
    }
    expect([...reached].sort()).toEqual([...DATA_REQUEST_STATUSES].sort());
    const pairs = W.transitions.flatMap((t) => t.from.map((from) => `${from} ${t.action}`));
    expect(new Set(pairs).size).toBe(pairs.length);
    const leaving = new Set(W.transitions.flatMap((t) => t.from));
    expect(W.statuses.filter((s) => !leaving.has(s)).sort()).toEqual([...W.terminal].sort());
    for (const status of W.terminal) expect(W.describe[status]).toMatch(/^Terminal: /);
  });

  it("lets data staff assign, unassign, decline and deliver (with files), and nothing after the end", () => {
    expect(allowed("data-admin", "submitted")).toEqual(["assign", "decline"]);
    expect(allowed("data-admin", "assigned")).toEqual(["assign", "decline", "deliver", "unassign"]);
    expect(allowed("data-admin", "assigned", false)).toEqual(["assign", "decline", "unassign"]);
    for (const status of W.terminal) expect(allowed("data-admin", status)).toEqual([]);
  });

  it("lets the customer with the download manager cancel before delivery; system staff only look", () => {
    expect(allowed("standard", "submitted")).toEqual(["cancel"]);
    expect(allowed("graduate", "assigned")).toEqual(["cancel"]);
    expect(allowed("standard", "delivered")).toEqual([]);
    expect(allowed("basic", "submitted")).toEqual([]);
    // System staff hold the download manager like everything they manage, but no request is theirs to cancel.
    expect(allowed("system-admin", "assigned")).not.toContain("assign");
    expect(allowed("system-admin", "assigned")).not.toContain("deliver");
  });
});
