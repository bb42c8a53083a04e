import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/countries: every ISO country by name; it never changes while the app runs. */
export const countriesQuery = queryOptions({
  queryKey: ["reference-data", "countries"],
  queryFn: ({ signal }) => api.GET("/api/countries", { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCountries() {
  return useQuery(countriesQuery);
}
