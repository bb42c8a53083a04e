import type { Subscription, UpdateSubscriptionBody } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** PATCH /api/admin/subscriptions/{id} and PATCH …/{id}/alias */
export function useUpdateSubscription(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSubscriptionBody | { alias: string | null }) =>
      "alias" in body
        ? api.patch<Subscription>(`/api/admin/subscriptions/${id}/alias`, body)
        : api.patch<Subscription>(`/api/admin/subscriptions/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "subscriptions"] }),
  });
}
