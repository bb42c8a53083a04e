import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";
import { adminOrganisationsKey } from "./get-admin-organisations.ts";

/** PATCH /api/admin/organizations/{id}: staff correct the details (audited). */
export function useUpdateAdminOrganisation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ApiBody<"/api/admin/organizations/{id}", "patch">) =>
      api.PATCH("/api/admin/organizations/{id}", { params: { path: { id } }, body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrganisationsKey }),
  });
}
