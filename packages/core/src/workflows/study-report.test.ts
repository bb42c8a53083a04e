import { describe, expect, it } from "vitest";
import type { UserRole } from "../enums.ts";
import { defineAbilityFor } from "../permissions/ability.ts";
import { STUDY_REPORT_STATUSES, type StudyReportStatus, STUDY_REPORT_WORKFLOW as W } from "./study-report.ts";
import { allowedActions, edgesOf } from "./workflow.ts";

const ability = (role: UserRole, addOnsType: ("mpm-study" | "mbr")[] = []) =>
  defineAbilityFor({ id: `${role}-1`, role, addOnsType, isPrimary: false, isExpired: false });
const allowed = (
  role: UserRole,
  status: StudyReportStatus,
  guards: { isStudyOrganisation?: boolean; isDataStaff?: boolean },
  addOns: ("mpm-study" | "mbr")[] = [],
) => allowedActions(W, status, { ability: ability(role, addOns), guards }).sort();

describe("the study report workflow table", () => {
  it("reaches every status from draft, by at most one transition per status and action", () => {
    const reached = new Set<string>([W.initial]);
    const queue: string[] = [W.initial];
    while (queue.length) {
      const from = queue.shift();
      for (const edge of edgesOf(W).filter((e) => e.from === from)) {
        if (!reached.has(edge.to)) queue.push(edge.to);
        reached.add(edge.to);
      }
    }
    expect([...reached].sort()).toEqual([...STUDY_REPORT_STATUSES].sort());
    const pairs = W.transitions.flatMap((t) => t.from.map((from) => `${from} ${t.action}`));
    expect(new Set(pairs).size).toBe(pairs.length);
    const leaving = new Set(W.transitions.flatMap((t) => t.from));
    expect(W.statuses.filter((s) => !leaving.has(s)).sort()).toEqual([...W.terminal].sort());
  });

  it("lets the study organisation submit and resubmit, and data staff review, ask for changes and accept", () => {
    const org = { isStudyOrganisation: true, isDataStaff: false };
    const staff = { isStudyOrganisation: false, isDataStaff: true };
    expect(allowed("mpm-study", "draft", org)).toEqual(["submit"]);
    expect(allowed("standard", "changes_requested", org, ["mpm-study"])).toEqual(["resubmit"]);
    expect(allowed("mpm-study", "under_review", org)).toEqual([]);
    expect(allowed("data-admin", "submitted", staff)).toEqual(["start-review"]);
    expect(allowed("data-admin", "under_review", staff)).toEqual(["accept", "request-changes"]);
    expect(allowed("data-admin", "draft", staff)).toEqual([]);
    expect(allowed("standard", "draft", org)).toEqual([]);
    for (const status of W.terminal) expect(allowed("data-admin", status, staff)).toEqual([]);
  });
});
