import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";

export const glossaryQueryKey = ["glossary"] as const;

/**
 * GET /api/glossary: every term, A–Z. The glossary is small and rarely changes, so it is fetched once
 * and filtered in the page; the record page's definitions read the same cache.
 */
export const glossaryQuery = queryOptions({
  queryKey: glossaryQueryKey,
  queryFn: ({ signal }) => api.GET("/api/glossary", { signal }),
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
    mutationFn: ({ id, body }: { id?: string; body: ApiBody<"/api/glossary"> }) =>
      id
        ? api.PUT("/api/glossary/{id}", { params: { path: { id } }, body })
        : api.POST("/api/glossary", { body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.DELETE("/api/glossary/{id}", { params: { path: { id } } }),
    onSuccess,
  });
  return { save, remove };
}
