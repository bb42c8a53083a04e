import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiQuery, api } from "../../../lib/api.ts";
import { adminRequestKey, adminRequestsKey, assigneesKey, DATA_REQUESTS_KEY } from "./keys.ts";
import type { DataRequestDetail } from "./types.ts";

/** GET /api/admin/data-requests: every organisation's requests, filtered and paged. */
export function useAdminRequests(query: ApiQuery<"/api/admin/data-requests">) {
  return useQuery({
    queryKey: adminRequestsKey(query),
    queryFn: ({ signal }) => api.GET("/api/admin/data-requests", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/data-requests/{id}: one request with its uploaded files and history. */
export function useAdminRequest(id: string) {
  return useQuery({
    queryKey: adminRequestKey(id),
    queryFn: ({ signal }) => api.GET("/api/admin/data-requests/{id}", { params: { path: { id } }, signal }),
  });
}

/** GET /api/admin/data-requests/assignees: the data staff a request can go to. */
export function useAssignees(enabled = true) {
  return useQuery({
    queryKey: assigneesKey,
    queryFn: ({ signal }) => api.GET("/api/admin/data-requests/assignees", { signal }),
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
    api.POST("/api/admin/data-requests/{id}/assign", { params: { path: { id } }, body: { assigneeId } }),
  );
export const useUnassign = () =>
  useStaffAction((id: string) =>
    api.POST("/api/admin/data-requests/{id}/unassign", { params: { path: { id } } }),
  );
export const useDecline = () =>
  useStaffAction(({ id, reason }: { id: string; reason: string }) =>
    api.POST("/api/admin/data-requests/{id}/decline", { params: { path: { id } }, body: { reason } }),
  );
export const useDeliver = () =>
  useStaffAction((id: string) =>
    api.POST("/api/data-delivery/{id}/deliver", { params: { path: { id } }, body: {} }),
  );
export const useRemoveFile = () =>
  useStaffAction(({ id, fileId }: { id: string; fileId: string }) =>
    api.DELETE("/api/data-delivery/{id}/files/{fileId}", { params: { path: { id, fileId } } }),
  );
