import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";

/** POST /api/admin/subscriptions/{id}/download-credits/adjust. */
export function useAdjustCredits(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<"/api/admin/subscriptions/{id}/download-credits/adjust">) =>
      api.POST("/api/admin/subscriptions/{id}/download-credits/adjust", {
        params: { path: { id: subscriptionId } },
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["credits", "subscription", subscriptionId] }),
  });
}
