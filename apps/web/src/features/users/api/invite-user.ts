import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";

/** POST /api/users: invite a member by e-mail */
export function useInviteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<"/api/users">) => api.POST("/api/users", { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["users"] }),
  });
}
