import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/**
 * GET /api/admin/dashboard/counts (staff only): the queues that need the staff member, without the
 * dashboard's overview. Under the dashboard's key, so what refreshes the dashboard refreshes these.
 */
export const queueCountsQuery = queryOptions({
  queryKey: ["applications", "dashboard", "counts"],
  queryFn: ({ signal }) => api.GET("/api/admin/dashboard/counts", { signal }),
  // Someone else's work changes the queues too: read again now and then while the page stays open.
  refetchInterval: 60_000,
});

export function useQueueCounts(enabled: boolean) {
  return useQuery({ ...queueCountsQuery, enabled });
}
