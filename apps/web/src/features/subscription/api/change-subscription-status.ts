import type { Subscription } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export type SubscriptionStatusAction = "suspend" | "activate" | "revoke";

/** PUT /api/admin/subscriptions/{id}/suspend|activate and DELETE …/{id} (revoke) */
export function useChangeSubscriptionStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionStatusAction) =>
      action === "revoke"
        ? api.delete<Subscription>(`/api/admin/subscriptions/${id}`)
        : api.put<Subscription>(`/api/admin/subscriptions/${id}/${action}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "subscriptions"] }),
  });
}
