import type { BidRoundOption, CountryOption, NamedOption } from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { registrationKeys } from "./draft-token.ts";

/** GET /api/registration/countries. */
export const useCountries = () =>
  useQuery({
    queryKey: [...registrationKeys.lookups, "countries"],
    queryFn: ({ signal }) => api.get<CountryOption[]>("/api/registration/countries", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/registration/known-companies?search= or /institutes?search= (at most 20 matches). */
export const useNamedOptions = (kind: "known-companies" | "institutes", search: string) =>
  useQuery({
    queryKey: [...registrationKeys.lookups, kind, search],
    queryFn: ({ signal }) =>
      api.get<NamedOption[]>(`/api/registration/${kind}`, { query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/registration/bid-rounds: the rounds open today. */
export const useOpenBidRounds = () =>
  useQuery({
    queryKey: [...registrationKeys.lookups, "bid-rounds"],
    queryFn: ({ signal }) => api.get<BidRoundOption[]>("/api/registration/bid-rounds", { signal }),
  });
