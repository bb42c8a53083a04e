import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const configurationsQueryKey = ["reference-data", "configurations"] as const;

/** GET /api/configurations: every known key with its value or default. */
export function useConfigurations() {
  return useQuery(
    queryOptions({
      queryKey: configurationsQueryKey,
      queryFn: ({ signal }) => api.GET("/api/configurations", { signal }),
    }),
  );
}
