import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { registrationKeys } from "./draft-token.ts";

/** GET /api/countries (public; the reference data keeps the list). */
export const useCountries = () =>
  useQuery({
    queryKey: [...registrationKeys.lookups, "countries"],
    queryFn: ({ signal }) => api.GET("/api/countries", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/registration/known-companies?search= or /institutes?search= (at most 20 matches). */
export const useNamedOptions = (kind: "known-companies" | "institutes", search: string) =>
  useQuery({
    queryKey: [...registrationKeys.lookups, kind, search],
    queryFn: ({ signal }) =>
      api.GET(`/api/registration/${kind}` as const, {
        params: { query: { search: search || undefined } },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/registration/bid-rounds: the rounds open today. */
export const useOpenBidRounds = () =>
  useQuery({
    queryKey: [...registrationKeys.lookups, "bid-rounds"],
    queryFn: ({ signal }) => api.GET("/api/registration/bid-rounds", { signal }),
  });
