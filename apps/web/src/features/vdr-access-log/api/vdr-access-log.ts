import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ApiQuery, api } from "../../../lib/api.ts";

/** The log's filters, page and page size, as the list's address holds them. */
export type VdrAccessFilters = ApiQuery<"/api/admin/vdr/access-log">;

/** GET /api/admin/vdr/access-log: newest first, with the data rooms to filter by. */
export function useVdrAccessLog(query: VdrAccessFilters) {
  return useQuery({
    queryKey: ["vdr", "access-log", query],
    queryFn: ({ signal }) => api.GET("/api/admin/vdr/access-log", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}
