import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** DELETE /api/download-credit-plans/{id}: retires the plan. */
export function useRetireCreditPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/api/download-credit-plans/{id}", { params: { path: { id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["credits", "plans"] }),
  });
}
