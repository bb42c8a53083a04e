import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export interface ActivationInvite {
  email: string;
  name: string | null;
}

export function validateActivationToken(token: string, signal?: AbortSignal): Promise<ActivationInvite> {
  return api.post<ActivationInvite>("/api/activation/validate", { token }, { signal });
}

export function activationInviteQuery(token: string) {
  return queryOptions({
    queryKey: ["activation", "invite", token],
    queryFn: ({ signal }) => validateActivationToken(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useActivationInvite(token: string | null) {
  return useQuery({ ...activationInviteQuery(token ?? ""), enabled: Boolean(token) });
}
