import type {
  WellAnalyticsDecline,
  WellAnalyticsNetThickness,
  WellAnalyticsRanking,
  WellAnalyticsRankingFilters,
  WellAnalyticsSeries,
} from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export type SubjectKind = "well" | "field";
export interface Subject {
  kind: SubjectKind;
  name: string;
}

const base = (s: Subject) =>
  s.kind === "well"
    ? `/api/well-analytics/wells/${encodeURIComponent(s.name)}`
    : `/api/well-analytics/fields/${encodeURIComponent(s.name)}`;

/** GET …/analytics: cumulative volumes, water cut and GOR by month. */
export function useAnalyticsSeries(subject: Subject | null) {
  return useQuery({
    queryKey: ["well-analytics", "series", subject],
    queryFn: ({ signal }) =>
      api.get<WellAnalyticsSeries>(`${base(subject as Subject)}/analytics`, { signal }),
    enabled: subject !== null,
    staleTime: 5 * 60_000,
  });
}

export interface DeclineParams {
  stream: "oil" | "gas";
  model: "best" | "exponential" | "hyperbolic" | "harmonic";
  from?: string;
  to?: string;
}

/** GET …/decline: the Arps fit, its curves and EUR. */
export function useDecline(subject: Subject | null, params: DeclineParams) {
  return useQuery({
    queryKey: ["well-analytics", "decline", subject, params],
    queryFn: ({ signal }) =>
      api.get<WellAnalyticsDecline>(`${base(subject as Subject)}/decline`, {
        signal,
        query: { stream: params.stream, model: params.model, from: params.from, to: params.to },
      }),
    enabled: subject !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export interface RankingParams {
  of: "wells" | "fields";
  by: "cumulative" | "peak-rate";
  stream: "oil" | "gas" | "water" | "condensate";
  block?: string;
  operator?: string;
  region?: string;
  offset: number;
  limit: number;
}

/** GET /api/well-analytics/rankings. */
export function useRanking(params: RankingParams) {
  return useQuery({
    queryKey: ["well-analytics", "ranking", params],
    queryFn: ({ signal }) =>
      api.get<WellAnalyticsRanking>("/api/well-analytics/rankings", {
        signal,
        query: { ...params },
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useRankingFilters() {
  return useQuery({
    queryKey: ["well-analytics", "ranking-filters"],
    queryFn: ({ signal }) =>
      api.get<WellAnalyticsRankingFilters>("/api/well-analytics/rankings/filters", { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET …/wellbores/:name/net-thickness. */
export function useNetThickness(wellboreName: string | null, gammaRayCutoff: number) {
  return useQuery({
    queryKey: ["well-analytics", "net-thickness", wellboreName, gammaRayCutoff],
    queryFn: ({ signal }) =>
      api.get<WellAnalyticsNetThickness>(
        `/api/well-analytics/wellbores/${encodeURIComponent(wellboreName as string)}/net-thickness`,
        { signal, query: { gammaRayCutoff } },
      ),
    enabled: wellboreName !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
