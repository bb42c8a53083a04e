import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { wellLogKey } from "./keys.ts";

/** GET …/well-logs/:fileId/curves: the LAS file's well section, depth index, curves and sibling runs. */
export const wellLogCurvesQuery = (fileId: string) =>
  queryOptions({
    queryKey: [...wellLogKey(fileId), "curves"],
    queryFn: ({ signal }) =>
      api.GET("/api/visualisation/well-logs/{fileId}/curves", { params: { path: { fileId } }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useWellLogCurves(fileId: string) {
  return useQuery(wellLogCurvesQuery(fileId));
}
