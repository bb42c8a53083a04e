import type { CreditAdjustBody, CreditLedgerEntry } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/admin/subscriptions/{id}/download-credits/adjust. */
export function useAdjustCredits(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditAdjustBody) =>
      api.post<CreditLedgerEntry>(
        `/api/admin/subscriptions/${encodeURIComponent(subscriptionId)}/download-credits/adjust`,
        body,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["credits", "subscription", subscriptionId] }),
  });
}
