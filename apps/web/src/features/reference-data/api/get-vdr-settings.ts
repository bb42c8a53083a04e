import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const vdrSettingsKey = (organisationId: string) =>
  ["reference-data", "vdr-settings", organisationId] as const;

/** GET /api/admin/organizations/{id}/vdr-settings (the configuration's values until saved). */
export function useVdrSettings(organisationId: string) {
  return useQuery(
    queryOptions({
      queryKey: vdrSettingsKey(organisationId),
      queryFn: ({ signal }) =>
        api.GET("/api/admin/organizations/{id}/vdr-settings", {
          params: { path: { id: organisationId } },
          signal,
        }),
    }),
  );
}
