import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { seismicKey } from "./keys.ts";

/** The most trace headers one call answers. */
export const MAX_TRACE_HEADERS = 200;

/** GET …/seismic/:fileId/headers: textual and binary headers, a page of trace headers, suggested keys. */
export function useSeismicHeaders(fileId: string, traceStart: number, traceCount: number) {
  return useQuery({
    queryKey: [...seismicKey(fileId), "headers", traceStart, traceCount],
    queryFn: ({ signal }) =>
      api.GET("/api/visualisation/seismic/{fileId}/headers", {
        params: {
          path: { fileId },
          query: { traceStart, traceCount: Math.min(traceCount, MAX_TRACE_HEADERS) },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
