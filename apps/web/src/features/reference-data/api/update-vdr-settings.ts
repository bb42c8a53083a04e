import type { VdrSettings, VdrSettingsInput } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { adminOrganisationsKey } from "./get-admin-organisations.ts";
import { vdrSettingsKey } from "./get-vdr-settings.ts";

/** PUT /api/admin/organizations/{id}/vdr-settings (MBR admin; audited). */
export function useUpdateVdrSettings(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: VdrSettingsInput) =>
      api.put<VdrSettings>(
        `/api/admin/organizations/${encodeURIComponent(organisationId)}/vdr-settings`,
        settings,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(vdrSettingsKey(organisationId), saved);
      return queryClient.invalidateQueries({ queryKey: adminOrganisationsKey });
    },
  });
}
