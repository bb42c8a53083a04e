import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { adminOrganisationsKey } from "./get-admin-organisations.ts";

export const adminOrganisationKey = (id: string) => [...adminOrganisationsKey, "one", id] as const;

/** GET /api/admin/organizations/{id}. */
export function useAdminOrganisation(id: string) {
  return useQuery(
    queryOptions({
      queryKey: adminOrganisationKey(id),
      queryFn: ({ signal }) => api.GET("/api/admin/organizations/{id}", { params: { path: { id } }, signal }),
    }),
  );
}
