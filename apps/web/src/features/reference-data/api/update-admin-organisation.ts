import type { AdminOrganisation, AdminOrganisationPatch } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { adminOrganisationsKey } from "./get-admin-organisations.ts";

/** PATCH /api/admin/organizations/{id}: staff correct the details (audited). */
export function useUpdateAdminOrganisation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminOrganisationPatch) =>
      api.patch<AdminOrganisation>(`/api/admin/organizations/${encodeURIComponent(id)}`, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrganisationsKey }),
  });
}
