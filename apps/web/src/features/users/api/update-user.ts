import type { Member, UpdateMemberBody } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** PATCH /api/users/{id}: suspend, reactivate, rename or resend the invitation */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMemberBody }) =>
      api.patch<Member>(`/api/users/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ["users"] }),
  });
}
