import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const adminApplicationKey = (id: string) => ["applications", "admin", "detail", id] as const;

/** GET /api/admin/subscriptions/applications/{id}: the application, organisation, documents, timeline. */
export function adminApplicationQuery(id: string) {
  return queryOptions({
    queryKey: adminApplicationKey(id),
    queryFn: ({ signal }) =>
      api.GET("/api/admin/subscriptions/applications/{id}", { params: { path: { id } }, signal }),
  });
}

export function useAdminApplication(id: string) {
  return useQuery(adminApplicationQuery(id));
}

/** Where a supporting document downloads from. */
export const documentHref = (applicationId: string, documentId: string) =>
  `/api/admin/subscriptions/applications/${encodeURIComponent(applicationId)}/documents/${encodeURIComponent(documentId)}`;
