import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/organizations/me/credit-purchases/{id}/cancel (its invoice is cancelled with it). */
export function useCancelMyCreditPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.POST("/api/organizations/me/credit-purchases/{id}/cancel", { params: { path: { id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["credits", "me"] }),
  });
}
