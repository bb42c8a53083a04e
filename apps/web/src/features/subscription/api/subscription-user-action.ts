import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export type SubscriptionUserAction = "suspend" | "reactivate" | "invitation" | "remove";

/** PUT /api/admin/subscriptions/users/{userId}/suspend|reactivate|invitation and DELETE …/{userId} */
export function useSubscriptionUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, action }: { userId: string; action: SubscriptionUserAction }) => {
      if (action === "remove") {
        await api.DELETE("/api/admin/subscriptions/users/{userId}", { params: { path: { userId } } });
      } else {
        await api.PUT(`/api/admin/subscriptions/users/{userId}/${action}` as const, {
          params: { path: { userId } },
        });
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "subscriptions"] }),
  });
}
