import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";

export type SavedMapState = ApiAnswer<"/api/map/interactions">;

/** GET /api/map/interactions: the user's last map view and layers, restored when the map opens. */
export function mapStateQuery() {
  return queryOptions({
    queryKey: ["map", "interactions"],
    queryFn: ({ signal }) => api.GET("/api/map/interactions", { signal }),
    // Read once per visit: the map itself is the truth while it is open.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useMapState() {
  return useQuery(mapStateQuery());
}
