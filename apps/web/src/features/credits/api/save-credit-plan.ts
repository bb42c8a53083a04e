import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";

/** POST /api/download-credit-plans, or PUT …/{id} when editing. */
export function useSaveCreditPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ApiBody<"/api/download-credit-plans"> }) =>
      id
        ? api.PUT("/api/download-credit-plans/{id}", { params: { path: { id } }, body })
        : api.POST("/api/download-credit-plans", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["credits", "plans"] }),
  });
}
