import type { catalogListResponseSchema } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api.ts";

export type CatalogCategories = z.infer<typeof catalogListResponseSchema>;

/** GET /api/catalogs: the five categories with their counts, and whether the catalogue is the expired variant. */
export function categoriesQuery() {
  return queryOptions({
    queryKey: ["catalogs", "categories"],
    queryFn: ({ signal }) => api.get<CatalogCategories>("/api/catalogs", { signal }),
    staleTime: 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQuery());
}
