import type { GlossaryTerm, GlossaryTermInput } from "@strata/core";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const glossaryQueryKey = ["glossary"] as const;

/**
 * GET /api/glossary: every term, A–Z. The glossary is small and rarely changes, so it is fetched once
 * and filtered in the page; the record page's definitions read the same cache.
 */
export const glossaryQuery = queryOptions({
  queryKey: glossaryQueryKey,
  queryFn: ({ signal }) => api.get<{ result: GlossaryTerm[] }>("/api/glossary", { signal }),
  select: (data) => data.result,
  staleTime: 30 * 60_000,
});

export function useGlossary() {
  return useQuery(glossaryQuery);
}

/** Data staff's writes; each refetches the glossary. */
export function useGlossaryWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: glossaryQueryKey });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: GlossaryTermInput }) =>
      id
        ? api.put<GlossaryTerm>(`/api/glossary/${encodeURIComponent(id)}`, body)
        : api.post<GlossaryTerm>("/api/glossary", body),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/glossary/${encodeURIComponent(id)}`),
    onSuccess,
  });
  return { save, remove };
}
