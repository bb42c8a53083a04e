import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** DELETE /api/admin/administrators/{id}; an LOA approver's waiting applications move on. */
export function useDeleteAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/api/admin/administrators/{id}", { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["administrators"] }),
  });
}
