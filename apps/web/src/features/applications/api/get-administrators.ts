import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiQuery, api } from "../../../lib/api.ts";

/** GET /api/admin/administrators: a page of staff users. */
export function administratorsQuery(query: ApiQuery<"/api/admin/administrators">) {
  return queryOptions({
    queryKey: ["administrators", "list", query],
    queryFn: ({ signal }) => api.GET("/api/admin/administrators", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdministrators(query: ApiQuery<"/api/admin/administrators">) {
  return useQuery(administratorsQuery(query));
}
