import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ApiQuery, api } from "../../../lib/api.ts";

/** The log's filters as the screen keeps them: the page and the staff member's choices. */
export type VdrAccessFilters = Omit<ApiQuery<"/api/admin/vdr/access-log">, "page" | "pageSize"> & {
  page: number;
};

/** GET /api/admin/vdr/access-log: 25 entries a page, newest first, with the data rooms to filter by. */
export function useVdrAccessLog(filters: VdrAccessFilters) {
  return useQuery({
    queryKey: ["vdr", "access-log", filters],
    queryFn: ({ signal }) =>
      api.GET("/api/admin/vdr/access-log", { params: { query: { ...filters, pageSize: 25 } }, signal }),
    placeholderData: keepPreviousData,
  });
}
