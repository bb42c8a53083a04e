import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";
import { adminOrganisationsKey } from "./get-admin-organisations.ts";
import { vdrSettingsKey } from "./get-vdr-settings.ts";

/** PUT /api/admin/organizations/{id}/vdr-settings (MBR admin; audited). */
export function useUpdateVdrSettings(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ApiBody<"/api/admin/organizations/{id}/vdr-settings", "put">) =>
      api.PUT("/api/admin/organizations/{id}/vdr-settings", {
        params: { path: { id: organisationId } },
        body: settings,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(vdrSettingsKey(organisationId), saved);
      return queryClient.invalidateQueries({ queryKey: adminOrganisationsKey });
    },
  });
}
