import type { AdministratorList } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/admin/administrators: a page of staff users. */
export function administratorsQuery(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: ["administrators", "list", query],
    queryFn: ({ signal }) => api.get<AdministratorList>("/api/admin/administrators", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdministrators(query: Record<string, string | number>) {
  return useQuery(administratorsQuery(query));
}
