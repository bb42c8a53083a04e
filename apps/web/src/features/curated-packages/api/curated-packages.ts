import type {
  AdminOrganisation,
  CuratedAssignment,
  CuratedAssignmentBody,
  CuratedAssignmentList,
  CuratedPackageBody,
  CuratedPackageDetail,
  CuratedPackageList,
  Member,
  Paged,
} from "@strata/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const CURATED_KEY = ["curated-packages"] as const;
const BASE = "/api/curated-packages";
export const curatedPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** GET /api/curated-packages: admin's page, searched by name. */
export function useCuratedPackages(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...CURATED_KEY, "list", query],
    queryFn: ({ signal }) => api.get<CuratedPackageList>(BASE, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/curated-packages/{id}: with its records. */
export function useCuratedPackage(id: string) {
  return useQuery({
    queryKey: [...CURATED_KEY, "one", id],
    queryFn: ({ signal }) => api.get<CuratedPackageDetail>(curatedPath(id), { signal }),
    retry: false,
  });
}

/** GET /api/curated-packages/{id}/assignments. */
export function useAssignments(id: string, query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...CURATED_KEY, "assignments", id, query],
    queryFn: ({ signal }) =>
      api.get<CuratedAssignmentList>(`${curatedPath(id)}/assignments`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Admin's writes; each refreshes every curated-package query. */
export function useCuratedWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: CURATED_KEY });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CuratedPackageBody }) =>
      id ? api.put<CuratedPackageDetail>(curatedPath(id), body) : api.post<CuratedPackageDetail>(BASE, body),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => api.delete<null>(curatedPath(id)), onSuccess });
  const assign = useMutation({
    mutationFn: ({ id, body }: { id: string; body: CuratedAssignmentBody }) =>
      api.post<CuratedAssignment>(`${curatedPath(id)}/assignments`, body),
    onSuccess,
  });
  const unassign = useMutation({
    mutationFn: ({ id, assignmentId }: { id: string; assignmentId: string }) =>
      api.delete<null>(`${curatedPath(id)}/assignments/${encodeURIComponent(assignmentId)}`),
    onSuccess,
  });
  return { save, remove, assign, unassign };
}

interface SearchHit {
  type: CuratedPackageBody["records"][number]["type"];
  id: string;
  title: string;
  subtitle: string;
}

/** GET /api/curated-packages/record-search: catalogue records by title or id, for the record picker. */
export function useRecordSearch(q: string) {
  return useQuery({
    queryKey: [...CURATED_KEY, "record-search", q],
    queryFn: async ({ signal }) => {
      const found = await api.get<{ groups: { displayName: string; results: SearchHit[] }[] }>(
        `${BASE}/record-search`,
        { query: { q, limit: 10 }, signal },
      );
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
      api.get<Paged<AdminOrganisation>>("/api/admin/organizations", {
        query: { page: 1, pageSize: 20, ...(q ? { q } : {}) },
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
      api.get<Paged<Member>>("/api/users", {
        query: { organisationId: organisationId as string, page: 1, pageSize: 100 },
        signal,
      }),
    select: (page) => page.result,
    enabled: Boolean(organisationId),
  });
}
