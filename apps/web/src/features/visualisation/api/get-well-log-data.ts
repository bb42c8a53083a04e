import { keepPreviousData, useQueries } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { wellLogKey } from "./keys.ts";
import type { WellLogData } from "./types.ts";

/** The call's limits (decision 0140). */
export const MAX_CURVES_PER_CALL = 8;
export const MIN_POINTS = 10;
export const MAX_POINTS = 1000;

export interface WellLogWindow {
  top: number;
  bottom: number;
  /** The track height in px: one bucket per pixel. */
  points: number;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One answer from the calls' answers; a stable function, so react-query merges again only on change. */
function mergeAnswers(results: { data?: WellLogData; error: unknown; isFetching: boolean }[]) {
  const error = results.find((result) => result.error)?.error ?? null;
  const answers = results.map((result) => result.data).filter((data) => data !== undefined);
  const data: WellLogData | undefined =
    answers.length === results.length && answers[0]
      ? { ...answers[0], curves: answers.flatMap((answer) => answer.curves) }
      : undefined;
  return { data, error, isFetching: results.some((result) => result.isFetching) };
}

/**
 * GET …/well-logs/:fileId/data for the shown curves between two depths, bucketed to the track height
 * (min and max per bucket). More than 8 curves take several calls; their answers are merged.
 */
export function useWellLogData(fileId: string, curves: readonly string[], window: WellLogWindow | null) {
  const points = window ? Math.max(MIN_POINTS, Math.min(MAX_POINTS, Math.round(window.points))) : 0;
  return useQueries({
    queries: chunks(curves, MAX_CURVES_PER_CALL).map((group) => ({
      queryKey: [...wellLogKey(fileId), "data", group, window?.top, window?.bottom, points],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.GET("/api/visualisation/well-logs/{fileId}/data", {
          params: {
            path: { fileId },
            query: { curves: group.join(","), top: window?.top, bottom: window?.bottom, points },
          },
          signal,
        }),
      enabled: window !== null,
      placeholderData: keepPreviousData,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    })),
    combine: mergeAnswers,
  });
}
