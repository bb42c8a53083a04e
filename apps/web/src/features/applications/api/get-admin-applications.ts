import type { ApplicationList } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/admin/subscriptions/applications: page, pageSize and the filters, as the address holds them. */
export function adminApplicationsQuery(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: ["applications", "admin", "list", query],
    queryFn: ({ signal }) =>
      api.get<ApplicationList>("/api/admin/subscriptions/applications", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminApplications(query: Record<string, string | number>) {
  return useQuery(adminApplicationsQuery(query));
}
