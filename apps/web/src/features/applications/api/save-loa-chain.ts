import type { LoaChain, SaveLoaChainBody } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** PUT /api/admin/administrators/loa: the whole chain in level order. */
export function useSaveLoaChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveLoaChainBody) => api.put<LoaChain>("/api/admin/administrators/loa", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["administrators"] }),
  });
}
