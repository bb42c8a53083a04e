import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/organizations/me/download-credit-purchase: the order and its invoice. */
export function useBuyCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) =>
      api.POST("/api/organizations/me/download-credit-purchase", { body: { planId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["credits", "me"] }),
  });
}
