import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";

/** PUT /api/admin/administrators/loa: the whole chain in level order. */
export function useSaveLoaChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<"/api/admin/administrators/loa", "put">) =>
      api.PUT("/api/admin/administrators/loa", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["administrators"] }),
  });
}
