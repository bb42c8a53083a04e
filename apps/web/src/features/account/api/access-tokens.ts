import type { AccessTokenInput } from "@strata/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const accessTokensKey = ["account", "access-tokens"] as const;

/** GET /api/users/me/access-tokens: the signed-in person's tokens, newest first. */
export function useAccessTokens() {
  return useQuery({
    queryKey: accessTokensKey,
    queryFn: ({ signal }) => api.GET("/api/users/me/access-tokens", { signal }),
  });
}

/** POST /api/users/me/access-tokens: answers the token once. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessTokenInput) => api.POST("/api/users/me/access-tokens", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensKey }),
  });
}

/** DELETE /api/users/me/access-tokens/{id}: GIS clients using it are refused at once. */
export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/api/users/me/access-tokens/{id}", { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensKey }),
  });
}
