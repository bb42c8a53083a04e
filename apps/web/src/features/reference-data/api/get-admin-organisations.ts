import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiQuery, api } from "../../../lib/api.ts";

export const adminOrganisationsKey = ["reference-data", "admin-organisations"] as const;

/** GET /api/admin/organizations: a page, searched and filtered by tier, kind and country. */
export function useAdminOrganisations(query: ApiQuery<"/api/admin/organizations">) {
  return useQuery(
    queryOptions({
      queryKey: [...adminOrganisationsKey, "list", query],
      queryFn: ({ signal }) => api.GET("/api/admin/organizations", { params: { query }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
