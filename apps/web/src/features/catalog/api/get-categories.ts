import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";

export type CatalogCategories = ApiAnswer<"/api/catalogs">;

/** GET /api/catalogs: the five categories with their counts, and whether the catalogue is the expired variant. */
export function categoriesQuery() {
  return queryOptions({
    queryKey: ["catalogs", "categories"],
    queryFn: ({ signal }) => api.GET("/api/catalogs", { signal }),
    staleTime: 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQuery());
}
