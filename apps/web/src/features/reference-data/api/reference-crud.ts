import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

/**
 * A reference list's four routes (known companies, institutes, bid rounds), each bound by the
 * list's file to its contract path, so the list's page, input and patch are the contract's.
 */
export interface ReferenceRoutes<List extends { result: { id: string }[] }, Query, Input, Patch> {
  /** GET {path}: a page, searched by name (`q`) and the list's filters. */
  list(query: Query, signal: AbortSignal): Promise<List>;
  /** POST {path}. */
  create(input: Input): Promise<unknown>;
  /** PATCH {path}/{id}: only the fields sent change. */
  update(id: string, patch: Patch): Promise<unknown>;
  /** DELETE {path}/{id}: a record still in use answers 409 with the reason. */
  remove(id: string): Promise<unknown>;
}

/** The hooks of one reference list over its routes: they differ only by path and shapes. */
export function referenceCrud<List extends { result: { id: string }[] }, Query, Input, Patch>(
  name: string,
  routes: ReferenceRoutes<List, Query, Input, Patch>,
) {
  const key = ["reference-data", name] as const;
  const listQuery = (query: Query) =>
    queryOptions({
      queryKey: [...key, "list", query],
      queryFn: ({ signal }) => routes.list(query, signal),
      placeholderData: keepPreviousData,
    });
  const useInvalidate = () => {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey: key });
  };
  return {
    useList: (query: Query, enabled = true) => useQuery({ ...listQuery(query), enabled }),
    useCreate() {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: (input: Input) => routes.create(input), onSuccess: invalidate });
    },
    useUpdate() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, patch }: { id: string; patch: Patch }) => routes.update(id, patch),
        onSuccess: invalidate,
      });
    },
    useDelete() {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: (id: string) => routes.remove(id), onSuccess: invalidate });
    },
  };
}
