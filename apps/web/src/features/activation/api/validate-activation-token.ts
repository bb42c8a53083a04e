import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";

export type ActivationInvite = ApiAnswer<"/api/activation/validate", "post">;

export function validateActivationToken(token: string, signal?: AbortSignal): Promise<ActivationInvite> {
  return api.POST("/api/activation/validate", { body: { token }, signal });
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
