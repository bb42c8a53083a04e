import type { mapInteractionResponseSchema } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api.ts";

export type SavedMapState = z.infer<typeof mapInteractionResponseSchema>;

/** GET /api/map/interactions: the user's last map view and layers, restored when the map opens. */
export function mapStateQuery() {
  return queryOptions({
    queryKey: ["map", "interactions"],
    queryFn: ({ signal }) => api.get<SavedMapState>("/api/map/interactions", { signal }),
    // Read once per visit: the map itself is the truth while it is open.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useMapState() {
  return useQuery(mapStateQuery());
}
