import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** PUT /api/admin/subscriptions/{id}/download-credits/quota (null lifts it). */
export function useSetCreditQuota(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (monthlyQuota: number | null) =>
      api.PUT("/api/admin/subscriptions/{id}/download-credits/quota", {
        params: { path: { id: subscriptionId } },
        body: { monthlyQuota },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["credits", "subscription", subscriptionId] }),
  });
}
