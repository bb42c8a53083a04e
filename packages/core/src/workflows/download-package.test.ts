import { describe, expect, it } from "vitest";
import { DOWNLOAD_PACKAGE_STATUSES, type DownloadPackageStatus } from "../downloads/statuses.ts";
import type { UserRole } from "../enums.ts";
import { defineAbilityFor } from "../permissions/ability.ts";
import { ACTIONS, SUBJECTS } from "../permissions/subjects.ts";
import { holdersOf } from "./docs.ts";
import { downloadPackageGuards, DOWNLOAD_PACKAGE_WORKFLOW as W } from "./download-package.ts";
import { allowedActions, edgesOf, findTransition } from "./workflow.ts";

const NOW = new Date("2025-03-10T12:00:00Z");
const ability = (role: UserRole) =>
  defineAbilityFor({ id: `${role}-1`, role, addOnsType: [], isPrimary: false, isExpired: false });

function allowed(
  role: UserRole,
  status: DownloadPackageStatus,
  pkg: { downloadedAt?: Date | null; expiresAt?: Date | null; recordCount?: number } = {},
) {
  const guards = downloadPackageGuards({
    pkg: { downloadedAt: pkg.downloadedAt ?? null, expiresAt: pkg.expiresAt ?? null },
    recordCount: pkg.recordCount ?? 1,
    now: NOW,
  });
  return allowedActions(W, status, { ability: ability(role), guards }).sort();
}

describe("the download package workflow table", () => {
  it("reaches every status from draft, by at most one transition per status and action", () => {
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
    expect([...reached].sort()).toEqual([...DOWNLOAD_PACKAGE_STATUSES].sort());
    const pairs = W.transitions.flatMap((t) => t.from.map((from) => `${from} ${t.action}`));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect([...new Set(W.transitions.map((t) => t.action))].sort()).toEqual([...W.actions].sort());
    for (const t of W.transitions) if (t.guard) expect(Object.keys(W.guards)).toContain(t.guard);
  });

  it("declares as terminal exactly the statuses nothing leaves, and says so", () => {
    const leaving = new Set(W.transitions.flatMap((t) => t.from));
    expect(W.statuses.filter((s) => !leaving.has(s)).sort()).toEqual([...W.terminal].sort());
    for (const status of W.terminal) expect(W.describe[status]).toMatch(/^Terminal: /);
  });

  it("asks the owner for the right every download route asks, held by standard and the academic tiers", () => {
    for (const t of W.transitions) {
      expect(ACTIONS).toContain(t.can[0]);
      expect(SUBJECTS).toContain(t.can[1]);
    }
    const { tiers } = holdersOf(["view", "DownloadManager"]);
    for (const t of W.transitions.filter((t) => !t.automatic)) {
      expect(t.can).toEqual(["view", "DownloadManager"]);
    }
    expect(tiers).toEqual(expect.arrayContaining(["standard", "premium", "graduate", "research"]));
    expect(tiers).not.toContain("basic");
  });

  it("leaves preparing, ready and expired to the server: the job and the sweep, never a button", () => {
    for (const [status, action] of [
      ["preparing", "prepared"],
      ["preparing", "fail"],
      ["ready", "expire"],
    ] as const) {
      expect(findTransition(W, status, action)).toMatchObject({ automatic: true });
      expect(allowed("superadmin", status)).not.toContain(action);
    }
  });
});

describe("a package's allowedActions", () => {
  it("offers confirm on a draft with records only, to a standard or graduate owner, and nothing to basic", () => {
    expect(allowed("standard", "draft")).toEqual(["confirm"]);
    expect(allowed("graduate", "draft")).toEqual(["confirm"]);
    expect(allowed("standard", "draft", { recordCount: 0 })).toEqual([]);
    expect(allowed("basic", "draft")).toEqual([]);
  });

  it("offers cancel while preparing or ready until delivered or past its time, never after the end", () => {
    expect(allowed("standard", "preparing")).toEqual(["cancel"]);
    const later = new Date("2025-03-20T00:00:00Z");
    expect(allowed("standard", "ready", { expiresAt: later })).toEqual(["cancel"]);
    expect(allowed("standard", "ready", { expiresAt: later, downloadedAt: NOW })).toEqual([]);
    expect(allowed("standard", "ready", { expiresAt: NOW })).toEqual([]);
    for (const status of W.terminal) expect(allowed("standard", status)).toEqual([]);
  });
});
