import type {
  Paged,
  ServiceAccount,
  ServiceAccountEvent,
  ServiceAccountInput,
  ServiceAccountScope,
  ServiceAccountWithKey,
} from "@strata/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const PATH = "/api/service-accounts";
const KEY = ["service-accounts"] as const;
const one = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

/** GET /api/service-accounts: a page, by name or key prefix (`q`) and status. */
export const useServiceAccounts = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: [...KEY, "list", query],
    queryFn: ({ signal }) => api.get<Paged<ServiceAccount>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/service-accounts/{id}. */
export const useServiceAccount = (id: string) =>
  useQuery({
    queryKey: [...KEY, "one", id],
    queryFn: ({ signal }) => api.get<ServiceAccount>(one(id), { signal }),
  });

/** GET /api/service-accounts/{id}/calls: its audited calls and sign-ins, newest first. */
export const useServiceAccountCalls = (id: string, query: Record<string, string | number>) =>
  useQuery({
    queryKey: [...KEY, "calls", id, query],
    queryFn: ({ signal }) => api.get<Paged<ServiceAccountEvent>>(`${one(id)}/calls`, { query, signal }),
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
    mutationFn: (input: ServiceAccountInput) => api.post<ServiceAccountWithKey>(PATH, input),
    onSuccess: invalidate,
  });
}

/** POST /api/service-accounts/{id}/rotate: answers the new key, once. */
export function useRotateServiceAccountKey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.post<ServiceAccountWithKey>(`${one(id)}/rotate`),
    onSuccess: invalidate,
  });
}

/** POST /api/service-accounts/{id}/revoke. */
export function useRevokeServiceAccount() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.post<ServiceAccount>(`${one(id)}/revoke`),
    onSuccess: invalidate,
  });
}

/** PUT /api/service-accounts/{id}/scopes: the account with its new scopes (audited). */
export function useChangeServiceAccountScopes() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, scopes }: { id: string; scopes: ServiceAccountScope[] }) =>
      api.put<ServiceAccount>(`${one(id)}/scopes`, { scopes }),
    onSuccess: invalidate,
  });
}
