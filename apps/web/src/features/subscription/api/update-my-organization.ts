import type { Organisation, UpdateOrganisationBody } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** PUT /api/organizations/me (primary user) */
export function useUpdateMyOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganisationBody) => api.put<Organisation>("/api/organizations/me", body),
    onSuccess: (organisation) => client.setQueryData(["organizations", "me"], organisation),
  });
}
