import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { DATA_PACKS_KEY } from "./keys.ts";

/**
 * GET /api/organizations/me/credits: the organisation's balance, to show what taking a pack leaves.
 * Members who may not read it (the academic variants' members) see the price alone.
 */
export function useCreditBalance(enabled: boolean) {
  return useQuery({
    queryKey: ["credits", "me", "balance", { page: 1, pageSize: 1 }],
    queryFn: ({ signal }) =>
      api.GET("/api/organizations/me/credits", { params: { query: { page: 1, pageSize: 1 } }, signal }),
    enabled,
    retry: false,
  });
}

/** POST /api/data-packs/{id}/take: a download package of the pack, its price spent. */
export function useTakeDataPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.POST("/api/data-packs/{id}/take", { params: { path: { id } } }),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: DATA_PACKS_KEY });
      queryClient.invalidateQueries({ queryKey: ["downloads"] });
      queryClient.invalidateQueries({ queryKey: ["credits", "me"] });
    },
  });
}
