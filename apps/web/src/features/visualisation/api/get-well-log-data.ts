import { keepPreviousData, queryOptions, useQueries } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { wellLogKey } from "./keys.ts";
import type { WellLogCurves, WellLogData } from "./types.ts";

/** The call's limits (decision 0140). */
export const MAX_CURVES_PER_CALL = 8;
export const MIN_POINTS = 10;
export const MAX_POINTS = 1000;

export interface WellLogWindow {
  top: number;
  bottom: number;
}

/** The depths a file's tracks show when it opens: all of them. */
export const wholeLog = (file: WellLogCurves): WellLogWindow => ({
  top: file.index.top,
  bottom: file.index.bottom,
});

/** The box the tracks are drawn in: the viewport's height less the page above it, and no lower than this. */
export const TRACKS_BOX = { belowViewportTop: 300, minHeight: 420 } as const;

/**
 * Buckets per call: one per pixel row of the tracks' box, which the plots fill less their legends
 * (decision 0240). The box follows the viewport's height, so this is known before the page is laid
 * out: the route's loader asks for the first window while the page still loads, with the same key.
 */
export function trackPoints(): number {
  const box = Math.max(TRACKS_BOX.minHeight, (globalThis.innerHeight || 0) - TRACKS_BOX.belowViewportTop);
  return Math.max(MIN_POINTS, Math.min(MAX_POINTS, Math.round(box)));
}

export function curveGroups<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += MAX_CURVES_PER_CALL)
    out.push(items.slice(i, i + MAX_CURVES_PER_CALL));
  return out;
}

/** GET …/well-logs/:fileId/data for up to 8 curves between two depths, bucketed (min and max per bucket). */
export const wellLogDataQuery = (fileId: string, curves: readonly string[], window: WellLogWindow) => {
  const points = trackPoints();
  return queryOptions({
    queryKey: [...wellLogKey(fileId), "data", curves, window.top, window.bottom, points],
    queryFn: ({ signal }) =>
      api.GET("/api/visualisation/well-logs/{fileId}/data", {
        params: {
          path: { fileId },
          query: { curves: curves.join(","), top: window.top, bottom: window.bottom, points },
        },
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
};

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
 * The shown curves between two depths, bucketed to the tracks' height. More than 8 curves take
 * several calls; their answers are merged.
 */
export function useWellLogData(fileId: string, curves: readonly string[], window: WellLogWindow) {
  return useQueries({
    queries: curveGroups(curves).map((group) => ({
      ...wellLogDataQuery(fileId, group, window),
      placeholderData: keepPreviousData,
    })),
    combine: mergeAnswers,
  });
}
