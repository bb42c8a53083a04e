import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";

/** POST /api/admin/administrators (invite) or PATCH /api/admin/administrators/{id} (edit). */
export function useSaveAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: string; body: ApiBody<"/api/admin/administrators/{id}", "patch"> }
        | { id?: undefined; body: ApiBody<"/api/admin/administrators"> },
    ) =>
      input.id !== undefined
        ? api.PATCH("/api/admin/administrators/{id}", {
            params: { path: { id: input.id } },
            body: input.body,
          })
        : api.POST("/api/admin/administrators", { body: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["administrators"] }),
  });
}
