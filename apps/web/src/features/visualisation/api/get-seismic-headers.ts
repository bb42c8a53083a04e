import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { seismicKey, seismicPath } from "./keys.ts";
import type { SeismicHeaders } from "./types.ts";

/** The most trace headers one call answers. */
export const MAX_TRACE_HEADERS = 200;

/** GET …/seismic/:fileId/headers: textual and binary headers, a page of trace headers, suggested keys. */
export function useSeismicHeaders(fileId: string, traceStart: number, traceCount: number) {
  return useQuery({
    queryKey: [...seismicKey(fileId), "headers", traceStart, traceCount],
    queryFn: ({ signal }) =>
      api.get<SeismicHeaders>(`${seismicPath(fileId)}/headers`, {
        query: { traceStart, traceCount: Math.min(traceCount, MAX_TRACE_HEADERS) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
