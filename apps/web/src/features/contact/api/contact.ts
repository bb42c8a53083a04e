import type {
  ContactInput,
  ContactMessage,
  EulaStatus,
  EulaVersion,
  EulaVersionInput,
  FeedbackInput,
} from "@strata/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export function useSendContact() {
  return useMutation({ mutationFn: (body: ContactInput) => api.post<{ ok: true }>("/api/contact", body) });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: (body: FeedbackInput) => api.post<{ ok: true }>("/api/feedback", body) });
}

const inboxKey = ["admin-messages"] as const;

export function useInbox(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...inboxKey, query],
    queryFn: ({ signal }) =>
      api.get<{ result: ContactMessage[]; pageNumber: number; pageSize: number; pageTotal: number }>(
        "/api/admin/messages",
        { query, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api.put<ContactMessage>(`/api/admin/messages/${id}/handled`, { handled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}

const eulaKey = ["eula"] as const;

/** Keyed by the signed-in user's e-mail, so another user signing in on this tab is asked afresh. */
export function useEulaStatus(email: string | undefined) {
  return useQuery({
    queryKey: [...eulaKey, "status", email],
    queryFn: ({ signal }) => api.get<EulaStatus>("/api/eula/status", { signal }),
    enabled: Boolean(email),
    staleTime: 5 * 60_000,
  });
}

export function useAcceptEula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => api.post<EulaStatus>("/api/eula/accept", { versionId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...eulaKey, "status"] }),
  });
}

export function useEulaVersions() {
  return useQuery({
    queryKey: [...eulaKey, "versions"],
    queryFn: ({ signal }) => api.get<EulaVersion[]>("/api/admin/eula/versions", { signal }),
  });
}

export function useEulaWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    queryClient.invalidateQueries({ queryKey: eulaKey });
    queryClient.invalidateQueries({ queryKey: ["static-content", "eula"] });
  };
  return {
    create: useMutation({
      mutationFn: (body: EulaVersionInput) => api.post<EulaVersion>("/api/admin/eula/versions", body),
      onSuccess,
    }),
    publish: useMutation({
      mutationFn: (id: string) => api.post<EulaVersion>(`/api/admin/eula/versions/${id}/publish`),
      onSuccess,
    }),
  };
}
