import type { CatalogType } from "@strata/core";
import { queryOptions } from "@tanstack/react-query";
import { dataPreparationKeys, dataPreparationPost } from "./client.ts";

/** getfilteroptions: the values a column's multi-filter list offers (flags: "True", "False"). */
export function filterOptionsQuery(ingestType: CatalogType, column: string) {
  return queryOptions({
    queryKey: [...dataPreparationKeys.of(ingestType), "filter-options", column],
    queryFn: ({ signal }) => dataPreparationPost("getfilteroptions", { ingestType, column }, signal),
    staleTime: 60_000,
  });
}
