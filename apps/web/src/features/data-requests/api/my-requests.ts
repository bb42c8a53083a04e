import type { CreateDataRequestBody, DataRequestDetail, DataRequestList } from "@strata/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { DATA_REQUESTS_KEY, myRequestKey, myRequestsKey, myRequestUrl } from "./keys.ts";

/** GET /api/data-requests: the user's requests (the primary user's: the organisation's). */
export function useMyRequests(query: Record<string, string | number>) {
  return useQuery({
    queryKey: myRequestsKey(query),
    queryFn: ({ signal }) => api.get<DataRequestList>("/api/data-requests", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/data-requests/{id}: one request with its files and history. */
export function useMyRequest(id: string) {
  return useQuery({
    queryKey: myRequestKey(id),
    queryFn: ({ signal }) => api.get<DataRequestDetail>(myRequestUrl(id), { signal }),
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
  useRequestMutation((body: CreateDataRequestBody) =>
    api.post<DataRequestDetail>("/api/data-requests", body),
  );

/** POST /api/data-requests/{id}/cancel: cancels it before delivery. */
export const useCancelRequest = () =>
  useRequestMutation((id: string) => api.post<DataRequestDetail>(`${myRequestUrl(id)}/cancel`));
