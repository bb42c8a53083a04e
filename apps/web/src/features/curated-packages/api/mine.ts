import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { CURATED_KEY } from "./curated-packages.ts";

/** GET /api/curated-packages/mine: what admin curated for the user or their organisation. */
export function useMyCuratedPackages(query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...CURATED_KEY, "mine", query],
    queryFn: ({ signal }) => api.GET("/api/curated-packages/mine", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/curated-packages/{id}/take: a download package of it (or the one taken before, still live). */
export function useTakeCuratedPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.POST("/api/curated-packages/{id}/take", { params: { path: { id } } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CURATED_KEY }),
        queryClient.invalidateQueries({ queryKey: ["downloads"] }),
      ]),
  });
}
