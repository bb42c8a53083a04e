import type { mapLayerListResponseSchema } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api.ts";

export type MapLayerList = z.infer<typeof mapLayerListResponseSchema>;

/** GET /api/map/layers: the layers with their feature counts and the extent of the data. */
export function mapLayersQuery() {
  return queryOptions({
    queryKey: ["map", "layers"],
    queryFn: ({ signal }) => api.get<MapLayerList>("/api/map/layers", { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMapLayers() {
  return useQuery(mapLayersQuery());
}
