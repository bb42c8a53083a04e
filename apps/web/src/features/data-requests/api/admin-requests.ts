import type { DataRequestDetail, DataRequestList, DataStaffList } from "@strata/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import {
  adminRequestKey,
  adminRequestsKey,
  adminRequestUrl,
  assigneesKey,
  DATA_REQUESTS_KEY,
  deliveryUrl,
} from "./keys.ts";

/** GET /api/admin/data-requests: every organisation's requests, filtered and paged. */
export function useAdminRequests(query: Record<string, string | number>) {
  return useQuery({
    queryKey: adminRequestsKey(query),
    queryFn: ({ signal }) => api.get<DataRequestList>("/api/admin/data-requests", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/data-requests/{id}: one request with its uploaded files and history. */
export function useAdminRequest(id: string) {
  return useQuery({
    queryKey: adminRequestKey(id),
    queryFn: ({ signal }) => api.get<DataRequestDetail>(adminRequestUrl(id), { signal }),
  });
}

/** GET /api/admin/data-requests/assignees: the data staff a request can go to. */
export function useAssignees(enabled = true) {
  return useQuery({
    queryKey: assigneesKey,
    queryFn: ({ signal }) => api.get<DataStaffList>("/api/admin/data-requests/assignees", { signal }),
    enabled,
  });
}

/** Every staff action answers the request as it now is. */
export function useStaffAction<V>(call: (vars: V) => Promise<DataRequestDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => queryClient.setQueryData(adminRequestKey(detail.id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DATA_REQUESTS_KEY }),
  });
}

export const useAssign = () =>
  useStaffAction(({ id, assigneeId }: { id: string; assigneeId: string }) =>
    api.post<DataRequestDetail>(`${adminRequestUrl(id)}/assign`, { assigneeId }),
  );
export const useUnassign = () =>
  useStaffAction((id: string) => api.post<DataRequestDetail>(`${adminRequestUrl(id)}/unassign`));
export const useDecline = () =>
  useStaffAction(({ id, reason }: { id: string; reason: string }) =>
    api.post<DataRequestDetail>(`${adminRequestUrl(id)}/decline`, { reason }),
  );
export const useDeliver = () =>
  useStaffAction((id: string) => api.post<DataRequestDetail>(`${deliveryUrl(id)}/deliver`, {}));
export const useRemoveFile = () =>
  useStaffAction(({ id, fileId }: { id: string; fileId: string }) =>
    api.delete<DataRequestDetail>(`${deliveryUrl(id)}/files/${encodeURIComponent(fileId)}`),
  );
