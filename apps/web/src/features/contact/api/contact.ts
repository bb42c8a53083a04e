import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiAnswer, type ApiBody, type ApiQuery, api } from "../../../lib/api.ts";

/** A message of the staff inbox (contact or feedback), as GET /api/admin/messages answers it. */
export type InboxMessage = ApiAnswer<"/api/admin/messages">["result"][number];

export function useSendContact() {
  return useMutation({
    mutationFn: (body: ApiBody<"/api/contact">) => api.POST("/api/contact", { body }),
  });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: ApiBody<"/api/feedback">) => api.POST("/api/feedback", { body }),
  });
}

const inboxKey = ["admin-messages"] as const;

export function useInbox(query: ApiQuery<"/api/admin/messages">) {
  return useQuery({
    queryKey: [...inboxKey, query],
    queryFn: ({ signal }) => api.GET("/api/admin/messages", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api.PUT("/api/admin/messages/{id}/handled", { params: { path: { id } }, body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}

const eulaKey = ["eula"] as const;

/** Keyed by the signed-in user's e-mail, so another user signing in on this tab is asked afresh. */
export function useEulaStatus(email: string | undefined) {
  return useQuery({
    queryKey: [...eulaKey, "status", email],
    queryFn: ({ signal }) => api.GET("/api/eula/status", { signal }),
    enabled: Boolean(email),
    staleTime: 5 * 60_000,
  });
}

export function useAcceptEula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => api.POST("/api/eula/accept", { body: { versionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...eulaKey, "status"] }),
  });
}

export function useEulaVersions() {
  return useQuery({
    queryKey: [...eulaKey, "versions"],
    queryFn: ({ signal }) => api.GET("/api/admin/eula/versions", { signal }),
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
      mutationFn: (body: ApiBody<"/api/admin/eula/versions">) =>
        api.POST("/api/admin/eula/versions", { body }),
      onSuccess,
    }),
    publish: useMutation({
      mutationFn: (id: string) =>
        api.POST("/api/admin/eula/versions/{id}/publish", { params: { path: { id } } }),
      onSuccess,
    }),
  };
}
