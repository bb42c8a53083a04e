import type { CatalogType } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { dataPreparationKeys, dataPreparationPost } from "./client.ts";

/** getdropdownoptions: the lookup lists a category's form offers. */
export function dropdownOptionsQuery(ingestType: CatalogType) {
  return queryOptions({
    queryKey: [...dataPreparationKeys.of(ingestType), "dropdown-options"],
    queryFn: ({ signal }) => dataPreparationPost("getdropdownoptions", { ingestType }, signal),
    staleTime: 60_000,
  });
}

export function useDropdownOptions(ingestType: CatalogType, enabled = true) {
  return useQuery({ ...dropdownOptionsQuery(ingestType), enabled });
}
