import type { AdminOrganisation } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { Page } from "./reference-crud.ts";

export const adminOrganisationsKey = ["reference-data", "admin-organisations"] as const;

/** GET /api/admin/organizations: a page, searched and filtered by tier, kind and country. */
export function useAdminOrganisations(query: Record<string, string | number>) {
  return useQuery(
    queryOptions({
      queryKey: [...adminOrganisationsKey, "list", query],
      queryFn: ({ signal }) =>
        api.get<Page<AdminOrganisation>>("/api/admin/organizations", { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
