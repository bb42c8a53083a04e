import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, type ApiQuery, api } from "../../../lib/api.ts";

/** The query keys of COREAI data: one wellbore's answers share a prefix. */
export const coreKey = ["core-analysis"] as const;

/** A plug sample by depth (GET …/wellbores/{wellboreName}/samples). */
export type CoreSample = ApiAnswer<"/api/core-analysis/wellbores/{wellboreName}/samples">["samples"][number];
/** A core box photograph (GET …/wellbores/{wellboreName}/photos). */
export type CorePhoto = ApiAnswer<"/api/core-analysis/wellbores/{wellboreName}/photos">["photos"][number];
/** Porosity against log10 k per formation, with the server's trends. */
export type CoreCrossplot = ApiAnswer<"/api/core-analysis/wellbores/{wellboreName}/crossplot">;

/** The image of a core photograph (the session cookie carries the right, as for every call). */
export const corePhotoUrl = (id: string) => `/api/core-analysis/photos/${encodeURIComponent(id)}/image`;
/** The 560-pixel-wide JPEG the wellbore page lists (decision 0223). */
export const corePhotoThumbnailUrl = (id: string) =>
  `/api/core-analysis/photos/${encodeURIComponent(id)}/thumbnail`;

/** GET /api/core-analysis/wellbores: cored wellbores, paged and filtered (empty filters left out). */
export function useCoreWellbores(query: ApiQuery<"/api/core-analysis/wellbores">) {
  return useQuery({
    queryKey: [...coreKey, "wellbores", query],
    queryFn: ({ signal }) =>
      api.GET("/api/core-analysis/wellbores", {
        params: {
          query: {
            ...query,
            q: query.q || undefined,
            field: query.field || undefined,
            block: query.block || undefined,
          },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const wellbore = (wellboreName: string) => ({ params: { path: { wellboreName } } });

/** GET …/wellbores/{wellboreName}/samples: every plug by depth. */
export function useCoreSamples(wellboreName: string, enabled = true) {
  return useQuery({
    queryKey: [...coreKey, wellboreName, "samples"],
    queryFn: ({ signal }) =>
      api.GET("/api/core-analysis/wellbores/{wellboreName}/samples", { ...wellbore(wellboreName), signal }),
    enabled,
    retry: false,
  });
}

/** GET …/wellbores/{wellboreName}/crossplot: porosity against log10 k per formation with the server's trends. */
export function useCoreCrossplot(wellboreName: string) {
  return useQuery({
    queryKey: [...coreKey, wellboreName, "crossplot"],
    queryFn: ({ signal }) =>
      api.GET("/api/core-analysis/wellbores/{wellboreName}/crossplot", { ...wellbore(wellboreName), signal }),
    retry: false,
  });
}

/** GET …/wellbores/{wellboreName}/photos: core box photographs by depth. */
export function useCorePhotos(wellboreName: string) {
  return useQuery({
    queryKey: [...coreKey, wellboreName, "photos"],
    queryFn: ({ signal }) =>
      api.GET("/api/core-analysis/wellbores/{wellboreName}/photos", { ...wellbore(wellboreName), signal }),
    retry: false,
  });
}
