import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** DELETE /api/users/{id}: remove a member */
export function useRemoveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/api/users/{id}", { params: { path: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["users"] }),
  });
}
