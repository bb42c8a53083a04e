import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { seismicKey } from "./keys.ts";

/** GET …/seismic/:fileId/geometry: 2D or 3D, the sample axis and the inline/crossline grid. */
export function useSeismicGeometry(fileId: string) {
  return useQuery({
    queryKey: [...seismicKey(fileId), "geometry"],
    queryFn: ({ signal }) =>
      api.GET("/api/visualisation/seismic/{fileId}/geometry", { params: { path: { fileId } }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
