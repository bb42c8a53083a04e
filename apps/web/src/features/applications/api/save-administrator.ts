import type { Administrator, CreateAdministratorBody, UpdateAdministratorBody } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/admin/administrators (invite) or PATCH /api/admin/administrators/{id} (edit). */
export function useSaveAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: string; body: UpdateAdministratorBody }
        | { id?: undefined; body: CreateAdministratorBody },
    ) =>
      input.id
        ? api.patch<Administrator>(`/api/admin/administrators/${encodeURIComponent(input.id)}`, input.body)
        : api.post<Administrator>("/api/admin/administrators", input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["administrators"] }),
  });
}
