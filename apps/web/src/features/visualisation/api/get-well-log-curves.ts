import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { wellLogKey, wellLogPath } from "./keys.ts";
import type { WellLogCurves } from "./types.ts";

/** GET …/well-logs/:fileId/curves: the LAS file's well section, depth index, curves and sibling runs. */
export function useWellLogCurves(fileId: string) {
  return useQuery({
    queryKey: [...wellLogKey(fileId), "curves"],
    queryFn: ({ signal }) => api.get<WellLogCurves>(`${wellLogPath(fileId)}/curves`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
