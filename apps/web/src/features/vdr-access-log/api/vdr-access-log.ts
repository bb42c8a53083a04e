import type { VdrAccessLog } from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export interface VdrAccessFilters {
  page: number;
  organisation?: string;
  kind?: string;
  q?: string;
  from?: string;
  to?: string;
}

export function useVdrAccessLog(filters: VdrAccessFilters) {
  return useQuery({
    queryKey: ["vdr", "access-log", filters],
    queryFn: ({ signal }) =>
      api.get<VdrAccessLog>("/api/admin/vdr/access-log", {
        signal,
        query: {
          page: filters.page,
          pageSize: 25,
          ...Object.fromEntries(
            (["organisation", "kind", "q", "from", "to"] as const).flatMap((k) =>
              filters[k] ? [[k, filters[k]]] : [],
            ),
          ),
        },
      }),
    placeholderData: keepPreviousData,
  });
}
