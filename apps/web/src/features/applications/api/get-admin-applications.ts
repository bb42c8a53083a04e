import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiQuery, api } from "../../../lib/api.ts";

/** GET /api/admin/subscriptions/applications: page, pageSize and the filters, as the address holds them. */
export function adminApplicationsQuery(query: ApiQuery<"/api/admin/subscriptions/applications">) {
  return queryOptions({
    queryKey: ["applications", "admin", "list", query],
    queryFn: ({ signal }) => api.GET("/api/admin/subscriptions/applications", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminApplications(query: ApiQuery<"/api/admin/subscriptions/applications">) {
  return useQuery(adminApplicationsQuery(query));
}
