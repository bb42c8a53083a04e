import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";

export type MapLayerList = ApiAnswer<"/api/map/layers">;

/** GET /api/map/layers: the layers with their feature counts and the extent of the data. */
export function mapLayersQuery() {
  return queryOptions({
    queryKey: ["map", "layers"],
    queryFn: ({ signal }) => api.GET("/api/map/layers", { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMapLayers() {
  return useQuery(mapLayersQuery());
}
