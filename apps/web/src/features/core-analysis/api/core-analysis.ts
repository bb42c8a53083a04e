import type {
  CoreCrossplotResponse,
  CorePhotosResponse,
  CoreSamplesResponse,
  CoreWellboresQuery,
  CoreWellboresResponse,
} from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** The query keys of COREAI data: one wellbore's answers share a prefix. */
export const coreKey = ["core-analysis"] as const;
const wellborePath = (name: string) => `/api/core-analysis/wellbores/${encodeURIComponent(name)}`;

/** The image of a core photograph (the session cookie carries the right, as for every call). */
export const corePhotoUrl = (id: string) => `/api/core-analysis/photos/${encodeURIComponent(id)}/image`;

/** GET /api/core-analysis/wellbores: cored wellbores, paged and filtered. */
export function useCoreWellbores(query: Partial<CoreWellboresQuery>) {
  return useQuery({
    queryKey: [...coreKey, "wellbores", query],
    queryFn: ({ signal }) =>
      api.get<CoreWellboresResponse>("/api/core-analysis/wellbores", {
        signal,
        query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== "")),
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/wellbores/:name/samples: every plug by depth. */
export function useCoreSamples(wellboreName: string, enabled = true) {
  return useQuery({
    queryKey: [...coreKey, wellboreName, "samples"],
    queryFn: ({ signal }) =>
      api.get<CoreSamplesResponse>(`${wellborePath(wellboreName)}/samples`, { signal }),
    enabled,
    retry: false,
  });
}

/** GET …/wellbores/:name/crossplot: porosity against log10 k per formation with the server's trends. */
export function useCoreCrossplot(wellboreName: string) {
  return useQuery({
    queryKey: [...coreKey, wellboreName, "crossplot"],
    queryFn: ({ signal }) =>
      api.get<CoreCrossplotResponse>(`${wellborePath(wellboreName)}/crossplot`, { signal }),
    retry: false,
  });
}

/** GET …/wellbores/:name/photos: core box photographs by depth. */
export function useCorePhotos(wellboreName: string) {
  return useQuery({
    queryKey: [...coreKey, wellboreName, "photos"],
    queryFn: ({ signal }) => api.get<CorePhotosResponse>(`${wellborePath(wellboreName)}/photos`, { signal }),
    retry: false,
  });
}
