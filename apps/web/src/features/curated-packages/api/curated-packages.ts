import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiAnswer, type ApiBody, type ApiQuery, api } from "../../../lib/api.ts";

export const CURATED_KEY = ["curated-packages"] as const;

/** A row of admin's list (GET /api/curated-packages), with its assignment count. */
export type CuratedPackageRow = ApiAnswer<"/api/curated-packages">["result"][number];
/** A curated package with its records (GET /api/curated-packages/{id}; what a save answers). */
export type CuratedPackageDetail = ApiAnswer<"/api/curated-packages/{id}">;
/** One of a curated package's records. */
export type CuratedRecord = CuratedPackageDetail["records"][number];
/** An assignment to an organisation or one of its users. */
export type CuratedAssignment = ApiAnswer<"/api/curated-packages/{id}/assignments">["result"][number];
/** An organisation the assignment's picker offers. */
export type PickedOrganisation = ApiAnswer<"/api/admin/organizations">["result"][number];

/** GET /api/curated-packages: admin's page, searched by name. */
export function useCuratedPackages(query: ApiQuery<"/api/curated-packages">) {
  return useQuery({
    queryKey: [...CURATED_KEY, "list", query],
    queryFn: ({ signal }) => api.GET("/api/curated-packages", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/curated-packages/{id}: with its records. */
export function useCuratedPackage(id: string) {
  return useQuery({
    queryKey: [...CURATED_KEY, "one", id],
    queryFn: ({ signal }) => api.GET("/api/curated-packages/{id}", { params: { path: { id } }, signal }),
    retry: false,
  });
}

/** GET /api/curated-packages/{id}/assignments. */
export function useAssignments(id: string, query: ApiQuery<"/api/curated-packages/{id}/assignments">) {
  return useQuery({
    queryKey: [...CURATED_KEY, "assignments", id, query],
    queryFn: ({ signal }) =>
      api.GET("/api/curated-packages/{id}/assignments", { params: { path: { id }, query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Admin's writes; each refreshes every curated-package query. */
export function useCuratedWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: CURATED_KEY });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ApiBody<"/api/curated-packages"> }) =>
      id
        ? api.PUT("/api/curated-packages/{id}", { params: { path: { id } }, body })
        : api.POST("/api/curated-packages", { body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.DELETE("/api/curated-packages/{id}", { params: { path: { id } } }),
    onSuccess,
  });
  const assign = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApiBody<"/api/curated-packages/{id}/assignments"> }) =>
      api.POST("/api/curated-packages/{id}/assignments", { params: { path: { id } }, body }),
    onSuccess,
  });
  const unassign = useMutation({
    mutationFn: ({ id, assignmentId }: { id: string; assignmentId: string }) =>
      api.DELETE("/api/curated-packages/{id}/assignments/{assignmentId}", {
        params: { path: { id, assignmentId } },
      }),
    onSuccess,
  });
  return { save, remove, assign, unassign };
}

/** GET /api/curated-packages/record-search: catalogue records by title or id, for the record picker. */
export function useRecordSearch(q: string) {
  return useQuery({
    queryKey: [...CURATED_KEY, "record-search", q],
    queryFn: async ({ signal }) => {
      const found = await api.GET("/api/curated-packages/record-search", {
        params: { query: { q, limit: 10 } },
        signal,
      });
      return found.groups.flatMap((g) => g.results.map((r) => ({ ...r, category: g.displayName })));
    },
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/organizations: organisations by name, for the assignment's picker. */
export function useOrganisationSearch(q: string) {
  return useQuery({
    queryKey: ["admin-organisations", "picker", q],
    queryFn: ({ signal }) =>
      api.GET("/api/admin/organizations", {
        params: { query: { page: 1, pageSize: 20, ...(q ? { q } : {}) } },
        signal,
      }),
    select: (page) => page.result,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users?organisationId=: the organisation's users, to assign to one of them. */
export function useOrganisationUsers(organisationId: string | null) {
  return useQuery({
    queryKey: ["users", "of-organisation", organisationId],
    queryFn: ({ signal }) =>
      api.GET("/api/users", {
        params: { query: { organisationId: organisationId ?? undefined, page: 1, pageSize: 100 } },
        signal,
      }),
    select: (page) => page.result,
    enabled: Boolean(organisationId),
  });
}
