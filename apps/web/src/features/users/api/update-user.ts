import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";

/** PATCH /api/users/{id}: suspend, reactivate, rename or resend the invitation */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApiBody<"/api/users/{id}", "patch"> }) =>
      api.PATCH("/api/users/{id}", { params: { path: { id } }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["users"] }),
  });
}
