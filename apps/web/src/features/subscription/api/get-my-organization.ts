import type { Organisation } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/organizations/me */
export const myOrganizationQuery = queryOptions({
  queryKey: ["organizations", "me"],
  queryFn: ({ signal }) => api.get<Organisation>("/api/organizations/me", { signal }),
});

export const useMyOrganization = () => useQuery(myOrganizationQuery);
