import type { DashboardCount } from "@strata/core";
import { currentEntryOf } from "./current-entry.ts";

/**
 * Counts that are part of another count of the same list: answered clarifications are applications
 * pending verification too, so adding them would count those applications twice.
 */
const PART_OF_ANOTHER: ReadonlySet<DashboardCount["key"]> = new Set(["clarifications-answered"]);

/**
 * What waits for the viewer, per navigation entry: each queue count goes to the entry its list
 * belongs to (the list's path, its filters aside); an entry with several queues (the applications
 * inbox: verification, cancellation requests, failed activations) shows their sum. Zero is left out.
 */
export function countsByEntry(
  counts: readonly DashboardCount[],
  entries: readonly { to: string }[],
): Map<string, number> {
  const byEntry = new Map<string, number>();
  for (const count of counts) {
    if (count.count === 0 || PART_OF_ANOTHER.has(count.key)) continue;
    const entry = currentEntryOf(entries, count.link.split(/[?#]/)[0]);
    if (entry && entry !== "/") byEntry.set(entry, (byEntry.get(entry) ?? 0) + count.count);
  }
  return byEntry;
}

/** The sentence beside a count, for assistive technology: the badge itself shows only the number. */
export function waitingText(count: number): string {
  return count === 1 ? "1 waits for your action" : `${count} wait for your action`;
}
