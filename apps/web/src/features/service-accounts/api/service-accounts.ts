import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, type ApiQuery, api } from "../../../lib/api.ts";

const KEY = ["service-accounts"] as const;

/** GET /api/service-accounts: a page, by name or key prefix (`q`) and status. */
export const useServiceAccounts = (query: ApiQuery<"/api/service-accounts">) =>
  useQuery({
    queryKey: [...KEY, "list", query],
    queryFn: ({ signal }) => api.GET("/api/service-accounts", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/service-accounts/{id}. */
export const useServiceAccount = (id: string) =>
  useQuery({
    queryKey: [...KEY, "one", id],
    queryFn: ({ signal }) => api.GET("/api/service-accounts/{id}", { params: { path: { id } }, signal }),
  });

/** GET /api/service-accounts/{id}/calls: its audited calls and sign-ins, newest first. */
export const useServiceAccountCalls = (id: string, query: ApiQuery<"/api/service-accounts/{id}/calls">) =>
  useQuery({
    queryKey: [...KEY, "calls", id, query],
    queryFn: ({ signal }) =>
      api.GET("/api/service-accounts/{id}/calls", { params: { path: { id }, query }, signal }),
    placeholderData: keepPreviousData,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

/** POST /api/service-accounts: answers the key, once. */
export function useCreateServiceAccount() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ApiBody<"/api/service-accounts">) => api.POST("/api/service-accounts", { body }),
    onSuccess: invalidate,
  });
}

/** POST /api/service-accounts/{id}/rotate: answers the new key, once. */
export function useRotateServiceAccountKey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.POST("/api/service-accounts/{id}/rotate", { params: { path: { id } } }),
    onSuccess: invalidate,
  });
}

/** POST /api/service-accounts/{id}/revoke. */
export function useRevokeServiceAccount() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.POST("/api/service-accounts/{id}/revoke", { params: { path: { id } } }),
    onSuccess: invalidate,
  });
}

/** PUT /api/service-accounts/{id}/scopes: the account with its new scopes (audited). */
export function useChangeServiceAccountScopes() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, scopes }: { id: string } & ApiBody<"/api/service-accounts/{id}/scopes", "put">) =>
      api.PUT("/api/service-accounts/{id}/scopes", { params: { path: { id } }, body: { scopes } }),
    onSuccess: invalidate,
  });
}
