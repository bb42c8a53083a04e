import type { Paged as Page } from "@strata/core";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export type { Page };

/**
 * The four calls of one reference list (known companies, institutes, bid rounds): they differ only
 * by path and shapes, so each resource's file binds these to its path and its core types.
 */
export function referenceCrud<Item extends { id: string }, Input, Patch>(path: string) {
  const key = ["reference-data", path] as const;
  const listQuery = (query: Record<string, string | number>) =>
    queryOptions({
      queryKey: [...key, "list", query],
      queryFn: ({ signal }) => api.get<Page<Item>>(path, { query, signal }),
      placeholderData: keepPreviousData,
    });
  const useInvalidate = () => {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey: key });
  };
  return {
    /** GET {path}: a page, searched by name (`q`) and the list's filters. */
    useList: (query: Record<string, string | number>, enabled = true) =>
      useQuery({ ...listQuery(query), enabled }),
    /** POST {path}. */
    useCreate() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (input: Input) => api.post<Item>(path, input),
        onSuccess: invalidate,
      });
    },
    /** PATCH {path}/{id}: only the fields sent change. */
    useUpdate() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, patch }: { id: string; patch: Patch }) =>
          api.patch<Item>(`${path}/${encodeURIComponent(id)}`, patch),
        onSuccess: invalidate,
      });
    },
    /** DELETE {path}/{id}: a record still in use answers 409 with the reason. */
    useDelete() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (id: string) => api.delete<null>(`${path}/${encodeURIComponent(id)}`),
        onSuccess: invalidate,
      });
    },
  };
}
