import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, type ApiQuery, api } from "../../../lib/api.ts";
import { DATA_REQUESTS_KEY, myRequestKey, myRequestsKey } from "./keys.ts";
import type { DataRequestDetail } from "./types.ts";

/** GET /api/data-requests: the user's requests (the primary user's: the organisation's). */
export function useMyRequests(query: ApiQuery<"/api/data-requests">) {
  return useQuery({
    queryKey: myRequestsKey(query),
    queryFn: ({ signal }) => api.GET("/api/data-requests", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/data-requests/{id}: one request with its files and history. */
export function useMyRequest(id: string) {
  return useQuery({
    queryKey: myRequestKey(id),
    queryFn: ({ signal }) => api.GET("/api/data-requests/{id}", { params: { path: { id } }, signal }),
  });
}

function useRequestMutation<V>(call: (vars: V) => Promise<DataRequestDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => queryClient.setQueryData(myRequestKey(detail.id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DATA_REQUESTS_KEY }),
  });
}

/** POST /api/data-requests: files a request. */
export const useCreateRequest = () =>
  useRequestMutation((body: ApiBody<"/api/data-requests">) => api.POST("/api/data-requests", { body }));

/** POST /api/data-requests/{id}/cancel: cancels it before delivery. */
export const useCancelRequest = () =>
  useRequestMutation((id: string) =>
    api.POST("/api/data-requests/{id}/cancel", { params: { path: { id } } }),
  );
