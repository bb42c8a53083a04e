import type { InviteMemberBody, Member } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/users: invite a member by e-mail */
export function useInviteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberBody) => api.post<Member>("/api/users", body),
    onSuccess: () => client.invalidateQueries({ queryKey: ["users"] }),
  });
}
