import type { MapLayer, MapView } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";

export type FilteredLayer = ApiAnswer<"/api/map/layers/{layer}">;

/**
 * GET /api/map/layers/:layer with the catalogue's `filter`: the records of one category that the
 * data explorer's filter keeps, in the visible area, sized for the zoom. Asked again on every
 * settled move; the last answer stays drawn while the next one loads.
 */
export function filteredLayerQuery(layer: MapLayer, filter: string, view: MapView) {
  const bbox = (view.bbox ?? []).map((n) => n.toFixed(4)).join(",");
  const zoom = Math.floor(view.zoom);
  return queryOptions({
    queryKey: ["map", "filtered", layer, filter, bbox, zoom],
    queryFn: ({ signal }) =>
      api.GET("/api/map/layers/{layer}", {
        params: { path: { layer }, query: { bbox, zoom, filter } },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useFilteredLayer(layer: MapLayer | null, filter: string, view: MapView | null) {
  return useQuery({
    ...filteredLayerQuery(layer ?? "Seismic_2D", filter, view ?? { center: [0, 0], zoom: 0 }),
    enabled: layer !== null && view?.bbox !== undefined,
  });
}
