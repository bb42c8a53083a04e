import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { queueCountsQuery, useQueueCounts } from "../../features/dashboard/index.ts";
import { countsByEntry } from "./queue-counts.ts";

const NONE: ReadonlyMap<string, number> = new Map();

/**
 * The staff's queue counts per navigation entry, read again on every page change: the work just
 * done (an approval, a payment) usually takes an item off a queue.
 */
export function useNavQueueCounts(
  enabled: boolean,
  entries: readonly { to: string }[],
  pathname: string,
): ReadonlyMap<string, number> {
  const queryClient = useQueryClient();
  const { data } = useQueueCounts(enabled);
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (!enabled || shownFor.current === pathname) return;
    shownFor.current = pathname;
    void queryClient.invalidateQueries({ queryKey: queueCountsQuery.queryKey });
  }, [enabled, pathname, queryClient]);
  return useMemo(() => (data ? countsByEntry(data.counts, entries) : NONE), [data, entries]);
}
