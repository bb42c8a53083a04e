import type { DashboardCount } from "@strata/core";
import { describe, expect, it } from "vitest";
import { currentEntryOf } from "./current-entry.ts";
import { countsByEntry, waitingText } from "./queue-counts.ts";

const ENTRIES = [
  { to: "/" },
  { to: "/catalog", alsoMatches: ["/visualisation"] },
  { to: "/administrators" },
  { to: "/administrators/loa" },
  { to: "/admin/applications" },
  { to: "/mbr" },
  { to: "/mbr/applications" },
  { to: "/admin/payments" },
  { to: "/admin/e-invoices" },
];

describe("currentEntryOf", () => {
  it("marks the entry of a page reached through a nested address", () => {
    expect(currentEntryOf(ENTRIES, "/admin/applications/123")).toBe("/admin/applications");
    expect(currentEntryOf(ENTRIES, "/admin/applications/")).toBe("/admin/applications");
    expect(currentEntryOf(ENTRIES, "/administrators/42")).toBe("/administrators");
  });

  it("prefers the longest entry, by whole segments", () => {
    expect(currentEntryOf(ENTRIES, "/administrators/loa")).toBe("/administrators/loa");
    expect(currentEntryOf(ENTRIES, "/mbr/applications")).toBe("/mbr/applications");
    expect(currentEntryOf(ENTRIES, "/mbr/round-7")).toBe("/mbr");
    expect(currentEntryOf(ENTRIES, "/mbrx")).toBeUndefined();
  });

  it("marks the dashboard only on itself, and an entry on the pages it opens elsewhere", () => {
    expect(currentEntryOf(ENTRIES, "/")).toBe("/");
    expect(currentEntryOf(ENTRIES, "/unknown")).toBeUndefined();
    expect(currentEntryOf(ENTRIES, "/visualisation/seismic/abc")).toBe("/catalog");
  });
});

const count = (key: DashboardCount["key"], n: number, link: string): DashboardCount => ({
  key,
  count: n,
  label: key,
  link,
});

describe("countsByEntry", () => {
  it("adds the queues of one list and leaves out a count that is part of another", () => {
    const counts = countsByEntry(
      [
        count("pending-verification", 3, "/admin/applications?status=pending_verification"),
        count("clarifications-answered", 1, "/admin/applications?status=pending_verification&x=1"),
        count("cancel-requests", 2, "/admin/applications?status=cancel_request"),
        count("payments-waiting", 1, "/admin/payments?status=pending_finance"),
        count("e-invoices-invalid", 0, "/admin/e-invoices?status=invalid"),
      ],
      ENTRIES,
    );
    expect(Object.fromEntries(counts)).toEqual({ "/admin/applications": 5, "/admin/payments": 1 });
  });

  it("drops a queue whose list is not in the viewer's navigation", () => {
    expect(countsByEntry([count("pending-finance", 4, "/finance/applications")], ENTRIES).size).toBe(0);
  });

  it("says what a count means in a sentence", () => {
    expect(waitingText(1)).toBe("1 waits for your action");
    expect(waitingText(4)).toBe("4 wait for your action");
  });
});
