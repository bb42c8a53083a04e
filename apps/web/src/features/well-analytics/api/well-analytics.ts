import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ApiQuery, api } from "../../../lib/api.ts";

export type SubjectKind = "well" | "field";
export interface Subject {
  kind: SubjectKind;
  name: string;
}

/** GET …/analytics: cumulative volumes, water cut and GOR by month. */
const analyticsOf = (s: Subject, signal: AbortSignal) =>
  s.kind === "well"
    ? api.GET("/api/well-analytics/wells/{wellboreName}/analytics", {
        params: { path: { wellboreName: s.name } },
        signal,
      })
    : api.GET("/api/well-analytics/fields/{field}/analytics", {
        params: { path: { field: s.name } },
        signal,
      });

export function useAnalyticsSeries(subject: Subject | null) {
  return useQuery({
    queryKey: ["well-analytics", "series", subject],
    queryFn: ({ signal }) => analyticsOf(subject as Subject, signal),
    enabled: subject !== null,
    staleTime: 5 * 60_000,
  });
}

type DeclineQuery = ApiQuery<"/api/well-analytics/wells/{wellboreName}/decline">;
/** The decline panel's choices: a stream and a model always, a window if given. */
export type DeclineParams = Required<Pick<DeclineQuery, "stream" | "model">> &
  Pick<DeclineQuery, "from" | "to">;

/** GET …/decline: the Arps fit, its curves and EUR. */
const declineOf = (s: Subject, query: DeclineParams, signal: AbortSignal) =>
  s.kind === "well"
    ? api.GET("/api/well-analytics/wells/{wellboreName}/decline", {
        params: { path: { wellboreName: s.name }, query },
        signal,
      })
    : api.GET("/api/well-analytics/fields/{field}/decline", {
        params: { path: { field: s.name }, query },
        signal,
      });

export function useDecline(subject: Subject | null, params: DeclineParams) {
  return useQuery({
    queryKey: ["well-analytics", "decline", subject, params],
    queryFn: ({ signal }) => declineOf(subject as Subject, params, signal),
    enabled: subject !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

type RankingQuery = ApiQuery<"/api/well-analytics/rankings">;
/**
 * The ranking screen's choices: what to rank, by what, the page; and one block, operator and region
 * at most (the route takes lists of each).
 */
export type RankingParams = Required<Pick<RankingQuery, "of" | "by" | "stream" | "offset" | "limit">> & {
  block?: string;
  operator?: string;
  region?: string;
};

const listOf = (choice: string | undefined) => (choice === undefined ? undefined : [choice]);

/** GET /api/well-analytics/rankings. */
export function useRanking(params: RankingParams) {
  return useQuery({
    queryKey: ["well-analytics", "ranking", params],
    queryFn: ({ signal }) =>
      api.GET("/api/well-analytics/rankings", {
        params: {
          query: {
            ...params,
            block: listOf(params.block),
            operator: listOf(params.operator),
            region: listOf(params.region),
          },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useRankingFilters() {
  return useQuery({
    queryKey: ["well-analytics", "ranking-filters"],
    queryFn: ({ signal }) => api.GET("/api/well-analytics/rankings/filters", { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET …/wellbores/{wellboreName}/net-thickness. */
export function useNetThickness(wellboreName: string | null, gammaRayCutoff: number) {
  return useQuery({
    queryKey: ["well-analytics", "net-thickness", wellboreName, gammaRayCutoff],
    queryFn: ({ signal }) =>
      api.GET("/api/well-analytics/wellbores/{wellboreName}/net-thickness", {
        params: { path: { wellboreName: wellboreName as string }, query: { gammaRayCutoff } },
        signal,
      }),
    enabled: wellboreName !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
