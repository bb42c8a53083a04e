import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export type SubscriptionUserAction = "suspend" | "reactivate" | "invitation" | "remove";

/** PUT /api/admin/subscriptions/users/{userId}/suspend|reactivate|invitation and DELETE …/{userId} */
export function useSubscriptionUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: SubscriptionUserAction }) =>
      action === "remove"
        ? api.delete(`/api/admin/subscriptions/users/${userId}`)
        : api.put(`/api/admin/subscriptions/users/${userId}/${action}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "subscriptions"] }),
  });
}
