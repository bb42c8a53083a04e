import type { MapView } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/catalogs/bookmarks: bookmark the current map view under a name. */
export function useBookmarkMapView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; view: MapView }) =>
      api.POST("/api/catalogs/bookmarks", { body: { kind: "mapView", ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["bookmarks"] }),
  });
}
