import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/organizations/me */
export const myOrganizationQuery = queryOptions({
  queryKey: ["organizations", "me"],
  queryFn: ({ signal }) => api.GET("/api/organizations/me", { signal }),
});

export const useMyOrganization = () => useQuery(myOrganizationQuery);
