import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { seismicKey, seismicPath } from "./keys.ts";
import type { SeismicGeometry } from "./types.ts";

/** GET …/seismic/:fileId/geometry: 2D or 3D, the sample axis and the inline/crossline grid. */
export function useSeismicGeometry(fileId: string) {
  return useQuery({
    queryKey: [...seismicKey(fileId), "geometry"],
    queryFn: ({ signal }) => api.get<SeismicGeometry>(`${seismicPath(fileId)}/geometry`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
