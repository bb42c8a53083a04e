import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";

export type DataExplorerCounts = ApiAnswer<"/api/catalogs/data-explorer">;
export type DataExplorerCell = DataExplorerCounts["cells"][number];

/** GET /api/catalogs/data-explorer: record counts of every category by region and year. */
export function dataExplorerQuery() {
  return queryOptions({
    queryKey: ["catalogs", "data-explorer"],
    queryFn: ({ signal }) => api.GET("/api/catalogs/data-explorer", { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDataExplorer() {
  return useQuery(dataExplorerQuery());
}
