import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/admin/dashboard (staff only): the counts that need the staff member and the overview tiles. */
export const adminDashboardQuery = queryOptions({
  queryKey: ["applications", "dashboard"],
  queryFn: ({ signal }) => api.GET("/api/admin/dashboard", { signal }),
});

export function useAdminDashboard(enabled: boolean) {
  return useQuery({ ...adminDashboardQuery, enabled });
}
