import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const MY_APPLICATIONS_KEY = ["organizations", "me", "applications"] as const;

/** GET /api/organizations/me/applications */
export function useMyApplications(page: number, pageSize = 10) {
  return useQuery({
    queryKey: [...MY_APPLICATIONS_KEY, "list", page, pageSize],
    queryFn: ({ signal }) =>
      api.GET("/api/organizations/me/applications", {
        params: { query: { page, pageSize } },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
