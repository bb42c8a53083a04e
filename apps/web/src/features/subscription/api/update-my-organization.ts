import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";

/** PUT /api/organizations/me (primary user) */
export function useUpdateMyOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<"/api/organizations/me", "put">) => api.PUT("/api/organizations/me", { body }),
    onSuccess: (organisation) => client.setQueryData(["organizations", "me"], organisation),
  });
}
