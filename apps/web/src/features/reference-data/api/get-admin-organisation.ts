import type { AdminOrganisation } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { adminOrganisationsKey } from "./get-admin-organisations.ts";

export const adminOrganisationKey = (id: string) => [...adminOrganisationsKey, "one", id] as const;

/** GET /api/admin/organizations/{id}. */
export function useAdminOrganisation(id: string) {
  return useQuery(
    queryOptions({
      queryKey: adminOrganisationKey(id),
      queryFn: ({ signal }) =>
        api.get<AdminOrganisation>(`/api/admin/organizations/${encodeURIComponent(id)}`, { signal }),
    }),
  );
}
