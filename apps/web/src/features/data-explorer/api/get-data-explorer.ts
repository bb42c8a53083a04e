import type { dataExplorerResponseSchema } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api.ts";

export type DataExplorerCounts = z.infer<typeof dataExplorerResponseSchema>;
export type DataExplorerCell = DataExplorerCounts["cells"][number];

/** GET /api/catalogs/data-explorer: record counts of every category by region and year. */
export function dataExplorerQuery() {
  return queryOptions({
    queryKey: ["catalogs", "data-explorer"],
    queryFn: ({ signal }) => api.get<DataExplorerCounts>("/api/catalogs/data-explorer", { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDataExplorer() {
  return useQuery(dataExplorerQuery());
}
