import type { SubscriptionAction } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type RoutedAction } from "../../../lib/api.ts";

/** The subscription workflow's staff actions: those routed as PUT …/{id}/<action>, and revoke (DELETE …/{id}). */
export type SubscriptionStatusAction =
  | RoutedAction<SubscriptionAction, "/api/admin/subscriptions/{id}", "put">
  | Extract<SubscriptionAction, "revoke">;

/** PUT /api/admin/subscriptions/{id}/suspend|activate and DELETE …/{id} (revoke) */
export function useChangeSubscriptionStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionStatusAction) =>
      action === "revoke"
        ? api.DELETE("/api/admin/subscriptions/{id}", { params: { path: { id } } })
        : api.PUT(`/api/admin/subscriptions/{id}/${action}` as const, { params: { path: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "subscriptions"] }),
  });
}
