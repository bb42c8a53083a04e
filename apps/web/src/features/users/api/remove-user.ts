import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** DELETE /api/users/{id}: remove a member */
export function useRemoveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/users/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ["users"] }),
  });
}
