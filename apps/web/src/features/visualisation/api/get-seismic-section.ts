import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { parseSectionOctets } from "../lib/section-octets.ts";
import { seismicKey } from "./keys.ts";
import type { SectionRequest } from "./types.ts";

/**
 * GET …/seismic/:fileId/section?format=octet: 8-bit samples sized to the canvas. Colour map, gain and
 * clip are applied here, not by the server, so changing them needs no new call.
 */
export function useSeismicSection(fileId: string, request: SectionRequest | null) {
  return useQuery({
    queryKey: [...seismicKey(fileId), "section", request],
    queryFn: async ({ signal }) => ({
      ...parseSectionOctets(
        await api.getBytes("/api/visualisation/seismic/{fileId}/section", {
          params: { path: { fileId }, query: { ...request, format: "octet" } },
          signal,
        }),
      ),
      // Kept with the answer: while a newer window loads, the old section is drawn where it lies.
      request: request!,
    }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
