import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";

/** PATCH /api/admin/subscriptions/{id} and PATCH …/{id}/alias */
export function useUpdateSubscription(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      body:
        | ApiBody<"/api/admin/subscriptions/{id}", "patch">
        | ApiBody<"/api/admin/subscriptions/{id}/alias", "patch">,
    ) =>
      "alias" in body
        ? api.PATCH("/api/admin/subscriptions/{id}/alias", { params: { path: { id } }, body })
        : api.PATCH("/api/admin/subscriptions/{id}", { params: { path: { id } }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "subscriptions"] }),
  });
}
